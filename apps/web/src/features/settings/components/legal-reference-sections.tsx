// The Rules page's fault doctrine and court holiday tables: every row with its citation, effective date, verified-on
// date, and "Re-verify" once it was verified more than a year before today.
import { useState } from 'react';
import { courtHolidayTable, faultRuleRows, formatDate, US_JURISDICTIONS, type IsoDate } from '@casecast/domain';
import { Badge, SectionCard } from '../../../components/ui/feedback';
import { Select } from '../../../components/ui/input';

function Status({ verified, reverify }: { verified: boolean; reverify: boolean }) {
  return (
    <span className="flex flex-wrap gap-1">
      {verified ? <Badge tone="green">Verified</Badge> : <Badge tone="yellow">Unverified</Badge>}
      {reverify && <Badge tone="red">Re-verify</Badge>}
    </span>
  );
}

const headerCell = 'px-4 py-2';
const cell = 'px-4 py-2 align-top';

export function FaultRulesSection({ today }: { today: IsoDate }) {
  const rows = faultRuleRows(today);
  const due = rows.filter((row) => row.reverify).length;
  return (
    <SectionCard
      id="fault-rules"
      title="Comparative fault"
      description="The fault doctrine each jurisdiction applies to the expected recovery, with the rule it comes from. A row verified more than a year ago says Re-verify."
    >
      {due > 0 && (
        <p className="px-5 py-2 text-sm font-medium text-red-700">
          {due} fault {due === 1 ? 'rule is' : 'rules are'} due to be verified again.
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm" aria-label="Fault doctrine by jurisdiction">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              {['Jurisdiction', 'Doctrine', 'Citation', 'Effective from', 'Verified on', 'Status'].map((heading) => (
                <th key={heading} scope="col" className={headerCell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={`${row.jurisdiction}/${row.effectiveFrom}`}>
                <td className={cell}>{row.jurisdictionName}</td>
                <td className={cell}>{row.doctrineText}</td>
                <td className={cell}>{row.citation}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {formatDate(row.effectiveFrom)}
                  {row.appliesBy === 'filing' ? ' (by filing date)' : ''}
                </td>
                <td className={`${cell} whitespace-nowrap`}>{row.verifiedOn ? formatDate(row.verifiedOn) : 'Not verified'}</td>
                <td className={cell}>
                  <Status verified={row.verified} reverify={row.reverify} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}

const COURTS: ReadonlyArray<{ code: string; name: string }> = [{ code: 'US', name: 'Federal courts' }, ...US_JURISDICTIONS];

export function CourtHolidaysSection({ today, initialCourt }: { today: IsoDate; initialCourt: string }) {
  const [court, setCourt] = useState(initialCourt);
  const year = Number(today.slice(0, 4));
  const table = courtHolidayTable(court, year, today);
  return (
    <SectionCard
      id="court-holidays"
      title="Court holidays"
      description="A deadline moves to the next business day only for a verified holiday of the court where the case would be filed; an unverified one warns and never moves a date."
    >
      <div className="flex flex-wrap items-center gap-3 px-5 py-3 text-sm">
        <label htmlFor="holiday-court" className="font-medium text-slate-700">
          Court
        </label>
        <Select id="holiday-court" className="w-64" value={court} onChange={(event) => setCourt(event.target.value)}>
          {COURTS.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </Select>
        <span className="text-slate-600">
          Rule: {table.citation}
          {table.note ? ` — ${table.note}` : ''}
        </span>
      </div>
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm" aria-label={`Court holidays in ${year}`}>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              {['Holiday', `Date in ${year}`, 'Citation', 'Verified on', 'Status'].map((heading) => (
                <th key={heading} scope="col" className={headerCell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.holidays.map((holiday, index) => (
              <tr key={`${holiday.name}/${index}`}>
                <td className={cell}>{holiday.name}</td>
                <td className={`${cell} whitespace-nowrap`}>{holiday.date ? formatDate(holiday.date) : 'Not kept this year'}</td>
                <td className={cell}>{holiday.citation}</td>
                <td className={`${cell} whitespace-nowrap`}>{holiday.verifiedOn ? formatDate(holiday.verifiedOn) : 'Not verified'}</td>
                <td className={cell}>
                  <Status verified={holiday.verified} reverify={holiday.reverify} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}
