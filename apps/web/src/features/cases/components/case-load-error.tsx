// What a case page shows when its case cannot be loaded: 'Case not found' or the spec's load failure, with Back to Cases.
import { Link } from 'react-router';
import { ERROR_MESSAGES } from '@casecast/domain';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api';

export function CaseLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <Card className="mx-auto max-w-xl p-8 text-center" role="alert">
      <h2 className="text-lg font-semibold text-slate-900">{notFound ? ERROR_MESSAGES.caseNotFound : ERROR_MESSAGES.loadCaseDetails}</h2>
      <p className="mt-2 text-sm text-slate-500">{ERROR_MESSAGES.caseDetailsUnavailable}</p>
      <div className="mt-6 flex justify-center gap-3">
        {!notFound && (
          <Button variant="outline" onClick={onRetry}>
            Try Again
          </Button>
        )}
        <Link to="/dashboard/cases" className={buttonClasses('primary')}>
          Back to Cases
        </Link>
      </div>
    </Card>
  );
}
