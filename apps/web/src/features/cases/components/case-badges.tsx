// Phase, severity and treatment badges, coloured by the domain's rules.
import {
  formatSeverityLabel,
  formatStatusLabel,
  getSeverityColor,
  getStatusBadgeColor,
  getTreatmentBadge,
  type Treatment,
} from '@casecast/domain';
import { Badge } from '../../../components/ui/feedback';

/** A case's phase: pre-lit yellow, litigation accent, settled and closed green. */
export function CasePhaseBadge({ phase }: { phase: string }) {
  return <Badge tone={getStatusBadgeColor(phase)}>{formatStatusLabel(phase)}</Badge>;
}

export function SeverityBadge({ severity }: { severity: string | null }) {
  return <Badge tone={getSeverityColor(severity)}>{formatSeverityLabel(severity)}</Badge>;
}

export function TreatmentStatusBadge({ treatment }: { treatment: Pick<Treatment, 'endDate' | 'status'> }) {
  const badge = getTreatmentBadge(treatment);
  return <Badge tone={badge.color}>{badge.label}</Badge>;
}
