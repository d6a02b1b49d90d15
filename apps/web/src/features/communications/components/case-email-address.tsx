// The case's email address with a copy button: mail sent there is filed among the case's documents and logged here.
import { useState } from 'react';
import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { Input } from '../../../components/ui/input';
import { useCaseEmailAddress } from '../api';

export function CaseEmailAddress({ caseId }: { caseId: string }) {
  const found = useCaseEmailAddress(caseId);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const address = found.data?.address;
  // An instance without an inbound domain has no case addresses: nothing to show.
  if (!address) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="space-y-2 border-b border-slate-100 px-5 py-4">
      <label htmlFor={`case-email-${caseId}`} className="block text-sm font-medium text-slate-700">
        Email to this case
      </label>
      <p id={`case-email-help-${caseId}`} className="text-xs text-slate-500">
        Copy or forward mail to this address: the message and its attachments are filed among the case documents and logged here.
      </p>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`case-email-${caseId}`}
          readOnly
          value={address}
          aria-describedby={`case-email-help-${caseId}`}
          className="min-w-0 flex-1 font-mono text-xs"
          onFocus={(event) => event.target.select()}
        />
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden="true" /> Copy address
        </Button>
      </div>
      {copied === 'copied' && (
        <p role="status" className="text-xs text-green-700">
          Copied.
        </p>
      )}
      {copied === 'failed' && <Alert tone="warning">The browser did not allow copying: select the address and copy it.</Alert>}
    </div>
  );
}
