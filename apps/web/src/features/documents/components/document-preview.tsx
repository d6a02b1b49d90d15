// In-page preview of a document through its authorised URL: PDF in a frame, images, text; anything else says so.
import { useState } from 'react';
import { getDocumentKind, type CaseDocument } from '@casecast/domain';
import { useDocumentText } from '../api';

function TextPreview({ url, name }: { url: string; name: string }) {
  const text = useDocumentText(url);
  if (text.isPending) return <p className="p-4 text-sm text-slate-500">Loading preview…</p>;
  if (text.isError) return <p className="p-4 text-sm text-slate-500">Preview not available</p>;
  return (
    <pre
      aria-label={`Preview of ${name}`}
      className="max-h-[32rem] overflow-auto whitespace-pre-wrap break-words p-4 font-mono text-xs text-slate-800"
    >
      {text.data}
    </pre>
  );
}

function ImagePreview({ url, name }: { url: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <p className="p-4 text-sm text-slate-500">Preview not available</p>;
  return (
    <img src={url} alt={`Preview of ${name}`} onError={() => setFailed(true)} className="mx-auto max-h-[32rem] max-w-full object-contain" />
  );
}

export function DocumentPreview({ document }: { document: Pick<CaseDocument, 'url' | 'name' | 'fileType'> }) {
  const kind = getDocumentKind(document);
  if (kind === 'pdf') {
    return <iframe src={document.url} title={`Preview of ${document.name}`} className="h-[32rem] w-full rounded border-0 bg-slate-100" />;
  }
  if (kind === 'image') return <ImagePreview key={document.url} url={document.url} name={document.name} />;
  if (kind === 'text') return <TextPreview url={document.url} name={document.name} />;
  return <p className="p-4 text-sm text-slate-500">This file type cannot be previewed</p>;
}
