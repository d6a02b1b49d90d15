// Phones and email addresses as links a click can call or write to (tel:, mailto:), joined into one line.
import { Fragment, type ReactNode } from 'react';

type ContactKind = 'phone' | 'email';

/** The tel: address of a phone number as typed: its digits and plus signs only; null when it has no digit. */
export function telHref(phone: string): string | null {
  const dialable = phone.replace(/[^\d+]/g, '');
  return /\d/.test(dialable) ? `tel:${dialable}` : null;
}

export function ContactLink({ kind, value }: { kind: ContactKind; value: string }) {
  const href = kind === 'phone' ? telHref(value) : `mailto:${value.trim()}`;
  if (!href) return <>{value}</>;
  return (
    <a href={href} className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-800">
      {value}
    </a>
  );
}

/** What a contact line may hold: plain text (a name, an address), a phone or an email; empty parts are left out. */
export type ContactPart = { kind: ContactKind | 'text'; value: string | null | undefined };

/** The parts that have a value, phones and emails as links, separated by ' · '; null when none has a value. */
export function ContactDetails({ parts }: { parts: ContactPart[] }): ReactNode {
  const shown = parts.filter((part): part is { kind: ContactPart['kind']; value: string } => Boolean(part.value?.trim()));
  if (shown.length === 0) return null;
  return shown.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && ' · '}
      {part.kind === 'text' ? part.value : <ContactLink kind={part.kind} value={part.value} />}
    </Fragment>
  ));
}
