// The firm's address, phone and email: what Settings edits, what every generated PDF's letterhead prints under the
// firm's name and what letter templates merge as {{firm_address}}, {{firm_phone}} and {{firm_email}}.
import { z } from 'zod';
import { isUsJurisdiction } from '../legal/jurisdictions.js';
import { optionalTextSchema } from '../shared/schema-fields.js';

export type FirmContact = {
  street: string | null;
  city: string | null;
  /** A USPS state code (CA, DC). */
  state: string | null;
  /** 12345 or 12345-6789. */
  zip: string | null;
  /** (212) 555-0100, or +digits for a number outside the US. */
  phone: string | null;
  email: string | null;
};

export const EMPTY_FIRM_CONTACT: FirmContact = { street: null, city: null, state: null, zip: null, phone: null, email: null };

export const FIRM_STATE_MESSAGE = 'State must be a two-letter US state code, like CA';
export const FIRM_ZIP_MESSAGE = 'ZIP code must be 5 digits or 9 digits (12345-6789)';
export const FIRM_PHONE_MESSAGE = 'Phone must be a 10-digit US number, like (212) 555-0100';
export const FIRM_EMAIL_MESSAGE = 'Email must be a valid email address, like office@example.com';

/** Only digits and the usual separators; 10 digits (11 with a leading 1), written (212) 555-0100. */
function normalizePhone(value: string): string | null {
  if (!/^[\d\s().+-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return null;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

function normalizeZip(value: string): string | null {
  if (!/^[\d\s-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  if (digits.length === 5) return digits;
  if (digits.length === 9) return `${digits.slice(0, 5)}-${digits.slice(5)}`;
  return null;
}

/** An optional field checked and written one way: '' and null clear it, a bad value reports `message`. */
function checkedField(max: number, label: string, normalize: (value: string) => string | null, message: string) {
  return optionalTextSchema({ max, tooLongMessage: `${label} is too long` }).transform((value, context) => {
    if (value === null || value === undefined) return value;
    const normalized = normalize(value);
    if (normalized === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return normalized;
  });
}

/** PUT /api/firm/contact: every field, null or '' clears it. */
export const firmContactBodySchema = z.strictObject({
  street: optionalTextSchema({ max: 200, tooLongMessage: 'Street address is too long' }),
  city: optionalTextSchema({ max: 100, tooLongMessage: 'City is too long' }),
  state: checkedField(2, 'State', (value) => (isUsJurisdiction(value.toUpperCase()) ? value.toUpperCase() : null), FIRM_STATE_MESSAGE),
  zip: checkedField(10, 'ZIP code', normalizeZip, FIRM_ZIP_MESSAGE),
  phone: checkedField(30, 'Phone', normalizePhone, FIRM_PHONE_MESSAGE),
  email: checkedField(254, 'Email', (value) => (z.email().safeParse(value).success ? value : null), FIRM_EMAIL_MESSAGE),
});
export type FirmContactInput = z.input<typeof firmContactBodySchema>;

export const firmContactSchema = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

export const firmContactVersion = (contact: FirmContact): string =>
  `firm-contact:${[contact.street, contact.city, contact.state, contact.zip, contact.phone, contact.email].map((part) => part ?? '').join('|')}`;

const present = (parts: ReadonlyArray<string | null>): string[] => parts.filter((part): part is string => Boolean(part));

/** "Springfield, IL 62701", or '' with none of the three. */
const cityLine = (contact: FirmContact): string => present([contact.city, present([contact.state, contact.zip]).join(' ')]).join(', ');

/** "100 Main Street, Springfield, IL 62701": the parts that are set, or null when none is. */
export function formatFirmAddress(contact: FirmContact): string | null {
  const parts = present([contact.street, cityLine(contact)]);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * The lines a letterhead prints under the firm's name: the street, "City, ST 12345", then phone and email on one
 * line. Only what is set; none at all when nothing is.
 */
export function firmLetterheadLines(contact: FirmContact): string[] {
  const cityLine = [contact.city, [contact.state, contact.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const reach = [contact.phone ? `Phone ${contact.phone}` : null, contact.email]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
  return [contact.street, cityLine, reach].filter((line): line is string => Boolean(line));
}
