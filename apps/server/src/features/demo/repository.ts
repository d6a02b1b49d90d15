// SQL for the demo firm: the account check and the bulk insert of a synthetic firm's history.
import { randomUUID } from 'node:crypto';
import { injuryKind, toCaseTypeCode, treatmentKind } from '@casecast/domain';
import type { SynthFirm } from '@casecast/synth';
import { insertAttorneys } from '../attorneys/repository.js';
import { insertCases } from '../cases/repository.js';
import { insertRecords } from '../records/repository.js';
import type { Db } from '../../db/schema.js';

export async function userExists(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db.updateTable('user').set({ emailVerified: true }).where('id', '=', userId).execute();
}

/** Attorneys, cases, injuries and treatments in a few multi-row statements (the synthetic ids are kept). */
export async function insertDemoFirmData(db: Db, firmId: string, firm: SynthFirm): Promise<void> {
  await db.updateTable('firm').set({ name: firm.firmName, updated_at: new Date() }).where('id', '=', firmId).execute();
  const attorneys = firm.attorneys.map((attorney) => ({
    name: attorney.name,
    email: `${attorney.name.toLowerCase().replace(/[^a-z]+/g, '.')}@demo-firm.example.com`,
  }));
  const userIds = await insertDemoColleagues(db, firmId, attorneys);
  const attorneyIds = await insertAttorneys(
    db,
    firmId,
    attorneys.map((attorney, index) => ({ ...attorney, userId: userIds[index] ?? null })),
  );
  const attorneyBySynthId = new Map(firm.attorneys.map((attorney, index) => [attorney.id, attorneyIds[index] ?? null]));
  await insertCases(
    db,
    firmId,
    firm.cases.map((item) => ({
      id: item.id,
      createdAt: new Date(`${item.dateOpened}T09:00:00Z`),
      clientName: item.clientName,
      caseNumber: item.caseNumber,
      title: `${item.clientName} v. ${item.carrier} insured`,
      phase: item.phase,
      caseType: toCaseTypeCode(item.caseType),
      dateOpened: item.dateOpened,
      dateClosed: item.dateClosed,
      incidentDate: item.incidentDate,
      carrier: item.carrier,
      insuranceLimits: item.insuranceLimits,
      liability: item.liability,
      propertyDamageAmount: item.propertyDamageAmount,
      propertyDamageSeverity: item.propertyDamageSeverity,
      actualSettlement: item.actualSettlement,
      hasTreatmentGap: item.hasTreatmentGap,
      attorneyId: attorneyBySynthId.get(item.attorneyId) ?? null,
      clientAge: item.clientAge,
      clientGender: item.clientGender,
      medicalCosts: item.medicalCosts,
      lostWages: item.lostWages,
      workDaysMissed: item.workDaysMissed,
      jurisdiction: item.jurisdiction,
      notes: null,
    })),
  );
  await insertRecords(
    db,
    injuryKind,
    firmId,
    firm.cases.flatMap((item) =>
      item.injuries.map((injury) => ({
        id: injury.id,
        caseId: item.id,
        values: {
          type: injury.name,
          bodyPart: injury.bodyPart,
          severity: injury.severity,
          description: injury.description,
          icdCode: injury.icdCode,
          dateReported: item.dateOpened,
        },
      })),
    ),
  );
  await insertRecords(
    db,
    treatmentKind,
    firmId,
    firm.cases.flatMap((item) =>
      item.treatments.map((treatment) => ({
        id: treatment.id,
        caseId: item.id,
        values: {
          injuryId: treatment.injuryId,
          type: treatment.type,
          provider: treatment.provider,
          startDate: treatment.startDate,
          endDate: treatment.endDate,
          cost: treatment.cost,
          frequency: treatment.frequency,
          name: treatment.name,
          cptCode: treatment.cptCode,
          description: treatment.description,
          duration: treatment.durationDays,
          status: treatment.endDate < firm.asOf ? 'completed' : 'ongoing',
        },
      })),
    ),
  );
}

/**
 * The demo firm's attorneys as members of the firm, so tasks and events can be given to them: each gets a user (no
 * password, so nobody signs in as one) with the attorney role; their attorney records name these users.
 */
async function insertDemoColleagues(db: Db, firmId: string, attorneys: ReadonlyArray<{ name: string; email: string }>): Promise<string[]> {
  if (attorneys.length === 0) return [];
  const users = attorneys.map((attorney) => ({ id: randomUUID(), name: attorney.name, email: attorney.email, emailVerified: true }));
  await db.insertInto('user').values(users).execute();
  await db
    .insertInto('firm_member')
    .values(users.map((user) => ({ firm_id: firmId, user_id: user.id, role: 'attorney' })))
    .execute();
  return users.map((user) => user.id);
}
