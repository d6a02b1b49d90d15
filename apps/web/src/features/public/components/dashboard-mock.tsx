// The hero's sample dashboard: a settlement prediction with its range, attorney performance and similar case outcomes.
import { TrendingUp } from 'lucide-react';

const similarCases = [
  { label: 'Rear-end collision, cervical sprain', amount: '$92,000', width: '61%' },
  { label: 'Intersection crash, lumbar disc herniation', amount: '$138,000', width: '92%' },
  { label: 'Rear-end collision, shoulder tear', amount: '$117,500', width: '78%' },
];

export function DashboardMock() {
  return (
    <figure className="w-full rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-brand-600/10 sm:p-6">
      <figcaption className="flex items-center justify-between gap-2 text-xs font-medium uppercase tracking-wide text-slate-600">
        <span>Sample dashboard</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 normal-case tracking-normal">Illustrative data</span>
      </figcaption>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-brand-50 p-4">
          <p className="text-sm font-medium text-brand-700">Settlement Prediction</p>
          <p className="mt-1 text-3xl font-bold text-slate-900">$125,000</p>
          <p className="mt-1 text-sm text-slate-600">Range: $80,000 – $150,000</p>
          <div className="relative mt-3 h-2 rounded-full bg-brand-100" aria-hidden="true">
            <div className="absolute inset-y-0 left-[20%] right-[10%] rounded-full bg-brand-600/40" />
            <div className="absolute -top-1 left-[56%] h-4 w-1 rounded bg-brand-700" />
          </div>
        </div>
        <div className="rounded-xl bg-green-50 p-4">
          <p className="text-sm font-medium text-green-800">Attorney Performance</p>
          <p className="mt-1 flex items-center gap-2 text-3xl font-bold text-slate-900">
            +25%
            <TrendingUp className="h-6 w-6 text-green-700" aria-hidden="true" />
          </p>
          <p className="mt-1 text-sm text-slate-600">Above predicted settlements</p>
        </div>
      </div>
      <div className="mt-4 rounded-xl border border-slate-100 p-4">
        <p className="text-sm font-medium text-slate-800">Similar Case Outcomes</p>
        <ul className="mt-3 space-y-3">
          {similarCases.map((item) => (
            <li key={item.label}>
              <div className="flex justify-between gap-3 text-xs text-slate-600">
                <span>{item.label}</span>
                <span className="font-semibold text-slate-900">{item.amount}</span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-slate-100" aria-hidden="true">
                <div className="h-1.5 rounded-full bg-accent-600" style={{ width: item.width }} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
