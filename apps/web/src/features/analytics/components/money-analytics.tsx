// The Overview's money card: what settled cases paid against their specials, the average fee and net to client, and
// how long a case takes from the first demand to settlement (docs/money.md, "Money analytics").
import { formatMoneyWithCents, type MoneyAnalytics } from '@casecast/domain';
import { SectionCard } from '../../../components/ui/feedback';

const headCell = 'px-3 py-2 text-xs font-medium uppercase tracking-wide text-slate-500 first:pl-5 last:pr-5';
const cell = 'px-3 py-2 align-top first:pl-5 last:pr-5';

const amount = (value: number | null) => (value === null ? '—' : formatMoneyWithCents(value));
const multiple = (value: number) => `${value.toFixed(2)}×`;
const days = (value: number | null) =>
  value === null ? '—' : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${value === 1 ? 'day' : 'days'}`;
const cases = (count: number) => `${count} settled ${count === 1 ? 'case' : 'cases'}`;

function Figure({ label, value, detail, testId }: { label: string; value: string; detail: string; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums text-slate-900" data-testid={testId}>
        {value}
      </dd>
      <dd className="text-xs text-slate-500">{detail}</dd>
    </div>
  );
}

function SpecialsTable({ rows }: { rows: MoneyAnalytics['specialsMultiples'] }) {
  if (rows.length === 0) {
    return (
      <p className="px-5 py-4 text-sm text-slate-500">
        No settled case has medical bills yet: enter bills on a case's Medical tab to see what settlements pay against specials.
      </p>
    );
  }
  return (
    <div className="relative w-0 min-w-full overflow-x-auto" tabIndex={0}>
      <table
        className="w-full text-left text-sm"
        aria-label="Specials-to-settlement multiple by case type"
        data-testid="specials-multiples"
      >
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headCell}>
              Case type
            </th>
            <th scope="col" className={`${headCell} hidden text-right sm:table-cell`}>
              Settled
            </th>
            <th scope="col" className={`${headCell} hidden text-right sm:table-cell`}>
              Billed
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Multiple
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Average of cases
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.caseType} className="border-t border-slate-100">
              <th scope="row" className={`${cell} font-medium text-slate-800`}>
                {row.caseType}
                <span className="block text-xs font-normal text-slate-500">{cases(row.cases)}</span>
                <span className="block text-xs font-normal text-slate-500 sm:hidden">
                  {amount(row.settlementTotal)} on {amount(row.billedTotal)} billed
                </span>
              </th>
              <td className={`${cell} hidden text-right tabular-nums sm:table-cell`}>{amount(row.settlementTotal)}</td>
              <td className={`${cell} hidden text-right tabular-nums sm:table-cell`}>{amount(row.billedTotal)}</td>
              <td className={`${cell} text-right font-medium tabular-nums`}>{multiple(row.multiple)}</td>
              <td className={`${cell} text-right tabular-nums`}>{multiple(row.averageMultiple)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function MoneyAnalyticsCard({ money }: { money: MoneyAnalytics }) {
  const { fees, demandToSettlement } = money;
  return (
    <SectionCard
      id="money-analytics"
      title="Settlement money"
      description="Over the matching settled cases. The multiple is what a case type settles for per dollar of medical bills: all its settlements ÷ all its bills, and the average of each case's own."
    >
      <dl className="grid gap-4 px-5 py-4 sm:grid-cols-3">
        <Figure
          label="Average fee"
          value={amount(fees.averageFee)}
          detail={fees.cases === 0 ? 'Needs a settled case with a fee agreement.' : `${cases(fees.cases)} with a fee agreement`}
          testId="money-average-fee"
        />
        <Figure
          label="Average net to client"
          value={amount(fees.averageNetToClient)}
          detail={fees.cases === 0 ? 'From the settlement statement of each case.' : 'After the fee, costs, liens and unpaid medical bills'}
          testId="money-average-net"
        />
        <Figure
          label="Demand to settlement"
          value={days(demandToSettlement.averageDays)}
          detail={
            demandToSettlement.cases === 0
              ? 'Needs a settled case with a demand in its negotiation log.'
              : `Average from the first demand; median ${days(demandToSettlement.medianDays)} over ${cases(demandToSettlement.cases)}`
          }
          testId="money-demand-days"
        />
      </dl>
      <div className="border-t border-slate-100">
        <h3 className="px-5 pt-3 text-sm font-semibold text-slate-800">Specials-to-settlement multiple by case type</h3>
        <SpecialsTable rows={money.specialsMultiples} />
      </div>
    </SectionCard>
  );
}
