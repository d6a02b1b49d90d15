// Drafting medical chronology lines from the text of a document's pages, by rules only: a field the text does not
// give is left null, never guessed. Dates of service come from their labels ("Date of Service", "DOS", "Visit date"…)
// or from the rows of a bill (a date, a 5-digit procedure code and a charge on one line, as on itemized statements,
// CMS-1500 and UB-04 forms); the provider from a facility label or the letterhead; codes from their patterns.

export type ChronologyDiagnosis = { code: string; description: string | null };

/** One line as drafted from a document; `page` is the 1-based page it starts on. */
export type DraftChronologyLine = {
  page: number;
  serviceDate: string | null;
  provider: string | null;
  visitType: string | null;
  diagnoses: ChronologyDiagnosis[];
  cptCodes: string[];
  billedCents: number | null;
};

export type ChronologyPage = { page: number; text: string };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME = String.raw`(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)`;
const NUMERIC_DATE = String.raw`(0?[1-9]|1[0-2])[/.-](0?[1-9]|[12]\d|3[01])[/.-]((?:19|20)\d{2}|\d{2})(?!\d)`;
const ISO_DATE = String.raw`((?:19|20)\d{2})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?!\d)`;
const MONTH_FIRST = String.raw`${MONTH_NAME}\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+((?:19|20)\d{2})`;
const DAY_FIRST = String.raw`(\d{1,2})\s+${MONTH_NAME}\.?,?\s+((?:19|20)\d{2})`;
const ANY_DATE = new RegExp(String.raw`(?<![\d/])(?:${ISO_DATE}|${NUMERIC_DATE}|${MONTH_FIRST}|${DAY_FIRST})`, 'gi');

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function monthNumber(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/** A two-digit year: 00–69 is this century, 70–99 the last (as most US forms mean it). */
function fullYear(text: string): number {
  const year = Number(text);
  return text.length === 4 ? year : year < 70 ? 2000 + year : 1900 + year;
}

type FoundDate = { iso: string; index: number; length: number };

/** Every date in the text in a common US format (01/15/2024, 1-15-24, 2024-01-15, Jan 15, 2024, 15 January 2024). */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const match of text.matchAll(ANY_DATE)) {
    const g = match.slice(1);
    let iso: string | null = null;
    if (g[0]) iso = isoOf(Number(g[0]), Number(g[1]), Number(g[2]));
    else if (g[3]) iso = isoOf(fullYear(g[5]!), Number(g[3]), Number(g[4]));
    else if (g[6]) iso = isoOf(Number(g[8]), monthNumber(g[6]), Number(g[7]));
    else if (g[9]) iso = isoOf(Number(g[11]), monthNumber(g[10]!), Number(g[9]));
    if (iso) found.push({ iso, index: match.index, length: match[0].length });
  }
  return found;
}

/** The first date in a text, as 'YYYY-MM-DD'. */
export function parseServiceDate(text: string): string | null {
  return findDates(text)[0]?.iso ?? null;
}

// ------------------------------------------------------------------ labels

const SERVICE_DATE_LABEL =
  /\b(?:dates?\s+of\s+service|service\s+dates?|D\.?O\.?S\.?|dates?\s+of\s+visit|visit\s+date|encounter\s+date|date\s+of\s+encounter|dates?\s+of\s+treatment|treatment\s+date|arrival\s+date|date\s+of\s+arrival|admission\s+date|date\s+of\s+admission|admit\s+date)\b\s*(?:\(?[A-Z/]*\)?)?\s*[:#-]?/gi;

/** Claim forms' provider boxes, wherever they sit on a line (box 31 and box 33 of a CMS-1500 share one). */
const FORM_PROVIDER_LABEL =
  /(?:provider\s+info(?:rmation)?(?:\s*&\s*ph\s*#?)?|billing\s+provider(?:\s+info(?:rmation)?)?(?:\s*&\s*ph\s*#)?|service\s+facility(?:\s+location)?(?:\s+information)?)\s*[:-]?\s*(.*)$/i;
/** Labels naming the facility that billed or treated: preferred to the letterhead. */
const FACILITY_LABEL =
  /^\s*(?:\d+[a-z]?\.\s*)?(?:billing\s+provider(?:\s+info(?:rmation)?)?(?:\s*&\s*ph\s*#)?|service\s+facility(?:\s+location)?(?:\s+information)?|facility(?:\s+name)?|hospital(?:\s+name)?|clinic(?:\s+name)?|practice(?:\s+name)?|provider\s+name|treating\s+facility)\s*[:-]?\s*(.*)$/i;
/** "Provider:" often names the physician: used only when no facility label or letterhead is found. */
const PROVIDER_LABEL = /^\s*(?:rendering\s+|treating\s+|attending\s+)?(?:provider|physician|therapist|doctor)\s*[:-]\s*(.+)$/i;

const ORGANISATION_WORDS =
  /\b(?:clinic|hospital|medical|health(?:care)?|physical therapy|therapy|chiropractic|orthopa?edics?|imaging|radiology|urgent care|rehab(?:ilitation)?|associates|spine|pain|neurology|surgery|surgical|center|centre|institute|practice|physicians|group|pllc|p\.?c\.?|llc|inc\.?)\b/i;
/** Document titles, not organisations ("EMERGENCY DEPARTMENT RECORD", "ITEMIZED STATEMENT"). */
const TITLE_WORDS =
  /\b(?:record|records|note|notes|report|statement|invoice|form|claim|summary|bill|itemized|patient|name|date|page|insurance|approved|account|diagnosis|plan|visit|daily)\b/i;

const VISIT_TYPE_LABEL = /^\s*(?:visit|encounter|appointment|service)\s+type\s*[:-]\s*(.+)$/i;

/** Titles and the visit type they name, tried in order on a page's first lines. */
const TITLE_VISIT_TYPES: ReadonlyArray<[RegExp, string]> = [
  [/\bemergency\s+(?:department|room|dept)\b|\bE\.?R\.?\s+(?:record|visit)\b/i, 'Emergency department visit'],
  [/\bphysical\s+therapy\b|\bPT\s+(?:daily|note|visit)/i, 'Physical therapy'],
  [/\bchiropractic\b/i, 'Chiropractic'],
  [/\boperative\s+report\b|\bsurgery\b/i, 'Surgery'],
  [/\b(?:MRI|CT|x-?ray|radiology|imaging)\b/i, 'Imaging'],
  [/\bconsultation\b/i, 'Consultation'],
  [/\bprogress\s+note\b|\boffice\s+visit\b|\bfollow-?up\s+visit\b/i, 'Office visit'],
];

/** Visit types named by a procedure code's range (CPT), when the text names none. */
function visitTypeOfCpt(code: string): string | null {
  const n = Number(code.slice(0, 5));
  if (n >= 99281 && n <= 99285) return 'Emergency department visit';
  if (n >= 99202 && n <= 99215) return 'Office visit';
  if (n >= 99241 && n <= 99255) return 'Consultation';
  if (n >= 97010 && n <= 97799) return 'Physical therapy';
  if (n >= 98940 && n <= 98943) return 'Chiropractic';
  if (n >= 70010 && n <= 79999) return 'Imaging';
  if (n >= 10004 && n <= 69990) return 'Surgery';
  return null;
}

// ------------------------------------------------------------------ codes and amounts

/** ICD-10-CM: a letter (not U), a digit, a digit or A/B, then optionally a dot and 1–4 characters. */
const ICD10 = /(?<![A-Za-z0-9])([A-TV-Z][0-9][0-9AB])(\.[0-9A-Z]{1,4})?(?![A-Za-z0-9]|\.\d)/g;
const DOTLESS_ICD10 = /(?<![A-Za-z0-9.])([A-TV-Z][0-9][0-9AB])([0-9A-Z]{1,4})(?![A-Za-z0-9])/g;
const DIAGNOSIS_CONTEXT = /\b(?:ICD|dx|diagnos[ie]s|diagnosis|assessment|impression)\b/i;
const CPT = /(?<![\d$,.\-/])(\d{5})(?:-([0-9A-Z]{2}))?(?![\dA-Z]|,\d|\.\d|\/)/g;
const CPT_CONTEXT = /\b(?:CPT|HCPCS|procedures?|proc\.?|service\s+codes?)\b/i;
const AMOUNT = String.raw`\$?\s?((?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2}|\$\s?(?:\d{1,3}(?:,\d{3})+|\d+))`;
const ROW_AMOUNT = /(?<![\d.])\$?\s?((?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2})(?!\d)/g;
const TOTAL_AMOUNT = new RegExp(
  String.raw`\b(?:total\s+(?:charges?|billed|amount(?:\s+(?:billed|charged|due))?)|amount\s+(?:billed|charged)|billed\s+amount)\b[^\d$\n]{0,20}${AMOUNT}`,
  'i',
);
const CHARGE_AMOUNT = new RegExp(String.raw`\b(?:charges?|billed|amount|fee)\b[^\d$\n]{0,20}${AMOUNT}`, 'gi');

function centsOf(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(?:\.\d{2})?$/.test(cleaned)) return null;
  const [whole, fraction = '00'] = cleaned.split('.');
  const cents = Number(whole) * 100 + Number(fraction);
  return Number.isSafeInteger(cents) ? cents : null;
}

function cleanDescription(text: string): string | null {
  const cleaned = text
    .replace(/^[\s\-–—:;,.)|]+/, '')
    .replace(/[\s\-–—:;,.(|]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  // A form's next label ("OTHER DX", "ICD Ind.") is not a description.
  return /[a-z]{3}/i.test(cleaned) && !/\b(?:DX|ICD|pointer)\b/i.test(cleaned) ? cleaned.slice(0, 300) : null;
}

/** The ICD-10 codes of some lines, each with the words beside it where there are some. */
export function findDiagnoses(lines: readonly string[]): ChronologyDiagnosis[] {
  const found = new Map<string, ChronologyDiagnosis>();
  for (let line of lines) {
    const context = DIAGNOSIS_CONTEXT.test(line);
    // Forms (UB-04) print codes without their dot: S134XXA is S13.4XXA.
    if (context) line = line.replace(DOTLESS_ICD10, '$1.$2');
    const matches = [...line.matchAll(ICD10)];
    matches.forEach((match, index) => {
      const code = `${match[1]}${match[2] ?? ''}`;
      if (!match[2] && !context) return;
      const end = match.index + match[0].length;
      const next = matches[index + 1]?.index ?? line.length;
      let description = cleanDescription(line.slice(end, next).replace(/\s+[A-L]\.\s*$/, ''));
      // "Cervical strain (S13.4XXA)": the words before the code.
      const before = line.slice(index === 0 ? 0 : matches[index - 1]!.index + matches[index - 1]![0].length, match.index);
      if (!description && /\(\s*$/.test(before))
        description = cleanDescription(
          before
            .replace(/^.*?(?:diagnos[ie]s|dx|assessment|impression)\s*:?/i, '')
            .replace(/^\s*\d+\.\s*/, '')
            .replace(/\(\s*$/, ''),
        );
      const known = found.get(code);
      if (!known) found.set(code, { code, description });
      else if (!known.description && description) known.description = description;
    });
  }
  return [...found.values()];
}

/** 5-digit procedure codes (CPT) on lines that name procedures, with a modifier where one is written (99213-25). */
export function findProcedureCodes(lines: readonly string[]): string[] {
  const codes: string[] = [];
  for (const line of lines) {
    if (!CPT_CONTEXT.test(line)) continue;
    for (const match of line.matchAll(CPT)) {
      const code = match[2] ? `${match[1]}-${match[2]}` : match[1]!;
      if (!codes.includes(code)) codes.push(code);
    }
  }
  return codes;
}

/** The amount billed in some text: a total where one is written, else the one charge, else the charges added up. */
export function findBilledCents(text: string): number | null {
  const total = TOTAL_AMOUNT.exec(text);
  if (total) return centsOf(total[1]!);
  const charges = [...text.matchAll(CHARGE_AMOUNT)].map((match) => centsOf(match[1]!)).filter((cents): cents is number => cents !== null);
  if (charges.length === 0) return null;
  return charges.reduce((sum, cents) => sum + cents, 0);
}

// ------------------------------------------------------------------ providers and visit types

/** A token OCR made of specks and edges: punctuation, or one or two letters that are not an abbreviation (MD, PC). */
function isSpeck(token: string): boolean {
  if (/^(?:Dr|St|Mt|Ft)\.?$/.test(token)) return false;
  return /^[^A-Za-z0-9]+$/.test(token) || /^[^A-Za-z0-9]*(?:[A-Za-z]|[A-Z][a-z]|[a-z]{2}|\d)[^A-Za-z0-9]*$/.test(token);
}

function cleanProvider(text: string): string | null {
  const tokens = text
    .split(/\s{3,}|\t|\s+(?:NPI|Tax\s*ID|TIN|Ph(?:one)?|Tel|Fax)\b|\s+\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/i)[0]!
    .trim()
    .split(/\s+/);
  while (tokens.length > 0 && isSpeck(tokens[0]!)) tokens.shift();
  while (tokens.length > 0 && isSpeck(tokens[tokens.length - 1]!)) tokens.pop();
  const cleaned = tokens.join(' ').replace(/[\s,;:|]+$/, '');
  return /[a-z]{2}/i.test(cleaned) && cleaned.length <= 200 ? cleaned : null;
}

/** A letterhead line up to its first field (a number, a label): "St. Anne Medical Center 3a PAT CNTL # 151202" is the center. */
function letterheadName(line: string): string {
  const tokens = line.split(/\s+/);
  const end = tokens.findIndex((token) => /[\d#:]/.test(token));
  return (end === -1 ? tokens : tokens.slice(0, end)).join(' ');
}

function nonEmptyLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The facility a page names: a facility label, else the letterhead (an organisation's name on its first lines), else "Provider:". */
export function findProvider(pageText: string): string | null {
  const lines = nonEmptyLines(pageText);
  for (const [index, line] of lines.entries()) {
    const match = FORM_PROVIDER_LABEL.exec(line) ?? FACILITY_LABEL.exec(line);
    if (!match) continue;
    const value = cleanProvider(match[1] ?? '') ?? (match[1]?.trim() ? null : cleanProvider(lines[index + 1] ?? ''));
    if (value && !FACILITY_LABEL.test(value) && !FORM_PROVIDER_LABEL.test(value)) return value;
  }
  for (const line of lines.slice(0, 4).map(letterheadName)) {
    if (ORGANISATION_WORDS.test(line) && !TITLE_WORDS.test(line)) {
      const value = cleanProvider(line);
      if (value) return value;
    }
  }
  for (const line of lines) {
    const match = PROVIDER_LABEL.exec(line);
    const value = match ? cleanProvider(match[1]!) : null;
    if (value) return value;
  }
  return null;
}

function findVisitType(segmentLines: readonly string[], titleLines: readonly string[], cptCodes: readonly string[]): string | null {
  for (const line of segmentLines) {
    const match = VISIT_TYPE_LABEL.exec(line);
    const value = match ? cleanDescription(match[1]!) : null;
    if (value) return value.slice(0, 200);
  }
  for (const [pattern, type] of TITLE_VISIT_TYPES) if (titleLines.some((line) => pattern.test(line))) return type;
  for (const code of cptCodes) {
    const type = visitTypeOfCpt(code);
    if (type) return type;
  }
  return null;
}

// ------------------------------------------------------------------ drafting

type Line = { page: number; text: string };

/** A claim form's service date: MMDDYY (UB-04) or MM DD YY (CMS-1500), read only on a bill's rows. */
const FORM_DATE = /(?<![\d.,])(0[1-9]|1[0-2]) ?(0[1-9]|[12]\d|3[01]) ?(\d{2})(?![\d.,])/;
const SPLIT_ROW_AMOUNT = /(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{1,7}) (\d{2})(?![\d.,])/;

function findFormDate(text: string): FoundDate | undefined {
  const match = FORM_DATE.exec(text);
  const iso = match ? isoOf(fullYear(match[3]!), Number(match[1]), Number(match[2])) : null;
  return match && iso ? { iso, index: match.index, length: match[0].length } : undefined;
}
type BillRow = { page: number; date: string; cpt: string; cents: number };

/** A row of a bill: a date, a 5-digit code and a charge on one line (not a total). */
function parseBillRow(line: Line): BillRow | null {
  if (/\btotal\b|\bbalance\s+due\b/i.test(line.text)) return null;
  const date = findDates(line.text)[0] ?? findFormDate(line.text);
  if (!date) return null;
  const rest = line.text.slice(0, date.index) + ' '.repeat(date.length) + line.text.slice(date.index + date.length);
  const withoutDates = findDates(rest).reduce(
    (text, other) => text.slice(0, other.index) + ' '.repeat(other.length) + text.slice(other.index + other.length),
    rest,
  );
  const code = [...withoutDates.matchAll(CPT)][0];
  if (!code) return null;
  const afterCode = withoutDates.slice(code.index + code[0].length);
  const amount = [...afterCode.matchAll(ROW_AMOUNT)][0];
  // A form's charge box splits dollars and cents: "150 00".
  const split = amount ? null : SPLIT_ROW_AMOUNT.exec(afterCode);
  const cents = amount ? centsOf(amount[1]!) : split ? centsOf(`${split[1]}.${split[2]}`) : null;
  if (cents === null) return null;
  return { page: line.page, date: date.iso, cpt: code[2] ? `${code[1]}-${code[2]}` : code[1]!, cents };
}

function titleLinesOf(pages: readonly ChronologyPage[], page: number): string[] {
  return nonEmptyLines(pages.find((candidate) => candidate.page === page)?.text ?? '').slice(0, 6);
}

function mergeInto(target: DraftChronologyLine, other: DraftChronologyLine): void {
  target.provider ??= other.provider;
  target.visitType ??= other.visitType;
  for (const diagnosis of other.diagnoses)
    if (!target.diagnoses.some((known) => known.code === diagnosis.code)) target.diagnoses.push(diagnosis);
  for (const code of other.cptCodes) if (!target.cptCodes.includes(code)) target.cptCodes.push(code);
  target.billedCents ??= other.billedCents;
}

/**
 * The chronology lines of one document: one per date of service (a visit note's labelled date, or a bill's rows of
 * that date, merged when both are there), in date order, each with what its text gives and nothing else.
 */
export function draftChronologyLines(pages: readonly ChronologyPage[]): DraftChronologyLine[] {
  const sorted = [...pages].sort((a, b) => a.page - b.page);
  const lines: Line[] = sorted.flatMap((page) => page.text.split('\n').map((text) => ({ page: page.page, text })));
  const providers = new Map<number, string | null>();
  let lastProvider: string | null = null;
  for (const page of sorted) {
    lastProvider = findProvider(page.text) ?? lastProvider;
    providers.set(page.page, lastProvider);
  }
  const firstProvider = sorted.map((page) => providers.get(page.page)).find((provider) => provider) ?? null;
  const providerOf = (page: number) => providers.get(page) ?? firstProvider;

  // Bill rows, grouped by date of service.
  const rows = lines.map(parseBillRow).filter((row): row is BillRow => row !== null);
  const rowLines = new Set(lines.filter((line) => parseBillRow(line) !== null));
  const billLines = new Map<string, DraftChronologyLine>();
  for (const row of rows) {
    const known = billLines.get(row.date);
    if (known) {
      if (!known.cptCodes.includes(row.cpt)) known.cptCodes.push(row.cpt);
      known.billedCents = (known.billedCents ?? 0) + row.cents;
      continue;
    }
    billLines.set(row.date, {
      page: row.page,
      serviceDate: row.date,
      provider: providerOf(row.page),
      visitType: null,
      diagnoses: [],
      cptCodes: [row.cpt],
      billedCents: row.cents,
    });
  }
  for (const line of billLines.values()) {
    const pagesOfLine = new Set(rows.filter((row) => row.date === line.serviceDate).map((row) => row.page));
    line.diagnoses = findDiagnoses(lines.filter((candidate) => pagesOfLine.has(candidate.page)).map((candidate) => candidate.text));
    line.visitType = findVisitType([], titleLinesOf(sorted, line.page), line.cptCodes);
  }

  // Visit notes: from each labelled date of service to the next.
  const starts: Array<{ lineIndex: number; date: string | null }> = [];
  lines.forEach((line, index) => {
    if (rowLines.has(line)) return;
    for (const label of line.text.matchAll(SERVICE_DATE_LABEL)) {
      const after = `${line.text.slice(label.index + label[0].length)}\n${lines[index + 1]?.text ?? ''}`;
      const date = findDates(after.slice(0, 60))[0];
      starts.push({ lineIndex: index, date: date && date.index <= 20 ? date.iso : null });
      return;
    }
  });
  const noteLines: DraftChronologyLine[] = [];
  starts.forEach((start, index) => {
    const end = starts[index + 1]?.lineIndex ?? lines.length;
    const segment = lines.slice(start.lineIndex, end).filter((line) => !rowLines.has(line));
    const texts = segment.map((line) => line.text);
    const page = lines[start.lineIndex]!.page;
    const cptCodes = findProcedureCodes(texts);
    noteLines.push({
      page,
      serviceDate: start.date,
      provider: providerOf(page),
      visitType: findVisitType(texts, titleLinesOf(sorted, page), cptCodes),
      diagnoses: findDiagnoses(texts),
      cptCodes,
      billedCents: findBilledCents(texts.join('\n')),
    });
  });

  // One line per date: notes of one date (a date repeated as the admission date) and the bill rows of it merged.
  const merged: DraftChronologyLine[] = [];
  for (const note of noteLines) {
    const same = note.serviceDate ? merged.find((line) => line.serviceDate === note.serviceDate) : undefined;
    if (same) mergeInto(same, note);
    else merged.push(note);
  }
  for (const bill of billLines.values()) {
    const same = merged.find((line) => line.serviceDate === bill.serviceDate);
    if (!same) {
      merged.push(bill);
      continue;
    }
    // The bill's rows say what was charged; the note what was found.
    same.billedCents = bill.billedCents;
    for (const code of bill.cptCodes) if (!same.cptCodes.includes(code)) same.cptCodes.push(code);
    mergeInto(same, bill);
  }
  return merged.sort((a, b) => (a.serviceDate ?? '9999').localeCompare(b.serviceDate ?? '9999') || a.page - b.page);
}

/** Two spellings of one provider ("Valley Clinic, P.C." and "valley clinic pc") compare equal. */
export function chronologyProviderKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
