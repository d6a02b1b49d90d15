// /dashboard/settings/rules (owners): every limitation rule the firm's cases' computed dates come from, with its
// citation, effective date and verification; a row verified more than a year ago says "Re-verify". Below them, every
// jurisdiction's fault doctrine and the chosen court's holidays, read the same way.
import { Link } from 'react-router';
import { formatCodeLabel, formatDate, getCaseTypeLabel, getTodayIsoDate, type RuleRow } from '@casecast/domain';
import { Button } from '../../components/ui/button';
import { Alert, Badge, SectionCard, Spinner } from '../../components/ui/feedback';
import { errorMessage } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCheckRules, useRuleTable } from '../deadlines/api';
import { CourtHolidaysSection, FaultRulesSection } from './components/legal-reference-sections';

/** Which governments a row binds, where only one level: New York's Court of Claims Act beside its municipal rule. */
const GOVERNMENT_SCOPE_LABELS: Readonly<Record<NonNullable<RuleRow['governments']>, string>> = {
  state: 'the State and its agencies',
  local: 'local governments',
};

function RuleStatus({ rule }: { rule: RuleRow }) {
  return (
    <span className="flex flex-wrap gap-1">
      {rule.verified ? <Badge tone="green">Verified</Badge> : <Badge tone="yellow">Unverified</Badge>}
      {rule.reverify && <Badge tone="red">Re-verify</Badge>}
    </span>
  );
}

function RulesTable({ items }: { items: RuleRow[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm" aria-label="Rules the firm's cases use">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-2">
              Jurisdiction
            </th>
            <th scope="col" className="px-4 py-2">
              Claim type
            </th>
            <th scope="col" className="px-4 py-2">
              Period
            </th>
            <th scope="col" className="px-4 py-2">
              Citation
            </th>
            <th scope="col" className="px-4 py-2">
              Effective from
            </th>
            <th scope="col" className="px-4 py-2">
              Verified on
            </th>
            <th scope="col" className="px-4 py-2">
              Status
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Cases
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((rule) => (
            <tr key={rule.ruleId}>
              <td className="px-4 py-2">{rule.jurisdictionName}</td>
              <td className="px-4 py-2">
                {formatCodeLabel(rule.claimType)}
                {rule.caseTypes ? ` (${rule.caseTypes.map((code) => getCaseTypeLabel(code).toLowerCase()).join(', ')} cases)` : ''}
                {rule.governments ? ` (${GOVERNMENT_SCOPE_LABELS[rule.governments]})` : ''}
              </td>
              <td className="px-4 py-2">{rule.periodText}</td>
              <td className="px-4 py-2">{rule.citation}</td>
              <td className="px-4 py-2 whitespace-nowrap">{formatDate(rule.effectiveFrom)}</td>
              <td className="px-4 py-2 whitespace-nowrap">{rule.verifiedOn ? formatDate(rule.verifiedOn) : 'Not verified'}</td>
              <td className="px-4 py-2">
                <RuleStatus rule={rule} />
              </td>
              <td className="px-4 py-2 text-right">{rule.caseCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function RulesPage() {
  useDocumentTitle('Rules');
  const canView = useCan('rules.view');
  const table = useRuleTable(canView);
  const check = useCheckRules();
  const reverifyCount = table.data?.items.filter((rule) => rule.reverify).length ?? 0;
  const today = table.data?.today ?? getTodayIsoDate();
  // The holidays shown first are those of the courts the firm's cases are in.
  const firstCourt = table.data?.items.find((rule) => rule.jurisdiction !== 'US')?.jurisdiction ?? 'US';
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">Rules</h1>
        <Link to="/dashboard/settings" className="text-sm font-medium text-brand-600 hover:text-brand-700">
          ← Back to Settings
        </Link>
      </div>
      {!canView ? (
        <Alert tone="error">Only firm owners can see the rules page.</Alert>
      ) : (
        <SectionCard
          id="rules"
          title="Limitation rules in use"
          description={`Every statute of limitations and notice-of-claim rule your cases' computed dates come from. A rule verified more than ${table.data?.reverifyAfterYears ?? 1} year ago says Re-verify: check it against the current law. When a rule is corrected or added, cases whose dates move are listed on My day for their attorneys to confirm.`}
          actions={
            <Button size="sm" variant="outline" disabled={check.isPending} onClick={() => check.mutate()}>
              {check.isPending ? 'Checking...' : 'Check cases against the rules'}
            </Button>
          }
        >
          {check.isSuccess && (
            <p role="status" className="px-5 py-2 text-sm text-slate-700">
              {check.data.checked} open case(s) checked; {check.data.listed} with dates to confirm.
            </p>
          )}
          {check.isError && (
            <div className="px-5 py-2">
              <Alert tone="error">{errorMessage(check.error, 'The check could not be run.')}</Alert>
            </div>
          )}
          {table.isPending ? (
            <div className="px-5 py-6">
              <Spinner label="Loading the rules" />
            </div>
          ) : table.isError ? (
            <div className="px-5 py-4">
              <Alert tone="error">{errorMessage(table.error, 'The rules could not be loaded.')}</Alert>
            </div>
          ) : table.data.items.length === 0 ? (
            <p className="px-5 py-6 text-sm text-slate-500">No case has a computed date yet: enter a case's state and incident date.</p>
          ) : (
            <>
              {reverifyCount > 0 && (
                <p role="status" className="px-5 py-2 text-sm font-medium text-red-700">
                  {reverifyCount} {reverifyCount === 1 ? 'rule is' : 'rules are'} due to be verified again.
                </p>
              )}
              <RulesTable items={table.data.items} />
            </>
          )}
        </SectionCard>
      )}
      {canView && (
        <>
          <FaultRulesSection today={today} />
          <CourtHolidaysSection key={firstCourt} today={today} initialCourt={firstCourt} />
        </>
      )}
    </div>
  );
}
