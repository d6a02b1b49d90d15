// Medical records and bills made in code, each with the chronology lines it holds (its ground truth): progress notes,
// an emergency department record, physical therapy daily notes, an itemized statement, and claim forms laid out like
// the public CMS-1500 (NUCC) and UB-04 (NUBC) forms' fields. And a "scanned" copy of any PDF: its pages rendered to
// pictures, speckled and turned a little, with no text layer left, so its words come back only through OCR.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { PDFDocument as PdfLibDocument } from 'pdf-lib';
import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

const require = createRequire(import.meta.url);

/** A line a paralegal would write in the chronology from the document. */
export type TruthLine = {
  serviceDate: string;
  provider: string;
  diagnoses: string[];
  cptCodes: string[];
  billedCents: number | null;
};

export type RecordLayout = 'progress-notes' | 'er-record' | 'pt-daily-notes' | 'itemized-bill' | 'cms-1500' | 'ub-04';
export type RecordDocument = { name: string; layout: RecordLayout; pdf: Buffer; truth: TruthLine[] };

/** A small seeded generator (mulberry32), so every run makes the same documents. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DIAGNOSES: ReadonlyArray<[string, string]> = [
  ['S13.4XXA', 'Sprain of ligaments of cervical spine, initial encounter'],
  ['S16.1XXA', 'Strain of muscle, fascia and tendon at neck level, initial encounter'],
  ['S33.5XXA', 'Sprain of ligaments of lumbar spine, initial encounter'],
  ['S39.012A', 'Strain of muscle, fascia and tendon of lower back, initial encounter'],
  ['M54.2', 'Cervicalgia'],
  ['M54.50', 'Low back pain, unspecified'],
  ['S06.0X0A', 'Concussion without loss of consciousness, initial encounter'],
  ['S43.402A', 'Unspecified sprain of left shoulder joint, initial encounter'],
  ['G44.309', 'Post-traumatic headache, unspecified, not intractable'],
  ['M79.1', 'Myalgia'],
];
const OFFICE_CPT: ReadonlyArray<[string, string, number]> = [
  ['99203', 'Office visit, new patient, low', 19_500],
  ['99204', 'Office visit, new patient, moderate', 28_500],
  ['99213', 'Office visit, established, low', 14_500],
  ['99214', 'Office visit, established, moderate', 21_000],
];
const PT_CPT: ReadonlyArray<[string, string, number]> = [
  ['97110', 'Therapeutic exercise, 15 min', 6_000],
  ['97140', 'Manual therapy, 15 min', 5_500],
  ['97530', 'Therapeutic activities, 15 min', 6_500],
  ['97014', 'Electrical stimulation, unattended', 3_000],
];
const ER_CPT: ReadonlyArray<[string, string, number]> = [
  ['99283', 'Emergency dept visit, moderate', 64_000],
  ['99284', 'Emergency dept visit, high', 125_000],
  ['72040', 'X-ray cervical spine, 2-3 views', 31_000],
  ['72100', 'X-ray lumbar spine, 2-3 views', 29_000],
  ['70450', 'CT head without contrast', 185_000],
];
const CHIRO_CPT: ReadonlyArray<[string, string, number]> = [
  ['98940', 'Chiropractic manipulation, 1-2 regions', 6_500],
  ['98941', 'Chiropractic manipulation, 3-4 regions', 8_500],
];
const CLINICS = [
  'Riverside Orthopedics & Spine',
  'Lakeview Pain Management Group',
  'Northgate Family Medical Clinic',
  'Cedar Hills Neurology Associates',
];
const HOSPITALS = ['Mercy General Hospital', 'St. Anne Regional Medical Center', 'Valley Memorial Hospital'];
const THERAPY = ['Summit Physical Therapy', 'Harbor Rehabilitation Center', 'Keystone Physical Therapy'];
const CHIROPRACTORS = ['Lakeside Chiropractic Center', 'Oak Street Chiropractic Clinic'];
const PHYSICIANS = ['Alan Brooks, MD', 'Priya Raman, MD', 'Daniel Ortiz, DO', 'Grace Kim, MD'];
const PATIENTS = ['Maria Lopez', 'James Carter', 'Aisha Bello', 'Tom Berg'];

function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

function pickSome<T>(rng: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]!);
  return chosen;
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const parts = (iso: string) => ({ y: iso.slice(0, 4), m: iso.slice(5, 7), d: iso.slice(8, 10) });
const usDate = (iso: string) => `${parts(iso).m}/${parts(iso).d}/${parts(iso).y}`;
const shortDate = (iso: string) => `${Number(parts(iso).m)}/${Number(parts(iso).d)}/${parts(iso).y.slice(2)}`;
const longDate = (iso: string) => `${MONTH_NAMES[Number(parts(iso).m) - 1]} ${Number(parts(iso).d)}, ${parts(iso).y}`;
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const plain = (cents: number) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });

/** A pdfkit document written to a Buffer; `draw` lays out its pages. */
function renderPdf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: 'Record', CreationDate: new Date(Date.UTC(2024, 0, 1)) } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

function letterhead(doc: PDFKit.PDFDocument, name: string, rng: () => number): void {
  doc.font('Helvetica-Bold').fontSize(16).text(name, 54, 54);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      `${100 + Math.floor(rng() * 8900)} ${pick(rng, ['Harbor Blvd', 'Main St', 'Oak Ave', 'Route 9'])}, Springfield, IL 62704    Phone (217) 555-0${100 + Math.floor(rng() * 899)}`,
    );
  doc.moveDown(0.5);
}

function title(doc: PDFKit.PDFDocument, text: string): void {
  doc.font('Helvetica-Bold').fontSize(13).text(text);
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
}

// ------------------------------------------------------------------ layouts

async function progressNotes(rng: () => number, start: string): Promise<RecordDocument> {
  const clinic = pick(rng, CLINICS);
  const patient = pick(rng, PATIENTS);
  const visits = 2 + Math.floor(rng() * 3);
  const truth: TruthLine[] = [];
  let date = start;
  const plan = Array.from({ length: visits }, (_, index) => {
    date = addDays(date, 7 + Math.floor(rng() * 21));
    const diagnoses = pickSome(rng, DIAGNOSES, 1 + Math.floor(rng() * 3));
    const cpt = OFFICE_CPT[index === 0 ? Math.floor(rng() * 2) : 2 + Math.floor(rng() * 2)]!;
    const charged = rng() < 0.7;
    truth.push({
      serviceDate: date,
      provider: clinic,
      diagnoses: diagnoses.map(([code]) => code),
      cptCodes: [cpt[0]],
      billedCents: charged ? cpt[2] : null,
    });
    return { date, diagnoses, cpt, charged };
  });
  const pdf = await renderPdf((doc) => {
    plan.forEach((visit, index) => {
      if (index > 0) doc.addPage();
      letterhead(doc, clinic, rng);
      title(doc, 'PROGRESS NOTE');
      doc.text(`Patient: ${patient}    DOB: 04/12/1985    MRN: ${10000 + Math.floor(rng() * 89999)}`);
      doc.text(`Date of Service: ${usDate(visit.date)}`);
      doc.text(`Provider: ${pick(rng, PHYSICIANS)}`);
      doc.moveDown(0.5);
      doc.text(
        'Subjective: Patient returns for follow-up of neck and back pain after a motor vehicle collision. Reports pain 5/10, worse with prolonged sitting. Sleep is interrupted.',
      );
      doc.moveDown(0.3);
      doc.text('Objective: Tenderness over the paraspinal muscles. Range of motion reduced by about 20 percent. Neurovascularly intact.');
      doc.moveDown(0.3);
      doc.text('Assessment:');
      visit.diagnoses.forEach(([code, description], number) => doc.text(`${number + 1}. ${code} - ${description}`));
      doc.moveDown(0.3);
      doc.text('Plan: Continue physical therapy three times a week. Return in three weeks.');
      doc.text(`Procedures: ${visit.cpt[0]} ${visit.cpt[1]}`);
      if (visit.charged) doc.text(`Total charges: ${dollars(visit.cpt[2])}`);
    });
  });
  return { name: 'progress-notes.pdf', layout: 'progress-notes', pdf, truth };
}

async function erRecord(rng: () => number, start: string): Promise<RecordDocument> {
  const hospital = pick(rng, HOSPITALS);
  const date = addDays(start, 1);
  const diagnoses = pickSome(rng, DIAGNOSES.slice(0, 4), 2);
  const codes = [pick(rng, ER_CPT.slice(0, 2)), pick(rng, ER_CPT.slice(2))];
  const pdf = await renderPdf((doc) => {
    letterhead(doc, hospital, rng);
    title(doc, 'EMERGENCY DEPARTMENT RECORD');
    doc.text(`Patient: ${pick(rng, PATIENTS)}    Date of birth: 04/12/1985`);
    doc.text(`Arrival date: ${longDate(date)}    Arrival time: 18:42    Mode: ambulance`);
    doc.text(`Attending physician: ${pick(rng, PHYSICIANS)}`);
    doc.moveDown(0.5);
    doc.text('Chief complaint: Neck pain and headache after a rear-end collision at about 30 mph. Restrained driver, airbag deployed.');
    doc.moveDown(0.3);
    doc.text('History of present illness: Onset immediately after the collision. No loss of consciousness. Denies numbness or weakness.');
    doc.addPage();
    letterhead(doc, hospital, rng);
    doc.text('Emergency department course: Imaging obtained, no fracture. Given ibuprofen and cyclobenzaprine.');
    doc.moveDown(0.3);
    doc.text('Diagnoses:');
    diagnoses.forEach(([code, description]) => doc.text(`${description} (${code})`));
    doc.moveDown(0.3);
    doc.text(`Procedures: ${codes.map(([code]) => code).join(', ')}`);
    doc.text('Disposition: discharged home in stable condition. Follow up with primary care in 3-5 days.');
  });
  return {
    name: 'er-record.pdf',
    layout: 'er-record',
    pdf,
    truth: [
      {
        serviceDate: date,
        provider: hospital,
        diagnoses: diagnoses.map(([code]) => code),
        cptCodes: codes.map(([code]) => code),
        billedCents: null,
      },
    ],
  };
}

async function ptDailyNotes(rng: () => number, start: string): Promise<RecordDocument> {
  const clinic = pick(rng, THERAPY);
  const diagnosis = pick(rng, DIAGNOSES.slice(4, 6));
  const visits = 4 + Math.floor(rng() * 4);
  const truth: TruthLine[] = [];
  let date = addDays(start, 10);
  const plan = Array.from({ length: visits }, () => {
    date = addDays(date, 2 + Math.floor(rng() * 3));
    const codes = pickSome(rng, PT_CPT, 2 + Math.floor(rng() * 2));
    const units = codes.map(() => 1 + Math.floor(rng() * 2));
    const cents = codes.reduce((sum, code, index) => sum + code[2] * units[index]!, 0);
    truth.push({
      serviceDate: date,
      provider: clinic,
      diagnoses: [diagnosis[0]],
      cptCodes: codes.map(([code]) => code),
      billedCents: cents,
    });
    return { date, codes, units, cents };
  });
  const pdf = await renderPdf((doc) => {
    plan.forEach((visit, index) => {
      if (index % 3 === 0) {
        if (index > 0) doc.addPage();
        letterhead(doc, clinic, rng);
        title(doc, 'PHYSICAL THERAPY DAILY NOTE');
      }
      doc.moveDown(0.6);
      doc.font('Helvetica-Bold').text(`DOS: ${shortDate(visit.date)}    Visit ${index + 1} of 12`);
      doc.font('Helvetica');
      doc.text(`Dx: ${diagnosis[0]} ${diagnosis[1]}`);
      doc.text('S: Patient reports less stiffness in the morning. O: Cervical rotation improved 10 degrees. A: Tolerated treatment well.');
      doc.text(`CPT: ${visit.codes.map(([code], at) => `${code} x${visit.units[at]}`).join(', ')}`);
      doc.text(`Charges: ${dollars(visit.cents)}`);
    });
  });
  return { name: 'pt-daily-notes.pdf', layout: 'pt-daily-notes', pdf, truth };
}

async function itemizedBill(rng: () => number, start: string): Promise<RecordDocument> {
  const useChiro = rng() < 0.5;
  const provider = useChiro ? pick(rng, CHIROPRACTORS) : pick(rng, CLINICS);
  const pool = useChiro ? CHIRO_CPT : OFFICE_CPT;
  const diagnoses = pickSome(rng, DIAGNOSES, 2);
  const dates = 3 + Math.floor(rng() * 4);
  const rows: Array<{ date: string; code: string; description: string; cents: number }> = [];
  let date = addDays(start, 5);
  for (let index = 0; index < dates; index++) {
    date = addDays(date, 3 + Math.floor(rng() * 10));
    const codes = pickSome(rng, pool, 1 + Math.floor(rng() * 2));
    for (const [code, description, cents] of codes) rows.push({ date, code, description, cents });
  }
  const truth = [...new Set(rows.map((row) => row.date))].map((serviceDate) => {
    const ofDate = rows.filter((row) => row.date === serviceDate);
    return {
      serviceDate,
      provider,
      diagnoses: diagnoses.map(([code]) => code),
      cptCodes: ofDate.map((row) => row.code),
      billedCents: ofDate.reduce((sum, row) => sum + row.cents, 0),
    };
  });
  const pdf = await renderPdf((doc) => {
    letterhead(doc, provider, rng);
    title(doc, 'ITEMIZED STATEMENT');
    doc.text(`Patient: ${pick(rng, PATIENTS)}    Account: ${100000 + Math.floor(rng() * 899999)}`);
    doc.moveDown(0.5);
    const columns = [54, 130, 190, 430, 480];
    let y = doc.y;
    doc.font('Helvetica-Bold');
    ['Date', 'CPT', 'Description', 'Units', 'Charge'].forEach((header, index) => doc.text(header, columns[index], y, { lineBreak: false }));
    doc.font('Helvetica');
    for (const row of rows) {
      y += 16;
      [usDate(row.date), row.code, row.description, '1', dollars(row.cents)].forEach((cell, index) =>
        doc.text(cell, columns[index], y, { lineBreak: false }),
      );
    }
    y += 24;
    doc.font('Helvetica-Bold').text('Total charges', columns[0], y, { lineBreak: false });
    doc.text(dollars(rows.reduce((sum, row) => sum + row.cents, 0)), columns[4], y, { lineBreak: false });
    doc.font('Helvetica').text(`Diagnosis codes: ${diagnoses.map(([code]) => code).join(', ')}`, 54, y + 24);
  });
  return { name: 'itemized-statement.pdf', layout: 'itemized-bill', pdf, truth };
}

/** Laid out like the CMS-1500's boxes: 21 diagnoses, 24 service lines (dates MM DD YY, charges split into dollars and cents), 33 billing provider. */
async function cms1500(rng: () => number, start: string): Promise<RecordDocument> {
  const provider = rng() < 0.5 ? pick(rng, CHIROPRACTORS) : pick(rng, CLINICS);
  const pool = provider.includes('Chiropractic') ? CHIRO_CPT : OFFICE_CPT;
  const diagnoses = pickSome(rng, DIAGNOSES, 2 + Math.floor(rng() * 2));
  const lines: Array<{ date: string; code: string; cents: number }> = [];
  let date = addDays(start, 4);
  for (let index = 0; index < 2 + Math.floor(rng() * 4); index++) {
    date = addDays(date, 2 + Math.floor(rng() * 7));
    const [code, , cents] = pick(rng, pool);
    lines.push({ date, code, cents });
  }
  const mmddyy = (iso: string) => `${parts(iso).m} ${parts(iso).d} ${parts(iso).y.slice(2)}`;
  const pdf = await renderPdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(12).text('HEALTH INSURANCE CLAIM FORM', 54, 40);
    doc.font('Helvetica').fontSize(7).text('APPROVED BY NATIONAL UNIFORM CLAIM COMMITTEE (NUCC) 02/12');
    doc.fontSize(9);
    doc.text(`2. PATIENT'S NAME (Last Name, First Name, Middle Initial)   ${pick(rng, PATIENTS).split(' ').reverse().join(', ')}`, 54, 90);
    doc.text("3. PATIENT'S BIRTH DATE   04 12 1985", 54, 104);
    doc.text(`14. DATE OF CURRENT ILLNESS, INJURY, OR PREGNANCY (LMP)   ${mmddyy(start)}`, 54, 118);
    doc.text('21. DIAGNOSIS OR NATURE OF ILLNESS OR INJURY   Relate A-L to service line below (24E)   ICD Ind. 0', 54, 140);
    doc.text(diagnoses.map(([code], index) => `${'ABCD'[index]}. ${code}`).join('      '), 70, 154);
    doc.text('24. A. DATE(S) OF SERVICE   B. PLACE   D. CPT/HCPCS   E. DX POINTER   F. $ CHARGES   G. UNITS', 54, 180, {
      lineBreak: false,
    });
    lines.forEach((line, index) => {
      const y = 196 + index * 18;
      const cells: Array<[number, string]> = [
        [54, mmddyy(line.date)],
        [110, mmddyy(line.date)],
        [170, '11'],
        [210, line.code],
        [300, 'AB'],
        [370, `${Math.floor(line.cents / 100)} ${String(line.cents % 100).padStart(2, '0')}`],
        [440, '1'],
      ];
      for (const [x, text] of cells) doc.text(text, x, y, { lineBreak: false });
    });
    const total = lines.reduce((sum, line) => sum + line.cents, 0);
    doc.text(`28. TOTAL CHARGE   $ ${Math.floor(total / 100)} ${String(total % 100).padStart(2, '0')}`, 54, 320);
    doc.text(`31. SIGNATURE OF PHYSICIAN OR SUPPLIER   ${pick(rng, PHYSICIANS)}`, 54, 340);
    doc.text('33. BILLING PROVIDER INFO & PH #', 300, 340);
    doc.text(provider, 300, 354);
    doc.text('1200 Harbor Blvd, Springfield IL 62704', 300, 368);
  });
  const truth = [...new Set(lines.map((line) => line.date))].map((serviceDate) => {
    const ofDate = lines.filter((line) => line.date === serviceDate);
    return {
      serviceDate,
      provider,
      diagnoses: diagnoses.map(([code]) => code),
      cptCodes: [...new Set(ofDate.map((line) => line.code))],
      billedCents: ofDate.reduce((sum, line) => sum + line.cents, 0),
    };
  });
  return { name: 'cms-1500.pdf', layout: 'cms-1500', pdf, truth };
}

/** Laid out like the UB-04's form locators: 1 provider, 6 statement period, 42–47 revenue lines (service dates MMDDYY), 67 diagnoses without their dot. */
async function ub04(rng: () => number, start: string): Promise<RecordDocument> {
  const hospital = pick(rng, HOSPITALS);
  const date = addDays(start, 1);
  const diagnoses = pickSome(rng, DIAGNOSES.slice(0, 4), 2);
  const codes = [pick(rng, ER_CPT.slice(0, 2)), ...pickSome(rng, ER_CPT.slice(2), 1 + Math.floor(rng() * 2))];
  const mmddyy = (iso: string) => `${parts(iso).m}${parts(iso).d}${parts(iso).y.slice(2)}`;
  const pdf = await renderPdf((doc) => {
    doc.font('Helvetica').fontSize(9);
    doc.text(hospital, 54, 40);
    doc.text('400 Route 9', 54, 52);
    doc.text('Springfield IL 62704', 54, 64);
    doc.text(`3a PAT CNTL #  ${100000 + Math.floor(rng() * 899999)}        4 TYPE OF BILL  0131`, 300, 40);
    doc.text(`6 STATEMENT COVERS PERIOD  FROM ${mmddyy(date)}  THROUGH ${mmddyy(date)}`, 300, 56);
    doc.text(`8 PATIENT NAME  ${pick(rng, PATIENTS)}`, 54, 90);
    doc.text(
      '42 REV. CD.   43 DESCRIPTION                       44 HCPCS / RATE   45 SERV. DATE   46 SERV. UNITS   47 TOTAL CHARGES',
      54,
      120,
    );
    codes.forEach(([code, description, cents], index) => {
      const y = 138 + index * 16;
      const revenue = code.startsWith('99') ? '0450' : code.startsWith('704') ? '0350' : '0320';
      const cells: Array<[number, string]> = [
        [54, revenue],
        [100, description.toUpperCase().slice(0, 30)],
        [300, code],
        [370, mmddyy(date)],
        [440, '1'],
        [490, plain(cents)],
      ];
      for (const [x, text] of cells) doc.text(text, x, y, { lineBreak: false });
    });
    const total = codes.reduce((sum, [, , cents]) => sum + cents, 0);
    doc.text('0001', 54, 138 + codes.length * 16 + 8, { lineBreak: false });
    doc.text('PAGE 1 OF 1', 100, 138 + codes.length * 16 + 8, { lineBreak: false });
    doc.text(`TOTALS  ${plain(total)}`, 420, 138 + codes.length * 16 + 8, { lineBreak: false });
    doc.text(`67 PRIN. DX  ${diagnoses[0]![0].replace('.', '')}     OTHER DX  ${diagnoses[1]![0].replace('.', '')}`, 54, 300);
    doc.text('76 ATTENDING  NPI 1234567890', 54, 320);
  });
  return {
    name: 'ub-04.pdf',
    layout: 'ub-04',
    pdf,
    truth: [
      {
        serviceDate: date,
        provider: hospital,
        diagnoses: diagnoses.map(([code]) => code),
        cptCodes: codes.map(([code]) => code),
        billedCents: codes.reduce((sum, [, , cents]) => sum + cents, 0),
      },
    ],
  };
}

const LAYOUTS: ReadonlyArray<(rng: () => number, start: string) => Promise<RecordDocument>> = [
  progressNotes,
  erRecord,
  ptDailyNotes,
  itemizedBill,
  cms1500,
  ub04,
];

/** `sets` cases' worth of records: each set one document of every layout, after an incident in 2023–2024. */
export async function generateRecordSets(sets: number, seed = 31): Promise<RecordDocument[]> {
  const rng = random(seed);
  const documents: RecordDocument[] = [];
  for (let set = 0; set < sets; set++) {
    const start = addDays('2023-01-02', Math.floor(rng() * 600));
    for (const layout of LAYOUTS) {
      const document = await layout(rng, start);
      documents.push({ ...document, name: `set-${set + 1}-${document.name}` });
    }
  }
  return documents;
}

/** One progress-note document with its truth (tests). */
export async function makeProgressNotes(seed = 7): Promise<RecordDocument> {
  return progressNotes(random(seed), '2024-01-08');
}

/** One itemized statement with its truth (tests). */
export async function makeItemizedBill(seed = 7): Promise<RecordDocument> {
  return itemizedBill(random(seed), '2024-01-08');
}

function pdfjsAssets(): { standardFontDataUrl: string; wasmUrl: string } {
  const root = dirname(require.resolve('pdfjs-dist/package.json'));
  return { standardFontDataUrl: `${join(root, 'standard_fonts')}/`, wasmUrl: `${join(root, 'wasm')}/` };
}

/**
 * A scanned copy: each page rendered at `dpi`, speckled, turned by up to `maxDegrees`, stored as a JPEG image and
 * nothing else (no text layer), as a desk scanner would.
 */
export async function scanPdf(pdfBytes: Buffer, options: { seed?: number; dpi?: number; maxDegrees?: number } = {}): Promise<Buffer> {
  const rng = random(options.seed ?? 5);
  const scale = (options.dpi ?? 150) / 72;
  const source = await getDocument({ data: new Uint8Array(pdfBytes), ...pdfjsAssets(), verbosity: 0, isEvalSupported: false }).promise;
  const out = await PdfLibDocument.create();
  try {
    for (let number = 1; number <= source.numPages; number++) {
      const page = await source.getPage(number);
      const viewport = page.getViewport({ scale });
      const rendered = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const renderContext = rendered.getContext('2d');
      renderContext.fillStyle = '#ffffff';
      renderContext.fillRect(0, 0, rendered.width, rendered.height);
      // pdfjs draws on any canvas-like context; @napi-rs/canvas's is one.
      await page.render({
        canvas: rendered as unknown as RenderParameters['canvas'],
        canvasContext: renderContext as unknown as RenderParameters['canvasContext'],
        viewport,
      }).promise;
      const scanned = createCanvas(rendered.width, rendered.height);
      const context = scanned.getContext('2d');
      context.fillStyle = '#f7f7f4';
      context.fillRect(0, 0, scanned.width, scanned.height);
      const degrees = (rng() * 2 - 1) * (options.maxDegrees ?? 0.8);
      context.translate(scanned.width / 2, scanned.height / 2);
      context.rotate((degrees * Math.PI) / 180);
      context.translate(-scanned.width / 2, -scanned.height / 2);
      context.drawImage(rendered, 0, 0);
      context.setTransform(1, 0, 0, 1, 0, 0);
      // Specks of toner and dust.
      for (let speck = 0; speck < 1500; speck++) {
        context.fillStyle = rng() < 0.5 ? 'rgba(0,0,0,0.55)' : 'rgba(120,120,120,0.4)';
        context.fillRect(rng() * scanned.width, rng() * scanned.height, 1 + rng() * 2, 1 + rng() * 2);
      }
      const image = await out.embedJpg(scanned.toBuffer('image/jpeg', 75));
      const target = out.addPage([612, 792]);
      target.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
      page.cleanup();
    }
  } finally {
    await source.destroy();
  }
  return Buffer.from(await out.save());
}
