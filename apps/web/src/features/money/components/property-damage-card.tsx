// The property damage estimate of the case (a case field): shown with the other damages, changed in place.
import { useState } from 'react';
import { z } from 'zod';
import { caseUpdateSchema } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { moneyApi, useMoneyMutation } from '../api';
import { moneyText, moneyToText } from '../../../lib/money-input';
import { formatOptionalAmount } from './money-ui';

const caseFields = caseUpdateSchema;

const propertyDamageFormSchema = z.object({
  propertyDamageAmount: moneyText(caseFields.shape.propertyDamageAmount, { empty: null }),
  propertyDamageSeverity: caseFields.shape.propertyDamageSeverity,
});
type PropertyDamageFormValues = z.input<typeof propertyDamageFormSchema>;
type PropertyDamage = z.output<typeof propertyDamageFormSchema>;

export function PropertyDamageCard({
  caseId,
  propertyDamage,
}: {
  caseId: string;
  propertyDamage: { amount: number | null; severity: string | null };
}) {
  const [editing, setEditing] = useState(false);
  const form = useZodForm<PropertyDamageFormValues, PropertyDamage>(propertyDamageFormSchema, {
    defaultValues: { propertyDamageAmount: moneyToText(propertyDamage.amount), propertyDamageSeverity: propertyDamage.severity ?? '' },
  });
  const save = useMoneyMutation(caseId, (input: PropertyDamage) => moneyApi.updateCaseDamages(caseId, input));
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: () => setEditing(false) }));
  return (
    <Card role="region" aria-labelledby="property-damage-heading">
      <CardHeader
        title={<span id="property-damage-heading">Property damage</span>}
        actions={
          !editing && (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )
        }
      />
      {editing ? (
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3 px-5 py-4">
          <FormError error={save.error} />
          <MoneyField form={form} name="propertyDamageAmount" id="property-damage-amount" label="Property damage estimate" />
          <Field
            label="Severity"
            htmlFor="property-damage-severity"
            error={errors.propertyDamageSeverity?.message}
            hint="e.g. minor, moderate, severe, total loss"
          >
            <Input id="property-damage-severity" autoComplete="off" {...form.register('propertyDamageSeverity')} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="space-y-2 px-5 py-4 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-slate-500">Estimate</dt>
            <dd className="tabular-nums text-slate-900">{formatOptionalAmount(propertyDamage.amount)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-slate-500">Severity</dt>
            <dd className="text-slate-900">{propertyDamage.severity ?? '—'}</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
