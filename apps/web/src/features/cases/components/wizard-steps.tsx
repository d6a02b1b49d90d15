// The four steps of the case wizard: Basic Info, Injuries, Treatments, Documents (with the case notes).
import { createContext, useContext, useState } from 'react';
import { useFieldArray, useFormContext, type FieldError } from 'react-hook-form';
import { Info, Lightbulb, Plus, Trash2 } from 'lucide-react';
import {
  CLAIM_NUMBER_LABEL,
  CASE_PHASE_OPTIONS,
  CASE_TYPES,
  CASE_TYPE_LABELS,
  INJURY_TYPE_SUGGESTIONS,
  TREATMENT_TYPE_SUGGESTIONS,
  createEmptyWizardInjury,
  createEmptyWizardTreatment,
  INJURY_SEVERITY_OPTIONS,
  isSettledStatus,
  US_JURISDICTIONS,
  type CasePhase,
} from '@casecast/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { WizardDocumentUploads } from '../../documents/components/wizard-document-uploads';
import { useAttorneys } from '../api';
import type { CaseWizardFormSubmission, CaseWizardFormValues } from '../case-wizard-form';
import { ClientContactFields } from './client-contact-fields';
import { SettleCaseDialog } from './settle-case-dialog';

function useWizardForm() {
  return useFormContext<CaseWizardFormValues, unknown, CaseWizardFormSubmission>();
}

function Tip({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-md border border-blue-100 bg-blue-50 px-3 py-2 text-sm text-blue-800">
      <Lightbulb className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

function EmptyText({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">{children}</p>;
}

function ItemCard({
  legend,
  onRemove,
  removeLabel,
  children,
}: {
  legend: string;
  onRemove: () => void;
  removeLabel: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-slate-50/60 p-4">
      <legend className="sr-only">{legend}</legend>
      <div className="mb-3 flex items-center justify-between">
        <p aria-hidden="true" className="text-sm font-semibold text-slate-700">
          {legend}
        </p>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={removeLabel} className="text-red-600 hover:bg-red-50">
          <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove
        </Button>
      </div>
      {children}
    </fieldset>
  );
}

/** True once Next was tried on the current step: from then on every error of the step shows. */
export const StepAttemptedContext = createContext(false);

type Touched = boolean | undefined;

/** Errors show for a field the user has left, or for every field once Next was tried, so a freshly added item is not red. */
function useVisibleError() {
  const attempted = useContext(StepAttemptedContext);
  return (error: FieldError | undefined, touched: Touched) => (attempted || touched ? error : undefined);
}

const invalid = (error: FieldError | undefined) => (error ? true : undefined);

/** The taxonomy's types as suggestions for a type box; anything else may still be typed. */
function TypeSuggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}

export function BasicInfoStep() {
  const {
    register,
    watch,
    getValues,
    setValue,
    formState: { errors, touchedFields },
  } = useWizardForm();
  const visible = useVisibleError();
  const phase = watch('basicInfo.phase');
  // Choosing Settled asks for the settlement amount and the date closed, which the save sends with it.
  const [settling, setSettling] = useState<{ previous: CasePhase } | null>(null);
  const touched = touchedFields.basicInfo;
  const fieldErrors = {
    clientName: visible(errors.basicInfo?.clientName, touched?.clientName),
    phase: visible(errors.basicInfo?.phase, touched?.phase),
    dateOpened: visible(errors.basicInfo?.dateOpened, touched?.dateOpened),
    dateClosed: visible(errors.basicInfo?.dateClosed, touched?.dateClosed),
    notes: visible(errors.basicInfo?.notes, touched?.notes),
    caseNumber: visible(errors.basicInfo?.caseNumber, touched?.caseNumber),
    carrier: visible(errors.basicInfo?.carrier, touched?.carrier),
    insuranceLimits: visible(errors.basicInfo?.insuranceLimits, touched?.insuranceLimits),
    actualSettlement: visible(errors.basicInfo?.actualSettlement, touched?.actualSettlement),
    incidentDate: visible(errors.basicInfo?.incidentDate, touched?.incidentDate),
    state: visible(errors.basicInfo?.state, touched?.state),
    clientDateOfBirth: visible(errors.basicInfo?.clientDateOfBirth, touched?.clientDateOfBirth),
    dateOfDeath: visible(errors.basicInfo?.dateOfDeath, touched?.dateOfDeath),
    caseType: visible(errors.basicInfo?.caseType, touched?.caseType),
    clientAge: visible(errors.basicInfo?.clientAge, touched?.clientAge),
    clientFaultPercent: visible(errors.basicInfo?.clientFaultPercent, touched?.clientFaultPercent),
    medicalCosts: visible(errors.basicInfo?.medicalCosts, touched?.medicalCosts),
    lostWages: visible(errors.basicInfo?.lostWages, touched?.lostWages),
    workDaysMissed: visible(errors.basicInfo?.workDaysMissed, touched?.workDaysMissed),
    propertyDamageAmount: visible(errors.basicInfo?.propertyDamageAmount, touched?.propertyDamageAmount),
  };
  const state = watch('basicInfo.state');
  const isWrongfulDeath = watch('basicInfo.caseType') === 'wrongful_death';
  const stateIsListed = !state || US_JURISDICTIONS.some((entry) => entry.code === state);
  const attorneys = useAttorneys();
  const attorneyId = watch('basicInfo.attorneyId');
  return (
    <div className="space-y-5">
      {settling && (
        <SettleCaseDialog
          initial={{ actualSettlement: null, dateClosed: getValues('basicInfo.dateClosed') || null }}
          pending={false}
          error={null}
          submitLabel="Use these"
          onCancel={() => {
            setValue('basicInfo.phase', settling.previous, { shouldDirty: true });
            setSettling(null);
          }}
          onConfirm={(facts) => {
            setValue('basicInfo.actualSettlement', String(facts.actualSettlement), { shouldDirty: true, shouldValidate: true });
            setValue('basicInfo.dateClosed', facts.dateClosed, { shouldDirty: true, shouldValidate: true });
            setSettling(null);
          }}
        />
      )}
      <Field
        htmlFor="wizard-client-name"
        error={fieldErrors.clientName?.message}
        label={
          <span className="inline-flex items-center gap-1.5">
            Client Name
            <span title="Enter the client's full legal name" className="text-slate-500">
              <Info className="h-3.5 w-3.5" aria-hidden="true" />
            </span>
          </span>
        }
        hint="Enter the client's full legal name."
      >
        <Input
          id="wizard-client-name"
          autoComplete="off"
          aria-invalid={invalid(fieldErrors.clientName)}
          {...register('basicInfo.clientName')}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field label="Phase" htmlFor="wizard-phase" error={fieldErrors.phase?.message}>
          <Select
            id="wizard-phase"
            aria-invalid={invalid(fieldErrors.phase)}
            {...register('basicInfo.phase', {
              onChange: (event: { target: { value: string } }) => {
                const facts = getValues('basicInfo');
                if (isSettledStatus(event.target.value) && (!facts.actualSettlement || !facts.dateClosed)) setSettling({ previous: phase });
              },
            })}
          >
            {CASE_PHASE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Date Opened" htmlFor="wizard-date-opened" error={fieldErrors.dateOpened?.message}>
          <Input id="wizard-date-opened" type="date" aria-invalid={invalid(fieldErrors.dateOpened)} {...register('basicInfo.dateOpened')} />
        </Field>
        <Field label="Date Closed" htmlFor="wizard-date-closed" error={fieldErrors.dateClosed?.message}>
          <Input id="wizard-date-closed" type="date" aria-invalid={invalid(fieldErrors.dateClosed)} {...register('basicInfo.dateClosed')} />
        </Field>
      </div>
      <Field label="Notes" htmlFor="wizard-notes" error={fieldErrors.notes?.message}>
        <Textarea id="wizard-notes" rows={4} aria-invalid={invalid(fieldErrors.notes)} {...register('basicInfo.notes')} />
      </Field>
      <ClientContactFields />
      <div className="border-t border-slate-100 pt-5">
        <fieldset className="space-y-4">
          <legend className="mb-4 text-sm font-semibold text-slate-900">Case details (optional)</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={CLAIM_NUMBER_LABEL} htmlFor="wizard-case-number" error={fieldErrors.caseNumber?.message}>
              <Input
                id="wizard-case-number"
                autoComplete="off"
                aria-invalid={invalid(fieldErrors.caseNumber)}
                {...register('basicInfo.caseNumber')}
              />
            </Field>
            <Field
              label="Attorney"
              htmlFor="wizard-attorney"
              hint={attorneys.isError ? 'The attorney list could not be loaded.' : undefined}
            >
              {attorneys.isPending ? (
                // The select mounts once the choices exist, so it shows the stored attorney.
                <Select id="wizard-attorney" disabled>
                  <option>Loading attorneys...</option>
                </Select>
              ) : (
                <Select id="wizard-attorney" {...register('basicInfo.attorneyId')}>
                  <option value="">Unassigned</option>
                  {attorneyId && !(attorneys.data ?? []).some((attorney) => attorney.id === attorneyId) && (
                    <option value={attorneyId}>Current attorney</option>
                  )}
                  {(attorneys.data ?? []).map((attorney) => (
                    <option key={attorney.id} value={attorney.id}>
                      {attorney.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Insurance Carrier" htmlFor="wizard-carrier" error={fieldErrors.carrier?.message}>
              <Input id="wizard-carrier" aria-invalid={invalid(fieldErrors.carrier)} {...register('basicInfo.carrier')} />
            </Field>
            <Field
              label="Insurance Limits"
              htmlFor="wizard-limits"
              error={fieldErrors.insuranceLimits?.message}
              hint="The at-fault party's policy limits: recovery is capped at them."
            >
              <Input
                id="wizard-limits"
                type="number"
                min={0}
                step="1"
                inputMode="numeric"
                placeholder="e.g. 100000"
                aria-invalid={invalid(fieldErrors.insuranceLimits)}
                {...register('basicInfo.insuranceLimits')}
              />
            </Field>
            <Field
              label="Actual Settlement"
              htmlFor="wizard-settlement"
              error={fieldErrors.actualSettlement?.message}
              hint="Recorded once the case settles or closes."
            >
              <Input
                id="wizard-settlement"
                type="number"
                min={0}
                step="1"
                inputMode="numeric"
                aria-invalid={invalid(fieldErrors.actualSettlement)}
                {...register('basicInfo.actualSettlement')}
              />
            </Field>
          </div>
          {/* The filing deadlines (statute of limitations, notice of claim) are computed from these. */}
          <div className="grid gap-5 sm:grid-cols-3">
            <Field label="Incident Date" htmlFor="wizard-incident-date" error={fieldErrors.incidentDate?.message}>
              <Input
                id="wizard-incident-date"
                type="date"
                aria-invalid={invalid(fieldErrors.incidentDate)}
                {...register('basicInfo.incidentDate')}
              />
            </Field>
            <Field label="State" htmlFor="wizard-state" error={fieldErrors.state?.message} hint="Whose law governs the claim.">
              <Select id="wizard-state" aria-invalid={invalid(fieldErrors.state)} {...register('basicInfo.state')}>
                <option value="">Not set</option>
                {!stateIsListed && <option value={state ?? ''}>{state}</option>}
                {US_JURISDICTIONS.map((entry) => (
                  <option key={entry.code} value={entry.code}>
                    {entry.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Client Date of Birth" htmlFor="wizard-client-dob" error={fieldErrors.clientDateOfBirth?.message}>
              <Input
                id="wizard-client-dob"
                type="date"
                aria-invalid={invalid(fieldErrors.clientDateOfBirth)}
                {...register('basicInfo.clientDateOfBirth')}
              />
            </Field>
            {isWrongfulDeath && (
              <Field
                label="Date of Death"
                htmlFor="wizard-date-of-death"
                error={fieldErrors.dateOfDeath?.message}
                hint="The wrongful death period runs from it."
              >
                <Input
                  id="wizard-date-of-death"
                  type="date"
                  aria-invalid={invalid(fieldErrors.dateOfDeath)}
                  {...register('basicInfo.dateOfDeath')}
                />
              </Field>
            )}
          </div>
          <p className="text-xs text-slate-500">
            The incident date, state and date of birth{isWrongfulDeath ? ', and the date of death,' : ''} are used to compute the case's
            filing deadlines.
          </p>
        </fieldset>
      </div>
      <div className="border-t border-slate-100 pt-5">
        <fieldset className="space-y-4">
          <legend className="mb-1 text-sm font-semibold text-slate-900">What drives the case's value</legend>
          <p className="text-xs text-slate-500">
            Leave a fact empty if it is not known yet: the prediction then treats it as missing and says so, instead of guessing.
          </p>
          <div className="grid gap-5 sm:grid-cols-3">
            <Field label="Case Type" htmlFor="wizard-case-type" error={fieldErrors.caseType?.message}>
              <Select id="wizard-case-type" aria-invalid={invalid(fieldErrors.caseType)} {...register('basicInfo.caseType')}>
                {CASE_TYPES.map((code) => (
                  <option key={code} value={code}>
                    {CASE_TYPE_LABELS[code]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label="Client Age"
              htmlFor="wizard-client-age"
              error={fieldErrors.clientAge?.message}
              hint="Or enter the date of birth above."
            >
              <Input
                id="wizard-client-age"
                type="number"
                min={0}
                max={120}
                step="1"
                inputMode="numeric"
                aria-invalid={invalid(fieldErrors.clientAge)}
                {...register('basicInfo.clientAge')}
              />
            </Field>
            <Field
              label="Client's Share of Fault (%)"
              htmlFor="wizard-client-fault"
              error={fieldErrors.clientFaultPercent?.message}
              hint="0% when the other side is entirely at fault."
            >
              <Input
                id="wizard-client-fault"
                type="number"
                min={0}
                max={100}
                step="any"
                inputMode="decimal"
                placeholder="e.g. 20"
                aria-invalid={invalid(fieldErrors.clientFaultPercent)}
                {...register('basicInfo.clientFaultPercent')}
              />
            </Field>
            <Field
              label="Medical Costs"
              htmlFor="wizard-medical-costs"
              error={fieldErrors.medicalCosts?.message}
              hint="Estimate of the medical bills so far."
            >
              <Input
                id="wizard-medical-costs"
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                aria-invalid={invalid(fieldErrors.medicalCosts)}
                {...register('basicInfo.medicalCosts')}
              />
            </Field>
            <Field label="Lost Wages" htmlFor="wizard-lost-wages" error={fieldErrors.lostWages?.message}>
              <Input
                id="wizard-lost-wages"
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                aria-invalid={invalid(fieldErrors.lostWages)}
                {...register('basicInfo.lostWages')}
              />
            </Field>
            <Field label="Work Days Missed" htmlFor="wizard-work-days" error={fieldErrors.workDaysMissed?.message}>
              <Input
                id="wizard-work-days"
                type="number"
                min={0}
                step="any"
                inputMode="decimal"
                aria-invalid={invalid(fieldErrors.workDaysMissed)}
                {...register('basicInfo.workDaysMissed')}
              />
            </Field>
            <Field label="Property Damage" htmlFor="wizard-property-damage" error={fieldErrors.propertyDamageAmount?.message}>
              <Input
                id="wizard-property-damage"
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                aria-invalid={invalid(fieldErrors.propertyDamageAmount)}
                {...register('basicInfo.propertyDamageAmount')}
              />
            </Field>
          </div>
        </fieldset>
      </div>
    </div>
  );
}

export function InjuriesStep() {
  const {
    control,
    register,
    formState: { errors, touchedFields },
  } = useWizardForm();
  const visible = useVisibleError();
  const { fields, append, remove } = useFieldArray({ control, name: 'injuries', keyName: 'fieldKey' });
  return (
    <div className="space-y-4">
      <Tip>Detailed injury information can improve prediction accuracy by up to 24%.</Tip>
      {fields.length === 0 && <EmptyText>No injuries added yet. Click &quot;Add Injury&quot; to add one.</EmptyText>}
      {fields.map((field, index) => {
        const itemErrors = {
          type: visible(errors.injuries?.[index]?.type, touchedFields.injuries?.[index]?.type),
          bodyPart: visible(errors.injuries?.[index]?.bodyPart, touchedFields.injuries?.[index]?.bodyPart),
          severity: visible(errors.injuries?.[index]?.severity, touchedFields.injuries?.[index]?.severity),
          description: visible(errors.injuries?.[index]?.description, touchedFields.injuries?.[index]?.description),
        };
        const id = (name: string) => `wizard-injury-${index}-${name}`;
        return (
          <ItemCard
            key={field.fieldKey}
            legend={`Injury ${index + 1}`}
            removeLabel={`Remove injury ${index + 1}`}
            onRemove={() => remove(index)}
          >
            <div className="grid gap-4 sm:grid-cols-3">
              <Field label="Type" htmlFor={id('type')} error={itemErrors.type?.message}>
                <Input
                  id={id('type')}
                  placeholder="e.g. Whiplash"
                  list="wizard-injury-types"
                  autoComplete="off"
                  aria-invalid={invalid(itemErrors.type)}
                  {...register(`injuries.${index}.type`)}
                />
              </Field>
              <Field label="Body Part" htmlFor={id('body-part')} error={itemErrors.bodyPart?.message}>
                <Input
                  id={id('body-part')}
                  placeholder="e.g. Neck"
                  aria-invalid={invalid(itemErrors.bodyPart)}
                  {...register(`injuries.${index}.bodyPart`)}
                />
              </Field>
              <Field label="Severity" htmlFor={id('severity')} error={itemErrors.severity?.message}>
                <Select id={id('severity')} {...register(`injuries.${index}.severity`)}>
                  {INJURY_SEVERITY_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
            <div className="mt-4">
              <Field label="Description" htmlFor={id('description')} error={itemErrors.description?.message}>
                <Textarea id={id('description')} rows={2} {...register(`injuries.${index}.description`)} />
              </Field>
            </div>
          </ItemCard>
        );
      })}
      <TypeSuggestions id="wizard-injury-types" values={INJURY_TYPE_SUGGESTIONS} />
      <Button variant="outline" onClick={() => append(createEmptyWizardInjury())}>
        <Plus className="h-4 w-4" aria-hidden="true" /> Add Injury
      </Button>
    </div>
  );
}

export function TreatmentsStep() {
  const {
    control,
    register,
    formState: { errors, touchedFields },
  } = useWizardForm();
  const visible = useVisibleError();
  const { fields, append, remove } = useFieldArray({ control, name: 'treatments', keyName: 'fieldKey' });
  return (
    <div className="space-y-4">
      <Tip>Treatment duration and provider type are strong predictors of settlement value.</Tip>
      {fields.length === 0 && <EmptyText>No treatments added yet. Click &quot;Add Treatment&quot; to add one.</EmptyText>}
      {fields.map((field, index) => {
        const itemErrors = {
          type: visible(errors.treatments?.[index]?.type, touchedFields.treatments?.[index]?.type),
          provider: visible(errors.treatments?.[index]?.provider, touchedFields.treatments?.[index]?.provider),
          startDate: visible(errors.treatments?.[index]?.startDate, touchedFields.treatments?.[index]?.startDate),
          endDate: visible(errors.treatments?.[index]?.endDate, touchedFields.treatments?.[index]?.endDate),
          notes: visible(errors.treatments?.[index]?.notes, touchedFields.treatments?.[index]?.notes),
          cost: visible(errors.treatments?.[index]?.cost, touchedFields.treatments?.[index]?.cost),
        };
        const id = (name: string) => `wizard-treatment-${index}-${name}`;
        return (
          <ItemCard
            key={field.fieldKey}
            legend={`Treatment ${index + 1}`}
            removeLabel={`Remove treatment ${index + 1}`}
            onRemove={() => remove(index)}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Type" htmlFor={id('type')} error={itemErrors.type?.message}>
                <Input
                  id={id('type')}
                  placeholder="e.g. Physical therapy"
                  list="wizard-treatment-types"
                  autoComplete="off"
                  aria-invalid={invalid(itemErrors.type)}
                  {...register(`treatments.${index}.type`)}
                />
              </Field>
              <Field label="Provider" htmlFor={id('provider')} error={itemErrors.provider?.message}>
                <Input id={id('provider')} aria-invalid={invalid(itemErrors.provider)} {...register(`treatments.${index}.provider`)} />
              </Field>
              <Field label="Start Date" htmlFor={id('start-date')} error={itemErrors.startDate?.message}>
                <Input
                  id={id('start-date')}
                  type="date"
                  aria-invalid={invalid(itemErrors.startDate)}
                  {...register(`treatments.${index}.startDate`)}
                />
              </Field>
              <Field label="End Date" htmlFor={id('end-date')} error={itemErrors.endDate?.message}>
                <Input
                  id={id('end-date')}
                  type="date"
                  aria-invalid={invalid(itemErrors.endDate)}
                  {...register(`treatments.${index}.endDate`)}
                />
              </Field>
              <Field label="Cost" htmlFor={id('cost')} error={itemErrors.cost?.message}>
                <Input
                  id={id('cost')}
                  type="number"
                  min={0}
                  step="0.01"
                  inputMode="decimal"
                  aria-invalid={invalid(itemErrors.cost)}
                  {...register(`treatments.${index}.cost`)}
                />
              </Field>
            </div>
            <div className="mt-4">
              <Field label="Notes" htmlFor={id('notes')} error={itemErrors.notes?.message}>
                <Textarea id={id('notes')} rows={2} {...register(`treatments.${index}.notes`)} />
              </Field>
            </div>
          </ItemCard>
        );
      })}
      <TypeSuggestions id="wizard-treatment-types" values={TREATMENT_TYPE_SUGGESTIONS} />
      <Button variant="outline" onClick={() => append(createEmptyWizardTreatment())}>
        <Plus className="h-4 w-4" aria-hidden="true" /> Add Treatment
      </Button>
    </div>
  );
}

export function DocumentsStep() {
  const {
    control,
    register,
    formState: { errors, touchedFields },
  } = useWizardForm();
  const visible = useVisibleError();
  const { fields, append, remove } = useFieldArray({ control, name: 'notes', keyName: 'fieldKey' });
  return (
    <div className="space-y-6">
      <WizardDocumentUploads owner={control} />

      <section aria-labelledby="wizard-notes-heading" className="space-y-4">
        <h3 id="wizard-notes-heading" className="text-base font-semibold text-slate-900">
          Case Notes
        </h3>
        {fields.length === 0 && <EmptyText>No notes added yet. Click &quot;Add Note&quot; to add one.</EmptyText>}
        {fields.map((field, index) => {
          const id = `wizard-note-${index}`;
          const error = visible(errors.notes?.[index]?.content, touchedFields.notes?.[index]?.content);
          return (
            <ItemCard
              key={field.fieldKey}
              legend={`Note ${index + 1}`}
              removeLabel={`Remove note ${index + 1}`}
              onRemove={() => remove(index)}
            >
              <Field label="Note" htmlFor={id} error={error?.message}>
                <Textarea id={id} rows={3} aria-invalid={invalid(error)} {...register(`notes.${index}.content`)} />
              </Field>
            </ItemCard>
          );
        })}
        <Button variant="outline" onClick={() => append({ content: '' })}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add Note
        </Button>
      </section>
    </div>
  );
}
