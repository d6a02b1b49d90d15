// Reads a PDF back for tests: its pages and their text lines (pdfjs-dist's legacy build, which runs on Node 20).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfText = { pages: number; title: string | null; lines: string[]; text: string };

/** Text items of each page grouped into lines by their baseline, top to bottom; items on a line joined by a space. */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    isEvalSupported: false,
  }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const rows = new Map<number, Array<{ x: number; text: string }>>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      const row = rows.get(y) ?? [];
      row.push({ x: item.transform[4] as number, text: item.str.trim() });
      rows.set(y, row);
    }
    for (const [, row] of [...rows].sort(([a], [b]) => b - a))
      lines.push(
        row
          .sort((a, b) => a.x - b.x)
          .map((cell) => cell.text)
          .join(' '),
      );
  }
  const metadata = await pdf.getMetadata();
  const info = metadata.info as { Title?: string };
  await pdf.destroy();
  return { pages: pdf.numPages, title: info.Title ?? null, lines, text: lines.join('\n') };
}
