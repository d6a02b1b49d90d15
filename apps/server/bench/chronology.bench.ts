// Medical chronology drafting: precision and recall of the drafted lines against generated records whose lines are
// known (progress notes, an ER record, PT daily notes, an itemized statement, CMS-1500- and UB-04-like forms), typed
// (text layer) and scanned (pages rendered, speckled, turned by up to 0.8°, read back by OCR), each read by the
// extraction thread as the server reads uploads. A drafted line matches a known one when their dates of service are
// equal and their providers nearly so (edit distance within 15% of the name); codes and amounts are scored on matches.
import { performance } from 'node:perf_hooks';
import { chronologyProviderKey, draftChronologyLines, type DraftChronologyLine } from '@casecast/domain';
import { createTextExtractionThread } from '../src/features/documents/text-extraction-thread.js';
import { generateRecordSets, scanPdf, type RecordDocument, type TruthLine } from '../src/features/chronology/test/record-pdfs.js';

const TYPED_SETS = Number(process.env.BENCH_CHRONOLOGY_SETS ?? 8);
const SCANNED_SETS = Number(process.env.BENCH_CHRONOLOGY_SCANNED_SETS ?? 2);

function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!;
      previous[j] = Math.min(previous[j]! + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

function sameProvider(found: string | null, truth: string): boolean {
  if (!found) return false;
  const [a, b] = [chronologyProviderKey(found), chronologyProviderKey(truth)];
  return editDistance(a, b) <= Math.ceil(0.15 * b.length);
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item));

type Tally = {
  documents: number;
  truth: number;
  drafted: number;
  matched: number;
  dateFound: number;
  providerFound: number;
  diagnosesExact: number;
  cptExact: number;
  amountExact: number;
  codesKnown: number;
  codesFound: number;
};
const emptyTally = (): Tally => ({
  documents: 0,
  truth: 0,
  drafted: 0,
  matched: 0,
  dateFound: 0,
  providerFound: 0,
  diagnosesExact: 0,
  cptExact: 0,
  amountExact: 0,
  codesKnown: 0,
  codesFound: 0,
});

function score(tally: Tally, truth: readonly TruthLine[], drafted: readonly DraftChronologyLine[]): void {
  tally.documents++;
  tally.truth += truth.length;
  tally.drafted += drafted.length;
  tally.dateFound += drafted.filter((line) => line.serviceDate).length;
  tally.providerFound += drafted.filter((line) => line.provider).length;
  const unused = [...drafted];
  for (const known of truth) {
    const index = unused.findIndex((line) => line.serviceDate === known.serviceDate && sameProvider(line.provider, known.provider));
    if (index === -1) continue;
    const [line] = unused.splice(index, 1);
    tally.matched++;
    const codes = line!.diagnoses.map((diagnosis) => diagnosis.code);
    if (sameSet(codes, known.diagnoses)) tally.diagnosesExact++;
    if (sameSet(line!.cptCodes, known.cptCodes)) tally.cptExact++;
    if (line!.billedCents === known.billedCents) tally.amountExact++;
    tally.codesKnown += known.diagnoses.length + known.cptCodes.length;
    tally.codesFound +=
      known.diagnoses.filter((code) => codes.includes(code)).length + known.cptCodes.filter((code) => line!.cptCodes.includes(code)).length;
  }
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`);

function row(label: string, tally: Tally): string {
  return `| ${label} | ${tally.documents} | ${tally.truth} | ${tally.drafted} | ${percent(tally.matched, tally.drafted)} | ${percent(tally.matched, tally.truth)} | ${percent(tally.diagnosesExact, tally.matched)} | ${percent(tally.cptExact, tally.matched)} | ${percent(tally.amountExact, tally.matched)} | ${percent(tally.codesFound, tally.codesKnown)} |`;
}

async function main(): Promise<void> {
  const extractor = createTextExtractionThread();
  const header = [
    '| documents | files | known lines | drafted lines | precision | recall | ICD-10 exact | CPT exact | amount exact | codes found |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  try {
    const draftOf = async (bytes: Buffer) => {
      const result = await extractor.extract({ bytes, fileType: 'application/pdf' });
      return result.kind === 'pages' ? { lines: draftChronologyLines(result.pages), pages: result.pages.length } : { lines: [], pages: 0 };
    };
    const measure = async (documents: readonly RecordDocument[], transform: (pdf: Buffer, index: number) => Promise<Buffer>) => {
      const byLayout = new Map<string, Tally>();
      const all = emptyTally();
      let pages = 0;
      const started = performance.now();
      for (const [index, document] of documents.entries()) {
        const bytes = await transform(document.pdf, index);
        const { lines: drafted, pages: read } = await draftOf(bytes);
        pages += read;
        const tally = byLayout.get(document.layout) ?? emptyTally();
        byLayout.set(document.layout, tally);
        score(tally, document.truth, drafted);
        score(all, document.truth, drafted);
      }
      return { byLayout, all, pages, seconds: (performance.now() - started) / 1000 };
    };

    const typed = await measure(await generateRecordSets(TYPED_SETS, 31), async (pdf) => pdf);
    console.log(
      `Typed records (text layer): ${TYPED_SETS} sets of 6 layouts, ${typed.pages} pages, read and drafted in ${typed.seconds.toFixed(1)} s.\n`,
    );
    console.log(header.join('\n'));
    for (const [layout, tally] of typed.byLayout) console.log(row(layout, tally));
    console.log(row('**all typed**', typed.all));

    const scannedDocuments = await generateRecordSets(SCANNED_SETS, 97);
    const scanned = await measure(scannedDocuments, (pdf, index) => scanPdf(pdf, { seed: index + 1 }));
    console.log(
      `\nScanned records (150 dpi JPEG, speckled, turned up to 0.8°, read by OCR): ${SCANNED_SETS} sets, ${scanned.pages} pages, scanned, read and drafted in ${scanned.seconds.toFixed(0)} s.\n`,
    );
    console.log(header.join('\n'));
    for (const [layout, tally] of scanned.byLayout) console.log(row(layout, tally));
    console.log(row('**all scanned**', scanned.all));
    console.log(
      '\nPrecision: drafted lines that match a known line (same date of service, provider within 15% edit distance). Recall: known lines drafted. ' +
        'ICD-10 / CPT exact: matched lines whose codes are exactly the known set. Amount exact: billed amount equal to the cent (no amount where the record has none counts as exact). ' +
        'Codes found: known ICD-10 and CPT codes present on their matched line.',
    );
  } finally {
    await extractor.close();
  }
}

await main();
