// What the client can expect to recover from the predicted value: each adjustment with its citation, and the notes on missing facts.
import { describeUsState, formatMoneyWithCents, type ExpectedRecovery } from '@casecast/domain';
import { Badge } from '../../../components/ui/feedback';

/**
 * The headline figure, shown beside the predicted value. Where the fault rule gives no single figure (a slight/gross
 * finding, a hybrid rule's economic share) it says so, and the range runs from $0 to the most the client can recover.
 */
export function ExpectedRecoveryValue({ recovery }: { recovery: ExpectedRecovery }) {
  return (
    <div>
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Expected recovery</p>
      {recovery.mean === null ? (
        <p className="mt-1 text-xl font-semibold text-slate-900" data-testid="expected-recovery">
          No single figure
        </p>
      ) : (
        <p className="mt-1 text-3xl font-semibold text-slate-900" data-testid="expected-recovery">
          {formatMoneyWithCents(recovery.mean)}
        </p>
      )}
      <p className="text-xs text-slate-500" data-testid="expected-recovery-range">
        {formatMoneyWithCents(recovery.lower)} – {formatMoneyWithCents(recovery.upper)}
      </p>
    </div>
  );
}

/** How the value became the recovery: one line per adjustment (with its source), then the notes. */
export function ExpectedRecoveryDetails({ recovery }: { recovery: ExpectedRecovery }) {
  return (
    <section aria-labelledby="recovery-heading" data-testid="expected-recovery-details">
      <h3 id="recovery-heading" className="text-sm font-semibold text-slate-900">
        From value to expected recovery
      </h3>
      {recovery.adjustments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">No adjustment: the expected recovery is the predicted value.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {recovery.adjustments.map((adjustment) => (
            <li key={adjustment.kind} className="text-sm">
              <div className="flex items-center justify-between gap-3">
                <span className="flex items-center gap-2 text-slate-700">
                  {adjustment.label}
                  {adjustment.rule && !adjustment.rule.verified && <Badge tone="yellow">unverified rule</Badge>}
                </span>
                {adjustment.amount === null ? (
                  <span className="text-slate-600">see the note below</span>
                ) : (
                  <span className="font-medium text-red-700">−{formatMoneyWithCents(adjustment.amount)}</span>
                )}
              </div>
              <p className="text-xs text-slate-500">
                {adjustment.rule ? `${describeUsState(adjustment.rule.jurisdiction)}: ` : ''}
                <cite className="not-italic">{adjustment.citation}</cite>
              </p>
            </li>
          ))}
        </ul>
      )}
      {recovery.notes.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-xs text-slate-600" data-testid="expected-recovery-notes">
          {recovery.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-xs text-slate-500">
        A calculator, not legal advice: verify the fault rule and the coverage before relying on them.
      </p>
    </section>
  );
}
