// The facts a prediction was made without: missing ones (read as missing by the model) and assumed ones (the spec's defaults), those that would narrow the likely range most first.
import { findMostNarrowingFact, formatPercent, type MissingFact } from '@casecast/domain';
import { Badge } from '../../../components/ui/feedback';

export function MissingFacts({ facts }: { facts: readonly MissingFact[] }) {
  if (facts.length === 0) return null;
  const best = findMostNarrowingFact(facts);
  return (
    <section
      aria-labelledby="missing-facts-heading"
      className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3"
      data-testid="missing-facts"
    >
      <h3 id="missing-facts-heading" className="text-sm font-semibold text-amber-900">
        Made without {facts.length === 1 ? 'this fact' : 'these facts'}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {facts.map((fact) => (
          <li key={fact.fact} className="flex items-center gap-1.5 text-sm text-slate-800">
            {fact.label}
            <Badge tone={fact.status === 'assumed' ? 'yellow' : 'red'}>{fact.status === 'assumed' ? 'assumed' : 'missing'}</Badge>
            {(fact.narrowsRangeBy ?? 0) >= 0.01 ? (
              <span className="text-xs text-slate-600">(range −{formatPercent(fact.narrowsRangeBy ?? 0)})</span>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-amber-900" data-testid="narrowing-advice">
        {best
          ? `Entering ${best.label.toLowerCase()} would narrow the range most (by about ${formatPercent(best.narrowsRangeBy ?? 0)}).`
          : 'Entering them makes the prediction use the case’s own facts; none of them alone would narrow the range noticeably.'}
      </p>
    </section>
  );
}
