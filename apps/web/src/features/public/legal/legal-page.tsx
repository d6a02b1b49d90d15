// The frame of the legal pages: title, date of the current version, a table of contents, and numbered sections.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicLayout } from '../components/public-layout';
import { usePageMeta } from '../use-page-meta';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** Where privacy and legal requests go: one place to change it. */
export const LEGAL_CONTACT_EMAIL = 'privacy@casecast.app';
export const LEGAL_UPDATED = 'November 22, 2026';

export function LegalPage({
  title,
  description,
  intro,
  sections,
}: {
  title: string;
  description: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  usePageMeta(title, description);
  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">Last updated {LEGAL_UPDATED}</p>
        <div className="mt-6 space-y-4 text-slate-700">{intro}</div>
        <nav aria-label="On this page" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">On this page</h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <Link to={{ hash: `#${section.id}` }} className="text-brand-700 hover:underline">
                  {section.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            tabIndex={-1}
            aria-labelledby={`${section.id}-title`}
            className="mt-10 scroll-mt-20 focus:outline-none"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-semibold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 space-y-3 leading-7 text-slate-700 [&_li]:mt-1 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </PublicLayout>
  );
}

export function ContactLink() {
  return (
    <a href={`mailto:${LEGAL_CONTACT_EMAIL}`} className="font-medium text-brand-700 underline">
      {LEGAL_CONTACT_EMAIL}
    </a>
  );
}
