// SQL for the calendar (deadlines, tasks, records follow-ups and events by date) and the private feeds; every query scoped by firm_id.
import { sql } from 'kysely';
import {
  followUpTitle,
  FOLLOW_UP_REQUESTS,
  type CalendarDeadlineItem,
  type CalendarEventItem,
  type CalendarFollowUpItem,
  type CalendarTaskItem,
  type DeadlineRule,
  type IsoDate,
} from '@casecast/domain';
import type { Db } from '../../db/schema.js';
import { sqlDate } from '../../db/sql-date.js';

const isoDate = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

export type CalendarFilters = {
  from: IsoDate;
  to: IsoDate;
  attorneyId?: string;
  caseId?: string;
  /** Only deadlines of cases whose attorney is this user, and tasks assigned to this user ("mine"). */
  userId?: string;
  /** Leave out met and dismissed deadlines and done tasks. */
  openOnly?: boolean;
  /** Deadlines of this kind only, or of every kind but this one. */
  deadlineKind?: { only: string } | { except: string };
};

/** `limit` null: every matching deadline (the feed's statutes of limitations). */
export async function listDeadlines(
  db: Db,
  firmId: string,
  filters: CalendarFilters,
  limit: number | null,
): Promise<CalendarDeadlineItem[]> {
  let query = db
    .selectFrom('case_deadline as d')
    .innerJoin('legal_case as c', (join) => join.onRef('c.firm_id', '=', 'd.firm_id').onRef('c.id', '=', 'd.case_id'))
    .leftJoin('attorney as a', (join) => join.onRef('a.firm_id', '=', 'c.firm_id').onRef('a.id', '=', 'c.attorney_id'))
    .select([
      'd.id',
      isoDate('d.due_date').as('date'),
      'd.title',
      'd.case_id',
      'c.client_name',
      'c.case_no',
      'c.case_number',
      'c.attorney_id',
      'a.name as attorney_name',
      'd.kind',
      'd.status',
      'd.confirmed_at',
      'd.rule',
    ])
    .where('d.firm_id', '=', firmId)
    .where('d.due_date', '>=', sqlDate(filters.from))
    .where('d.due_date', '<=', sqlDate(filters.to));
  if (filters.attorneyId !== undefined) query = query.where('c.attorney_id', '=', filters.attorneyId);
  if (filters.caseId !== undefined) query = query.where('d.case_id', '=', filters.caseId);
  if (filters.userId !== undefined) query = query.where('a.user_id', '=', filters.userId);
  if (filters.openOnly) query = query.where('d.status', '=', 'open');
  if (filters.deadlineKind && 'only' in filters.deadlineKind) query = query.where('d.kind', '=', filters.deadlineKind.only);
  if (filters.deadlineKind && 'except' in filters.deadlineKind) query = query.where('d.kind', '<>', filters.deadlineKind.except);
  const ordered = query.orderBy('d.due_date').orderBy('d.id');
  const rows = await (limit === null ? ordered : ordered.limit(limit)).execute();
  return rows.map((row) => {
    const rule = (row.rule ?? null) as DeadlineRule | null;
    return {
      kind: 'deadline' as const,
      id: row.id,
      date: row.date,
      title: row.title,
      caseId: row.case_id,
      clientName: row.client_name,
      caseNo: row.case_no,
      caseNumber: row.case_number,
      attorneyId: row.attorney_id,
      attorneyName: row.attorney_name,
      deadlineKind: row.kind as CalendarDeadlineItem['deadlineKind'],
      status: row.status as CalendarDeadlineItem['status'],
      confirmed: row.confirmed_at !== null,
      citation: rule?.citation ?? null,
      verified: rule ? rule.verified : null,
    };
  });
}

export async function listTasks(db: Db, firmId: string, filters: CalendarFilters, limit: number): Promise<CalendarTaskItem[]> {
  let query = db
    .selectFrom('task as t')
    .leftJoin('legal_case as c', (join) => join.onRef('c.firm_id', '=', 't.firm_id').onRef('c.id', '=', 't.case_id'))
    .leftJoin('attorney as a', (join) => join.onRef('a.firm_id', '=', 'c.firm_id').onRef('a.id', '=', 'c.attorney_id'))
    .leftJoin('user as u', 'u.id', 't.assignee_id')
    .select([
      't.id',
      isoDate('t.due_date').as('date'),
      't.title',
      't.case_id',
      'c.client_name',
      'c.case_no',
      'c.case_number',
      'c.attorney_id',
      'a.name as attorney_name',
      't.priority',
      't.status',
      't.assignee_id',
      'u.name as assignee_name',
    ])
    .where('t.firm_id', '=', firmId)
    .where('t.due_date', '>=', sqlDate(filters.from))
    .where('t.due_date', '<=', sqlDate(filters.to));
  if (filters.attorneyId !== undefined) query = query.where('c.attorney_id', '=', filters.attorneyId);
  if (filters.caseId !== undefined) query = query.where('t.case_id', '=', filters.caseId);
  if (filters.userId !== undefined) query = query.where('t.assignee_id', '=', filters.userId);
  if (filters.openOnly) query = query.where('t.status', '=', 'open');
  const rows = await query.orderBy('t.due_date').orderBy('t.id').limit(limit).execute();
  return rows.map((row) => ({
    kind: 'task' as const,
    id: row.id,
    date: row.date,
    title: row.title,
    caseId: row.case_id,
    clientName: row.client_name,
    caseNo: row.case_no,
    caseNumber: row.case_number,
    attorneyId: row.attorney_id,
    attorneyName: row.attorney_name,
    priority: row.priority as CalendarTaskItem['priority'],
    status: row.status as CalendarTaskItem['status'],
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
  }));
}

/**
 * Providers' records and bills requested and not yet received, on their follow-up dates, of listed (not archived)
 * cases. `userId` keeps those of the cases the user handles, as for deadlines; `openOnly` changes nothing (a
 * follow-up is open until the records or bills are received). Each request is its own item.
 */
export async function listFollowUps(db: Db, firmId: string, filters: CalendarFilters, limit: number): Promise<CalendarFollowUpItem[]> {
  const items: CalendarFollowUpItem[] = [];
  for (const request of FOLLOW_UP_REQUESTS) {
    const due = request === 'records' ? 'p.records_follow_up_on' : 'p.bills_follow_up_on';
    const status = request === 'records' ? 'p.records_status' : 'p.bills_status';
    let query = db
      .selectFrom('case_provider as p')
      .innerJoin('legal_case as c', (join) => join.onRef('c.firm_id', '=', 'p.firm_id').onRef('c.id', '=', 'p.case_id'))
      .leftJoin('attorney as a', (join) => join.onRef('a.firm_id', '=', 'c.firm_id').onRef('a.id', '=', 'c.attorney_id'))
      .select([
        'p.id',
        'p.name',
        isoDate(due).as('date'),
        'p.case_id',
        'c.client_name',
        'c.case_no',
        'c.case_number',
        'c.attorney_id',
        'a.name as attorney_name',
      ])
      .where('p.firm_id', '=', firmId)
      .where('c.archived_at', 'is', null)
      .where(sql.ref(status), '=', 'requested')
      .where(sql.ref(due), '>=', filters.from)
      .where(sql.ref(due), '<=', filters.to);
    if (filters.attorneyId !== undefined) query = query.where('c.attorney_id', '=', filters.attorneyId);
    if (filters.caseId !== undefined) query = query.where('p.case_id', '=', filters.caseId);
    if (filters.userId !== undefined) query = query.where('a.user_id', '=', filters.userId);
    const rows = await query.orderBy(sql.ref(due)).orderBy('p.id').limit(limit).execute();
    for (const row of rows) {
      items.push({
        kind: 'follow_up',
        id: `${row.id}:${request}`,
        date: row.date,
        title: followUpTitle(request, row.name),
        caseId: row.case_id,
        clientName: row.client_name,
        caseNo: row.case_no,
        caseNumber: row.case_number,
        attorneyId: row.attorney_id,
        attorneyName: row.attorney_name,
        providerId: row.id,
        providerName: row.name,
        request,
      });
    }
  }
  return items.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id)).slice(0, limit);
}

/** Which of these users are members of the firm. */
export async function findMemberUserIds(db: Db, firmId: string, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('firm_member')
    .select('user_id')
    .where('firm_id', '=', firmId)
    .where('user_id', 'in', [...userIds])
    .execute();
  return rows.map((row) => row.user_id);
}

/** Events overlapping [from, to) (moments); `userId`: only those the user attends. */
export type EventFilters = { fromTime: Date; toTime: Date; attorneyId?: string; caseId?: string; userId?: string };

/** A firm's events with their case and their attendees who are still members of the firm (names and emails). */
export async function listEvents(db: Db, firmId: string, filters: EventFilters, limit: number): Promise<CalendarEventItem[]> {
  let query = db
    .selectFrom('calendar_event as e')
    .leftJoin('legal_case as c', (join) => join.onRef('c.firm_id', '=', 'e.firm_id').onRef('c.id', '=', 'e.case_id'))
    .leftJoin('attorney as a', (join) => join.onRef('a.firm_id', '=', 'c.firm_id').onRef('a.id', '=', 'c.attorney_id'))
    .select([
      'e.id',
      'e.title',
      'e.kind',
      'e.starts_at',
      'e.ends_at',
      'e.all_day',
      'e.location',
      'e.video_link',
      'e.attendee_ids',
      'e.notes',
      'e.updated_at',
      'e.case_id',
      'c.client_name',
      'c.case_no',
      'c.case_number',
      'c.attorney_id',
      'a.name as attorney_name',
    ])
    .where('e.firm_id', '=', firmId)
    .where('e.starts_at', '<', filters.toTime)
    .where('e.ends_at', '>', filters.fromTime);
  if (filters.attorneyId !== undefined) query = query.where('c.attorney_id', '=', filters.attorneyId);
  if (filters.caseId !== undefined) query = query.where('e.case_id', '=', filters.caseId);
  if (filters.userId !== undefined) query = query.where(sql<boolean>`${filters.userId} = ANY(e.attendee_ids)`);
  const rows = await query.orderBy('e.starts_at').orderBy('e.id').limit(limit).execute();
  const userIds = [...new Set(rows.flatMap((row) => row.attendee_ids))];
  const people =
    userIds.length === 0
      ? []
      : await db
          .selectFrom('firm_member as m')
          .innerJoin('user as u', 'u.id', 'm.user_id')
          .select(['u.id', 'u.name', 'u.email'])
          .where('m.firm_id', '=', firmId)
          .where('m.user_id', 'in', userIds)
          .execute();
  const byId = new Map(people.map((person) => [person.id, { userId: person.id, name: person.name, email: person.email }]));
  return rows.map((row) => {
    const startsAt = new Date(row.starts_at).toISOString();
    return {
      kind: 'event' as const,
      id: row.id,
      date: startsAt.slice(0, 10),
      title: row.title,
      caseId: row.case_id,
      clientName: row.client_name,
      caseNo: row.case_no,
      caseNumber: row.case_number,
      attorneyId: row.attorney_id,
      attorneyName: row.attorney_name,
      eventKind: row.kind as CalendarEventItem['eventKind'],
      startsAt,
      endsAt: new Date(row.ends_at).toISOString(),
      allDay: row.all_day,
      location: row.location,
      videoLink: row.video_link,
      attendees: row.attendee_ids.flatMap((id) => byId.get(id) ?? []),
      notes: row.notes,
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  });
}

/** Creates or replaces the user's feed token (its hash) and whether it is redacted. */
export async function replaceFeed(db: Db, firmId: string, userId: string, input: { tokenHash: string; redacted: boolean }): Promise<void> {
  const { tokenHash, redacted } = input;
  await db
    .insertInto('calendar_feed')
    .values({ firm_id: firmId, user_id: userId, token_hash: tokenHash, redacted })
    .onConflict((conflict) =>
      conflict.columns(['firm_id', 'user_id']).doUpdateSet({ token_hash: tokenHash, redacted, created_at: new Date() }),
    )
    .execute();
}

export async function deleteFeed(db: Db, firmId: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('calendar_feed').where('firm_id', '=', firmId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findFeed(db: Db, firmId: string, userId: string): Promise<{ createdAt: Date; redacted: boolean } | undefined> {
  const row = await db
    .selectFrom('calendar_feed')
    .select(['created_at', 'redacted'])
    .where('firm_id', '=', firmId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { createdAt: new Date(row.created_at), redacted: row.redacted } : undefined;
}

/** The feed's owner, while they are still a member of its firm (with their role there). */
export async function findFeedOwner(
  db: Db,
  tokenHash: string,
): Promise<{ firmId: string; userId: string; role: string; firmName: string; redacted: boolean } | undefined> {
  return db
    .selectFrom('calendar_feed as f')
    .innerJoin('firm_member as m', (join) => join.onRef('m.firm_id', '=', 'f.firm_id').onRef('m.user_id', '=', 'f.user_id'))
    .innerJoin('firm', 'firm.id', 'f.firm_id')
    .select(['f.firm_id as firmId', 'f.user_id as userId', 'm.role', 'firm.name as firmName', 'f.redacted'])
    .where('f.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
