// A dashboard page whose feature is not built yet says so plainly.
import { Card } from '../../components/ui/feedback';
import { useDocumentTitle } from '../../lib/use-document-title';

export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  useDocumentTitle(title);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <Card className="p-8 text-sm text-slate-600">{description}</Card>
    </div>
  );
}
