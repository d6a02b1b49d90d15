// Settings → Rules (owners): where the rules page is, and what it is for.
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/feedback';
import { useCan } from '../../../lib/auth';

export function RulesLinkSection() {
  if (!useCan('rules.view')) return null;
  return (
    <SectionCard
      id="rules-link"
      title="Rules"
      description="The statutes of limitations and notice-of-claim rules your cases' dates come from, with their citations, effective dates and verification. A rule verified more than a year ago is flagged to re-verify."
    >
      <div className="px-5 py-4">
        <Link to="/dashboard/settings/rules" className="text-sm font-medium text-brand-600 hover:text-brand-700">
          Open the rules page
        </Link>
      </div>
    </SectionCard>
  );
}
