// Settlement Predictor tab: a what-if form that predicts from typed case facts without creating a case.
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import {
  CASE_TYPE_LABELS,
  CASE_TYPES,
  describePredictionError,
  formatCodeLabel,
  formatMoney,
  MEDICAL_COSTS_RULE,
  resolveMedicalCosts,
  SETTLEMENT_PREDICTOR_DEFAULTS,
  settlementPredictorFormSchema,
  US_JURISDICTIONS,
  type SettlementPredictorForm,
} from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Alert, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { Field, FieldError, fieldErrorId } from '../../../components/ui/field';
import { useZodForm } from '../../../components/ui/form';
import { Checkbox, Input, Select } from '../../../components/ui/input';
import { useMutation } from '@tanstack/react-query';
import { predictionsApi } from '../api';
import { PredictionResult } from './prediction-result';

const REGIONS = ['neck', 'back', 'spine', 'head', 'arm', 'leg', 'chest', 'shoulder', 'knee', 'hip', 'unknown'];
const TREATMENT_TYPES = [
  'emergency',
  'imaging',
  'chiropractic',
  'physical_therapy',
  'injection',
  'surgical',
  'pain_management',
  'orthopedic',
];

/** A select's choices with the current value kept when it is not one of them (a case's own type). */
const withValue = (choices: readonly string[], values: readonly string[]) => [
  ...choices,
  ...values.filter((value) => value !== '' && !choices.includes(value)),
];

/** What the medical costs figure will be, under the one rule, as the form stands. */
function MedicalCostsUsed({ form }: { form: Pick<SettlementPredictorForm, 'medical_costs' | 'treatments'> }) {
  const { amount, source } = resolveMedicalCosts(form);
  const text =
    source === 'typed'
      ? `Medical costs used: ${formatMoney(amount ?? 0)} as typed (treatment costs are part of it, not added).`
      : source === 'treatments'
        ? `Medical costs used: ${formatMoney(amount ?? 0)}, the sum of the treatment costs.`
        : 'Medical costs used: not known.';
  return (
    <p className="text-sm text-slate-600" aria-live="polite" data-testid="medical-costs-used">
      {text}
    </p>
  );
}

/**
 * `defaultValues` fills the form (e.g. from a case, for "What if…"); `source` says where they came from.
 * Nothing is ever saved from here.
 */
export function SettlementPredictor({
  defaultValues = SETTLEMENT_PREDICTOR_DEFAULTS,
  source,
}: { defaultValues?: SettlementPredictorForm; source?: string } = {}) {
  const id = useId();
  const form = useZodForm(settlementPredictorFormSchema, { defaultValues });
  const { register, control, handleSubmit, formState, watch } = form;
  const medicalCosts = watch('medical_costs');
  const treatmentRows = watch('treatments');
  const treatmentTypes = withValue(
    TREATMENT_TYPES,
    defaultValues.treatments.map((row) => row.type),
  );
  const caseTypes = withValue(CASE_TYPES, [defaultValues.case_type]);
  const regions = withValue(
    REGIONS,
    defaultValues.injuries.map((row) => row.body_region),
  );
  const errors = formState.errors;
  const injuries = useFieldArray({ control, name: 'injuries' });
  const treatments = useFieldArray({ control, name: 'treatments' });
  const predict = useMutation({ mutationFn: predictionsApi.predictRequest });
  const submit = handleSubmit((request) => predict.mutate(request));

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Card>
        <CardHeader
          title="Case facts"
          description={
            source
              ? `Filled from ${source}. Nothing is saved to the case: change a fact and predict again to see what moves the value.`
              : 'Nothing is saved: change a fact and predict again to see what moves the value.'
          }
        />
        <form onSubmit={submit} noValidate className="space-y-5 px-5 py-5" aria-label="Settlement Predictor">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Client age" htmlFor={`${id}-age`} error={errors.client_age?.message}>
              <Input id={`${id}-age`} type="number" min={0} max={120} {...register('client_age')} />
            </Field>
            <Field label="Gender" htmlFor={`${id}-gender`}>
              <Select id={`${id}-gender`} {...register('client_gender')}>
                <option value="unknown">Unknown</option>
                <option value="female">Female</option>
                <option value="male">Male</option>
              </Select>
            </Field>
            <Field label="Liability (% defendant at fault)" htmlFor={`${id}-liability`} error={errors.liability?.message}>
              <Input id={`${id}-liability`} type="number" min={0} max={100} {...register('liability')} />
            </Field>
            <Field label="Case type" htmlFor={`${id}-type`}>
              <Select id={`${id}-type`} {...register('case_type')}>
                {caseTypes.map((type) => (
                  <option key={type} value={type}>
                    {(CASE_TYPE_LABELS as Readonly<Record<string, string>>)[type] ?? formatCodeLabel(type)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Medical costs ($)" htmlFor={`${id}-medical`} hint={MEDICAL_COSTS_RULE} error={errors.medical_costs?.message}>
              <Input id={`${id}-medical`} type="number" min={0} {...register('medical_costs')} />
            </Field>
            <Field label="Property damage ($)" htmlFor={`${id}-property`} error={errors.property_damage?.message}>
              <Input id={`${id}-property`} type="number" min={0} {...register('property_damage')} />
            </Field>
            <Field label="Lost wages ($)" htmlFor={`${id}-wages`} error={errors.lost_wages?.message}>
              <Input id={`${id}-wages`} type="number" min={0} {...register('lost_wages')} />
            </Field>
            <Field label="Work days missed" htmlFor={`${id}-work`} error={errors.work_days_missed?.message}>
              <Input id={`${id}-work`} type="number" min={0} {...register('work_days_missed')} />
            </Field>
            <Field label="Insurance limits ($)" htmlFor={`${id}-limits`} error={errors.insurance_limits?.message}>
              <Input id={`${id}-limits`} type="number" min={0} {...register('insurance_limits')} />
            </Field>
            <Field label="State" htmlFor={`${id}-state`} hint="With a state, the estimate shows the expected recovery under its fault rule">
              <Select id={`${id}-state`} {...register('state')}>
                <option value="">Not given</option>
                {US_JURISDICTIONS.map((entry) => (
                  <option key={entry.code} value={entry.code}>
                    {entry.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Jurisdiction (county or venue)" htmlFor={`${id}-jurisdiction`} error={errors.jurisdiction?.message}>
              <Input id={`${id}-jurisdiction`} placeholder="e.g. Harris County" {...register('jurisdiction')} />
            </Field>
            <Field label="Insurance carrier" htmlFor={`${id}-carrier`} error={errors.carrier?.message}>
              <Input id={`${id}-carrier`} placeholder="e.g. State Farm" {...register('carrier')} />
            </Field>
          </div>

          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-900">Injuries</legend>
            {injuries.fields.map((injury, index) => (
              <div key={injury.id} className="flex flex-wrap items-center gap-2 text-sm">
                <Select aria-label={`Injury ${index + 1} severity`} className="w-32" {...register(`injuries.${index}.severity`)}>
                  <option value="mild">Mild</option>
                  <option value="moderate">Moderate</option>
                  <option value="severe">Severe</option>
                </Select>
                <Select aria-label={`Injury ${index + 1} body region`} className="w-32" {...register(`injuries.${index}.body_region`)}>
                  {regions.map((region) => (
                    <option key={region} value={region}>
                      {formatCodeLabel(region)}
                    </option>
                  ))}
                </Select>
                <label className="flex items-center gap-1">
                  <Checkbox {...register(`injuries.${index}.permanent`)} /> Permanent
                </label>
                <label className="flex items-center gap-1">
                  <Checkbox {...register(`injuries.${index}.surgical_intervention`)} /> Surgical
                </label>
                <Button size="icon" variant="ghost" aria-label={`Remove injury ${index + 1}`} onClick={() => injuries.remove(index)}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
            ))}
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                injuries.append({ severity: 'moderate', body_region: 'unknown', permanent: false, surgical_intervention: false })
              }
            >
              <Plus className="h-4 w-4" aria-hidden="true" /> Add Injury
            </Button>
          </fieldset>

          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-900">Treatments</legend>
            {treatments.fields.map((treatment, index) => {
              const rowErrors = errors.treatments?.[index];
              return (
                <div key={treatment.id} className="space-y-1">
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <Select aria-label={`Treatment ${index + 1} type`} className="w-44" {...register(`treatments.${index}.type`)}>
                      {treatmentTypes.map((type) => (
                        <option key={type} value={type}>
                          {formatCodeLabel(type)}
                        </option>
                      ))}
                    </Select>
                    <Input
                      aria-label={`Treatment ${index + 1} duration in days`}
                      aria-invalid={rowErrors?.duration ? true : undefined}
                      aria-describedby={rowErrors?.duration ? fieldErrorId(`${id}-treatment-${index}`) : undefined}
                      className="w-28"
                      type="number"
                      min={0}
                      placeholder="Days"
                      {...register(`treatments.${index}.duration`)}
                    />
                    <Input
                      aria-label={`Treatment ${index + 1} cost`}
                      aria-invalid={rowErrors?.cost ? true : undefined}
                      aria-describedby={rowErrors?.cost ? fieldErrorId(`${id}-treatment-${index}`) : undefined}
                      className="w-28"
                      type="number"
                      min={0}
                      placeholder="Cost $"
                      {...register(`treatments.${index}.cost`)}
                    />
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Remove treatment ${index + 1}`}
                      onClick={() => treatments.remove(index)}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </Button>
                  </div>
                  <FieldError htmlFor={`${id}-treatment-${index}`} message={rowErrors?.duration?.message ?? rowErrors?.cost?.message} />
                </div>
              );
            })}
            <Button size="sm" variant="outline" onClick={() => treatments.append({ type: 'physical_therapy', duration: '', cost: '' })}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Add Treatment
            </Button>
          </fieldset>

          <MedicalCostsUsed form={{ medical_costs: medicalCosts, treatments: treatmentRows }} />

          <Button type="submit" disabled={predict.isPending}>
            {predict.isPending && <Spinner className="h-4 w-4" label="Predicting" />}
            Predict Settlement
          </Button>
        </form>
      </Card>
      <Card>
        <CardHeader title="Estimated settlement" />
        <div className="px-5 py-5">
          {predict.isError && (
            <Alert tone="error">{describePredictionError(predict.error instanceof Error ? predict.error.message : null)}</Alert>
          )}
          {predict.data ? (
            <PredictionResult record={predict.data} />
          ) : (
            !predict.isError && <p className="text-sm text-slate-500">Enter the case facts and press Predict Settlement.</p>
          )}
        </div>
      </Card>
    </div>
  );
}
