// The case page's Insurance tab: each party's policies with carrier, kind, limits, claim number, adjuster and the policy-limits request.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { formatCodeLabel, POLICY_KINDS, type Party, type Policy } from '@casecast/domain';
import { ContactDetails } from '../../../components/contact-details';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { useCaseParties } from '../../deadlines/api';
import { moneyApi, useMoneyPart } from '../api';
import { policyFormSchema, toPolicyForm } from '../money-forms';
import { ItemActions, MoneyItemDialog, type Editing } from './money-list';
import { formatOptionalAmount, formatOptionalDate, MoneyCard } from './money-ui';
import { ContactPicker } from '../../contacts/components/contact-picker';

function PolicyDialog({
  caseId,
  parties,
  policy,
  partyId,
  onClose,
}: {
  caseId: string;
  parties: Party[];
  policy?: Policy | undefined;
  partyId: string;
  onClose: () => void;
}) {
  return (
    <MoneyItemDialog
      caseId={caseId}
      part={moneyApi.policies}
      item={policy}
      schema={policyFormSchema}
      defaultValues={toPolicyForm(policy, partyId)}
      titles={{ add: 'Add policy', edit: 'Edit policy' }}
      submitLabels={{ add: 'Add policy', edit: 'Save policy' }}
      description="Known coverage feeds the expected recovery of the prediction."
      onClose={onClose}
    >
      {(form) => {
        const errors = form.formState.errors;
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Insured party" htmlFor="policy-party" error={errors.partyId?.message}>
                <Select id="policy-party" defaultValue={policy?.partyId ?? partyId} {...form.register('partyId')}>
                  {parties.map((party) => (
                    <option key={party.id} value={party.id}>
                      {party.name} ({formatCodeLabel(party.role)})
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Coverage" htmlFor="policy-kind" error={errors.kind?.message}>
                <Select id="policy-kind" {...form.register('kind')}>
                  {POLICY_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {formatCodeLabel(kind)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Carrier" htmlFor="policy-carrier" error={errors.carrier?.message}>
                <Input id="policy-carrier" autoComplete="off" {...form.register('carrier')} />
              </Field>
              <Field label="Policy number" htmlFor="policy-number" error={errors.policyNumber?.message}>
                <Input id="policy-number" autoComplete="off" {...form.register('policyNumber')} />
              </Field>
              <MoneyField form={form} name="perPersonLimit" id="policy-per-person" label="Per-person limit" placeholder="100,000" />
              <MoneyField form={form} name="perAccidentLimit" id="policy-per-accident" label="Per-accident limit" placeholder="300,000" />
              <Field label="Claim number" htmlFor="policy-claim" error={errors.claimNumber?.message}>
                <Input id="policy-claim" autoComplete="off" {...form.register('claimNumber')} />
              </Field>
              <div className="sm:col-span-2">
                <ContactPicker
                  kind="adjuster"
                  value={form.watch('contactId')}
                  onPick={(contact) => {
                    form.setValue('contactId', contact?.id ?? null, { shouldDirty: true });
                    if (!contact) return;
                    // The adjuster's details are copied from the directory; the carrier is their organization.
                    form.setValue('adjusterName', contact.name, { shouldDirty: true });
                    form.setValue('adjusterPhone', contact.phone ?? '', { shouldDirty: true });
                    form.setValue('adjusterEmail', contact.email ?? '', { shouldDirty: true });
                    if (contact.organization && !form.getValues('carrier'))
                      form.setValue('carrier', contact.organization, { shouldDirty: true });
                  }}
                />
              </div>
              <Field label="Adjuster" htmlFor="policy-adjuster" error={errors.adjusterName?.message}>
                <Input id="policy-adjuster" autoComplete="off" {...form.register('adjusterName')} />
              </Field>
              <Field label="Adjuster email" htmlFor="policy-adjuster-email" error={errors.adjusterEmail?.message}>
                <Input id="policy-adjuster-email" type="email" autoComplete="off" {...form.register('adjusterEmail')} />
              </Field>
              <Field label="Adjuster phone" htmlFor="policy-adjuster-phone" error={errors.adjusterPhone?.message}>
                <Input id="policy-adjuster-phone" type="tel" autoComplete="off" {...form.register('adjusterPhone')} />
              </Field>
              <Field label="Policy limits requested on" htmlFor="policy-limits-requested" error={errors.policyLimitsRequestedOn?.message}>
                <Input id="policy-limits-requested" type="date" {...form.register('policyLimitsRequestedOn')} />
              </Field>
            </div>
            <Field label="Policy limits response" htmlFor="policy-limits-response" error={errors.policyLimitsResponse?.message}>
              <Textarea id="policy-limits-response" rows={2} {...form.register('policyLimitsResponse')} />
            </Field>
            <Field label="Notes" htmlFor="policy-notes" error={errors.notes?.message}>
              <Textarea id="policy-notes" rows={2} {...form.register('notes')} />
            </Field>
          </>
        );
      }}
    </MoneyItemDialog>
  );
}

function PolicyItem({ caseId, policy, onEdit }: { caseId: string; policy: Policy; onEdit: () => void }) {
  const facts: Array<[string, ReactNode]> = [
    ['Per person', formatOptionalAmount(policy.perPersonLimit)],
    ['Per accident', formatOptionalAmount(policy.perAccidentLimit)],
    ['Claim number', policy.claimNumber ?? '—'],
    [
      'Adjuster',
      policy.adjusterName || policy.adjusterEmail || policy.adjusterPhone ? (
        <ContactDetails
          parts={[
            { kind: 'text', value: policy.adjusterName },
            { kind: 'email', value: policy.adjusterEmail },
            { kind: 'phone', value: policy.adjusterPhone },
          ]}
        />
      ) : (
        '—'
      ),
    ],
    ['Policy limits requested', formatOptionalDate(policy.policyLimitsRequestedOn)],
    ['Response', policy.policyLimitsResponse ?? '—'],
  ];
  return (
    <li className="space-y-2 px-5 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium text-slate-900">
          {policy.carrier} <Badge tone="blue">{formatCodeLabel(policy.kind)}</Badge>
          {policy.policyNumber && (
            <span className="ml-2 font-mono text-xs text-slate-500 [overflow-wrap:anywhere]">{policy.policyNumber}</span>
          )}
        </p>
        <div className="flex items-center gap-1">
          <ItemActions
            caseId={caseId}
            part={moneyApi.policies}
            item={policy}
            name={`${policy.carrier} policy`}
            onEdit={onEdit}
            deleteTitle="Delete this policy?"
            deleteDescription={
              <p>
                The {formatCodeLabel(policy.kind).toLowerCase()} policy with {policy.carrier} will be deleted.
              </p>
            }
          />
        </div>
      </div>
      {/* min-w-0 and wrapping anywhere: a long email or claim number wraps instead of widening the page on a phone. */}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 md:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

export function InsuranceTab({ caseId }: { caseId: string }) {
  const parties = useCaseParties(caseId);
  const policies = useMoneyPart(caseId, moneyApi.policies);
  const [editing, setEditing] = useState<Editing<Policy, { partyId: string }>>(null);
  const query = {
    isPending: parties.isPending || policies.isPending,
    isError: parties.isError || policies.isError,
    error: parties.error ?? policies.error,
  };
  return (
    <MoneyCard
      id="insurance"
      title="Insurance"
      description="Policies of each party: limits, claim, adjuster and the policy-limits request."
      query={query}
      loadingLabel="Loading policies"
    >
      {parties.data && policies.data && (
        <div>
          {parties.data.length === 0 ? (
            <p className="px-5 py-6 text-sm text-slate-500">
              No parties recorded. Add the client and the defendants under{' '}
              <Link to="?tab=overview" className="font-medium text-brand-600 hover:text-brand-700">
                Overview → Parties
              </Link>
              , then their policies here.
            </p>
          ) : (
            parties.data.map((party) => {
              const own = policies.data.filter((policy) => policy.partyId === party.id);
              return (
                <section
                  key={party.id}
                  aria-labelledby={`party-policies-${party.id}`}
                  className="border-t border-slate-100 first:border-t-0"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2 bg-slate-50 px-5 py-2">
                    <h3 id={`party-policies-${party.id}`} className="text-sm font-semibold text-slate-800">
                      {party.name} <span className="font-normal text-slate-500">· {formatCodeLabel(party.role)}</span>
                    </h3>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing({ partyId: party.id })}
                      aria-label={`Add policy for ${party.name}`}
                    >
                      <Plus className="h-4 w-4" aria-hidden="true" /> Add policy
                    </Button>
                  </div>
                  {own.length === 0 ? (
                    <p className="px-5 py-3 text-sm text-slate-500">No policies known.</p>
                  ) : (
                    <ul className="divide-y divide-slate-100" aria-label={`Policies of ${party.name}`}>
                      {own.map((policy) => (
                        <PolicyItem
                          key={policy.id}
                          caseId={caseId}
                          policy={policy}
                          onEdit={() => setEditing({ item: policy, partyId: party.id })}
                        />
                      ))}
                    </ul>
                  )}
                </section>
              );
            })
          )}
        </div>
      )}
      {editing && parties.data && (
        <PolicyDialog
          caseId={caseId}
          parties={parties.data}
          policy={editing.item}
          partyId={editing.partyId}
          onClose={() => setEditing(null)}
        />
      )}
    </MoneyCard>
  );
}
