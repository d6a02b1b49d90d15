// "Search inside documents": the words of every page (read from the file, or by OCR from scans and photos), with
// each match's document, case, page and passage. Passages are shown as text, their matched words in <mark>.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FileSearch } from 'lucide-react';
import {
  DOCUMENT_SEARCH_QUERY_MAX_LENGTH,
  documentEndpoints,
  endpointUrl,
  formatCaseName,
  splitSnippet,
  type DocumentSearchHit,
} from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useDocumentTextSearch } from '../api';

function Passage({ hit }: { hit: DocumentSearchHit }) {
  return (
    <p className="text-sm text-slate-700" data-testid="document-text-passage">
      {splitSnippet(hit.snippet, hit.marks).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded bg-yellow-200 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** caseId: search that case's documents only (the case page); null searches the whole firm (the Documents page). */
export function DocumentTextSearch({ caseId }: { caseId: string | null }) {
  const [words, setWords] = useState('');
  const [submitted, setSubmitted] = useState('');
  const results = useDocumentTextSearch(submitted, caseId);
  const inputId = caseId ? `document-text-search-${caseId}` : 'document-text-search';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(words.trim());
  };

  return (
    <section className="space-y-3">
      <form role="search" aria-label="Words inside documents" onSubmit={submit} className="flex max-w-2xl flex-wrap items-end gap-2">
        <div className="min-w-[16rem] flex-1 space-y-1">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
            Search inside documents
          </label>
          <Input
            id={inputId}
            type="search"
            placeholder='Words in the documents, e.g. fracture or "MRI report"'
            maxLength={DOCUMENT_SEARCH_QUERY_MAX_LENGTH}
            value={words}
            onChange={(event) => {
              setWords(event.target.value);
              if (event.target.value.trim() === '') setSubmitted('');
            }}
          />
        </div>
        <Button type="submit" variant="outline" disabled={words.trim() === ''}>
          <FileSearch className="h-4 w-4" aria-hidden="true" /> Search
        </Button>
      </form>
      {submitted !== '' &&
        (results.isPending ? (
          <div className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner label="Searching inside documents" /> Searching…
          </div>
        ) : results.isError ? (
          <Alert tone="error">{errorMessage(results.error, 'The search failed')}</Alert>
        ) : results.data.items.length === 0 ? (
          <p className="text-sm text-slate-500" role="status">
            No page of {caseId ? "this case's" : 'your'} documents holds “{submitted}”.
          </p>
        ) : (
          <div className="space-y-2">
            <p className="text-sm text-slate-600" role="status">
              {results.data.truncated
                ? `The first ${results.data.items.length} matches; add words to narrow the search.`
                : `${results.data.items.length} ${results.data.items.length === 1 ? 'match' : 'matches'}`}
            </p>
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Matches inside documents">
              {results.data.items.map((hit) => (
                <li key={`${hit.documentId}-${hit.page}`} className="space-y-1 px-4 py-3" data-testid="document-text-hit">
                  <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
                    <a
                      href={endpointUrl(documentEndpoints.content, { id: hit.documentId })}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-medium text-brand-700 hover:text-brand-800"
                    >
                      {hit.documentName}
                    </a>
                    <span className="text-slate-600">Page {hit.page}</span>
                    {!caseId && (
                      <Link
                        to={`/dashboard/case/${encodeURIComponent(hit.caseId)}#documents`}
                        className="text-slate-600 hover:text-brand-700"
                      >
                        {formatCaseName({ clientName: hit.clientName, caseNo: hit.caseNo })}
                      </Link>
                    )}
                    {hit.ocr && <span className="text-xs text-slate-500">read by OCR: words may be misread</span>}
                  </div>
                  <Passage hit={hit} />
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
