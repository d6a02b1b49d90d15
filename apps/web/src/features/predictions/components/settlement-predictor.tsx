// Settlement Predictor tab: a what-if form that predicts from typed case facts without creating a case.
import { useId, useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { describePredictionError, type PredictionRequestInput } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Alert, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { Checkbox, Input, Select } from '../../../components/ui/input';
import { useMutation } from '@tanstack/react-query';
import { predictionsApi } from '../api';
import { PredictionResult } from './prediction-result';

type InjuryRow = { severity: string; body_region: string; permanent: boolean; surgical_intervention: boolean };
type TreatmentRow = { type: string; duration: string; cost: string };

const REGIONS = ['neck', 'back', 'spine', 'head', 'arm', 'leg', 'chest', 'shoulder', 'knee', 'hip', 'unknown'];
const TREATMENT_TYPES = ['emergency', 'imaging', 'chiropractic', 'physical_therapy', 'injection', 'surgical', 'pain_management', 'orthopedic'];
const CASE_TYPES = ['auto', 'premises', 'other_negligence', 'medical_malpractice', 'product_liability', 'other_tort', 'personal_injury'];

const toNumber = (text: string): number | null => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));

export function SettlementPredictor() {
  const id = useId();
  const [facts, setFacts] = useState({
    client_age: '35',
    client_gender: 'unknown',
    liability: '80',
    property_damage: '',
    medical_costs: '',
    work_days_missed: '',
    insurance_limits: '100000',
    jurisdiction: '',
    carrier: '',
    case_type: 'auto',
  });
  const [injuries, setInjuries] = useState<InjuryRow[]>([{ severity: 'moderate', body_region: 'neck', permanent: false, surgical_intervention: false }]);
  const [treatments, setTreatments] = useState<TreatmentRow[]>([{ type: 'physical_therapy', duration: '60', cost: '4000' }]);
  const predict = useMutation({ mutationFn: predictionsApi.predictRequest });
  const set = (key: keyof typeof facts) => (event: { target: { value: string } }) => setFacts((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const liability = toNumber(facts.liability);
    const request: PredictionRequestInput = {
      client_age: toNumber(facts.client_age) ?? undefined,
      client_gender: facts.client_gender,
      liability: liability === null ? undefined : Math.min(1, Math.max(0, liability / 100)),
      property_damage: toNumber(facts.property_damage),
      medical_costs: toNumber(facts.medical_costs),
      work_days_missed: toNumber(facts.work_days_missed),
      insurance_limits: toNumber(facts.insurance_limits) ?? undefined,
      jurisdiction: facts.jurisdiction.trim() || undefined,
      carrier: facts.carrier.trim() || undefined,
      case_type: facts.case_type,
      injuries,
      treatments: treatments.map((row) => ({ type: row.type, duration: toNumber(row.duration), cost: toNumber(row.cost) })),
    };
    predict.mutate(request);
  };

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Card>
        <CardHeader title="Case facts" description="Nothing is saved: change a fact and predict again to see what moves the value." />
        <form onSubmit={submit} className="space-y-5 px-5 py-5" aria-label="Settlement Predictor">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Client age" htmlFor={`${id}-age`}>
              <Input id={`${id}-age`} type="number" min={0} max={120} value={facts.client_age} onChange={set('client_age')} />
            </Field>
            <Field label="Gender" htmlFor={`${id}-gender`}>
              <Select id={`${id}-gender`} value={facts.client_gender} onChange={set('client_gender')}>
                <option value="unknown">Unknown</option>
                <option value="female">Female</option>
                <option value="male">Male</option>
              </Select>
            </Field>
            <Field label="Liability (% defendant at fault)" htmlFor={`${id}-liability`}>
              <Input id={`${id}-liability`} type="number" min={0} max={100} value={facts.liability} onChange={set('liability')} />
            </Field>
            <Field label="Case type" htmlFor={`${id}-type`}>
              <Select id={`${id}-type`} value={facts.case_type} onChange={set('case_type')}>
                {CASE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type.replace(/_/g, ' ')}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Medical costs ($)" htmlFor={`${id}-medical`} hint="Blank: the sum of treatment costs">
              <Input id={`${id}-medical`} type="number" min={0} value={facts.medical_costs} onChange={set('medical_costs')} />
            </Field>
            <Field label="Property damage ($)" htmlFor={`${id}-property`}>
              <Input id={`${id}-property`} type="number" min={0} value={facts.property_damage} onChange={set('property_damage')} />
            </Field>
            <Field label="Work days missed" htmlFor={`${id}-work`}>
              <Input id={`${id}-work`} type="number" min={0} value={facts.work_days_missed} onChange={set('work_days_missed')} />
            </Field>
            <Field label="Insurance limits ($)" htmlFor={`${id}-limits`}>
              <Input id={`${id}-limits`} type="number" min={0} value={facts.insurance_limits} onChange={set('insurance_limits')} />
            </Field>
            <Field label="Jurisdiction (state)" htmlFor={`${id}-jurisdiction`}>
              <Input id={`${id}-jurisdiction`} placeholder="e.g. TX" value={facts.jurisdiction} onChange={set('jurisdiction')} />
            </Field>
            <Field label="Insurance carrier" htmlFor={`${id}-carrier`}>
              <Input id={`${id}-carrier`} placeholder="e.g. State Farm" value={facts.carrier} onChange={set('carrier')} />
            </Field>
          </div>

          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-900">Injuries</legend>
            {injuries.map((injury, index) => (
              <div key={index} className="flex flex-wrap items-center gap-2 text-sm">
                <Select aria-label={`Injury ${index + 1} severity`} className="w-32" value={injury.severity} onChange={(e) => setInjuries((rows) => rows.map((row, i) => (i === index ? { ...row, severity: e.target.value } : row)))}>
                  <option value="mild">Mild</option>
                  <option value="moderate">Moderate</option>
                  <option value="severe">Severe</option>
                </Select>
                <Select aria-label={`Injury ${index + 1} body region`} className="w-32" value={injury.body_region} onChange={(e) => setInjuries((rows) => rows.map((row, i) => (i === index ? { ...row, body_region: e.target.value } : row)))}>
                  {REGIONS.map((region) => (
                    <option key={region} value={region}>
                      {region}
                    </option>
                  ))}
                </Select>
                <label className="flex items-center gap-1">
                  <Checkbox checked={injury.permanent} onChange={(e) => setInjuries((rows) => rows.map((row, i) => (i === index ? { ...row, permanent: e.target.checked } : row)))} /> Permanent
                </label>
                <label className="flex items-center gap-1">
                  <Checkbox checked={injury.surgical_intervention} onChange={(e) => setInjuries((rows) => rows.map((row, i) => (i === index ? { ...row, surgical_intervention: e.target.checked } : row)))} /> Surgical
                </label>
                <Button size="icon" variant="ghost" aria-label={`Remove injury ${index + 1}`} onClick={() => setInjuries((rows) => rows.filter((_, i) => i !== index))}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
            ))}
            <Button size="sm" variant="outline" onClick={() => setInjuries((rows) => [...rows, { severity: 'moderate', body_region: 'unknown', permanent: false, surgical_intervention: false }])}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Add Injury
            </Button>
          </fieldset>

          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-900">Treatments</legend>
            {treatments.map((treatment, index) => (
              <div key={index} className="flex flex-wrap items-center gap-2 text-sm">
                <Select aria-label={`Treatment ${index + 1} type`} className="w-44" value={treatment.type} onChange={(e) => setTreatments((rows) => rows.map((row, i) => (i === index ? { ...row, type: e.target.value } : row)))}>
                  {TREATMENT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type.replace(/_/g, ' ')}
                    </option>
                  ))}
                </Select>
                <Input aria-label={`Treatment ${index + 1} duration in days`} className="w-28" type="number" min={0} placeholder="Days" value={treatment.duration} onChange={(e) => setTreatments((rows) => rows.map((row, i) => (i === index ? { ...row, duration: e.target.value } : row)))} />
                <Input aria-label={`Treatment ${index + 1} cost`} className="w-28" type="number" min={0} placeholder="Cost $" value={treatment.cost} onChange={(e) => setTreatments((rows) => rows.map((row, i) => (i === index ? { ...row, cost: e.target.value } : row)))} />
                <Button size="icon" variant="ghost" aria-label={`Remove treatment ${index + 1}`} onClick={() => setTreatments((rows) => rows.filter((_, i) => i !== index))}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
            ))}
            <Button size="sm" variant="outline" onClick={() => setTreatments((rows) => [...rows, { type: 'physical_therapy', duration: '', cost: '' }])}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Add Treatment
            </Button>
          </fieldset>

          <Button type="submit" disabled={predict.isPending}>
            {predict.isPending && <Spinner className="h-4 w-4" label="Predicting" />}
            Predict Settlement
          </Button>
        </form>
      </Card>
      <Card>
        <CardHeader title="Estimated settlement" />
        <div className="px-5 py-5">
          {predict.isError && <Alert tone="error">{describePredictionError(predict.error instanceof Error ? predict.error.message : null)}</Alert>}
          {predict.data ? <PredictionResult record={predict.data} /> : !predict.isError && <p className="text-sm text-slate-500">Enter the case facts and press Predict Settlement.</p>}
        </div>
      </Card>
    </div>
  );
}
