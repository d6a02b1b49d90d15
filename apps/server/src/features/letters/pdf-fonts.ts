// The Unicode fonts every generated PDF embeds, read from node_modules at run time: Noto Sans (Latin incl. Vietnamese and Polish,
// Cyrillic, Greek), Noto Sans Hebrew and Noto Sans Hans (Chinese), each regular and bold; text split into runs by the font
// that draws it, Hebrew runs put in visual order, and text no font can draw found before anything is drawn.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openSync, type Font } from 'fontkit';
import { AppError } from '../../http/errors.js';

export type FontScript = 'latin' | 'hebrew' | 'cjk';
export type FontWeight = 'regular' | 'bold';

/** In the order a character is looked up: the first font that has its glyph draws it. */
const SCRIPTS: readonly FontScript[] = ['latin', 'hebrew', 'cjk'];

const FILES: Record<FontScript, { entry: string; regular: string; bold: string }> = {
  latin: { entry: '@embedpdf/fonts-latin', regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  hebrew: { entry: '@embedpdf/fonts-hebrew', regular: 'NotoSansHebrew-Regular.ttf', bold: 'NotoSansHebrew-Bold.ttf' },
  cjk: { entry: '@embedpdf/fonts-sc', regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' },
};

/** The name a font is registered under in every document. */
export function fontName(script: FontScript, weight: FontWeight): string {
  return `${script}-${weight}`;
}

/** The font file's path: the package's entry point is in dist/, its fonts in fonts/ beside it. */
export function fontPath(script: FontScript, weight: FontWeight): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve(FILES[script].entry)), '..', 'fonts', FILES[script][weight]);
}

// Per thread (the main one or a worker), each font file is read and parsed once, the first time a document needs it, and
// shared by the documents drawn after: pdfkit subsets and lays out text per document, the parsed font itself is read-only.
const parsed = new Map<string, Font>();

function loadFont(script: FontScript, weight: FontWeight): Font {
  const name = fontName(script, weight);
  let font = parsed.get(name);
  if (!font) {
    const opened = openSync(fontPath(script, weight));
    font = 'fonts' in opened ? opened.fonts[0]! : opened;
    parsed.set(name, font);
  }
  return font;
}

/**
 * Registers the six fonts with a document under fontName(script, weight). pdfkit embeds only the
 * glyphs a document draws (a subset), so a document without Chinese carries nothing of the Chinese
 * font. Safe on any thread: what it needs, it loads on that thread.
 */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const script of SCRIPTS) {
    for (const weight of ['regular', 'bold'] as const) {
      // pdfkit also takes an opened fontkit font (its PDFFontFactory.open), which @types/pdfkit does not list.
      doc.registerFont(fontName(script, weight), loadFont(script, weight) as unknown as PDFKit.Mixins.PDFFontSource);
    }
  }
}

function coverageFont(script: FontScript): Font {
  return loadFont(script, 'regular');
}

/** Characters that take the direction of the text around them rather than their own. */
const NEUTRAL = /^[\p{Z}\p{P}\p{S}\s]$/u;
/** Marks and joiners that are drawn with the character before them, not looked up alone. */
const ATTACHED = /^(?:\p{M}|\u200c|\u200d)$/u;

function scriptOf(character: string): FontScript | null {
  const codePoint = character.codePointAt(0)!;
  return SCRIPTS.find((script) => coverageFont(script).hasGlyphForCodePoint(codePoint)) ?? null;
}

/** The characters of `text` that none of the fonts can draw (whitespace and line breaks aside), each once. */
export function findUnprintable(text: string): string[] {
  const missing = new Set<string>();
  for (const character of text) {
    if (/\s/u.test(character)) continue;
    if (scriptOf(character) === null) missing.add(character);
  }
  return [...missing];
}

export type TextRun = { script: FontScript; text: string };

/**
 * `text` cut into runs each drawn with one font, in the order they are drawn. A neutral character
 * (space, punctuation) joins the run around it when the strong characters on both sides share a
 * font, otherwise the Latin font's run; a Hebrew run (a paragraph of left-to-right text holding
 * right-to-left words, as the Unicode bidi algorithm lays it out) is reversed into visual order,
 * keeping each letter's marks with it. pdfkit itself has no bidi support, so a Hebrew run that
 * wraps across lines keeps its visual order within the run, not line by line.
 */
export function splitRuns(text: string): TextRun[] {
  const characters = [...text];
  const scripts = characters.map((character) => scriptOf(character));
  const runs: TextRun[] = [];
  characters.forEach((character, index) => {
    const neutral = NEUTRAL.test(character) && coverageFont('latin').hasGlyphForCodePoint(character.codePointAt(0)!);
    // A mark stays with its letter; a neutral the Latin font has is drawn with it; else the first font that has the character.
    const script = ATTACHED.test(character) && runs.length > 0 ? runs.at(-1)!.script : neutral ? 'latin' : (scripts[index] ?? 'latin');
    const last = runs.at(-1);
    if (last && last.script === script) last.text += character;
    else runs.push({ script, text: character });
  });
  return toVisualOrder(runs);
}

/**
 * Runs of right-to-left words (Hebrew) and the spaces or punctuation between them, in the order the
 * line shows them: that sequence's runs reversed. Each Hebrew run is one word (the neutrals between
 * words are runs of their own), and fontkit draws a right-to-left word's letters right to left.
 */
function toVisualOrder(runs: TextRun[]): TextRun[] {
  const ordered: TextRun[] = [];
  let index = 0;
  while (index < runs.length) {
    if (runs[index]!.script !== 'hebrew') {
      ordered.push(runs[index++]!);
      continue;
    }
    let end = index;
    // The sequence goes on over neutral runs followed by another Hebrew word.
    while (end + 2 < runs.length && isNeutral(runs[end + 1]!.text) && runs[end + 2]!.script === 'hebrew') end += 2;
    ordered.push(...runs.slice(index, end + 1).reverse());
    index = end + 1;
  }
  return ordered;
}

function isNeutral(text: string): boolean {
  return [...text].every((character) => NEUTRAL.test(character));
}

/** A field of a document, its label as the message names it, and its text. */
export type PrintableField = { label: string; text: string | null | undefined };

/** Refuses, before anything is drawn, a document with text its fonts cannot draw: a 422 naming the field and the characters. */
export function assertPrintable(fields: Iterable<PrintableField>): void {
  for (const field of fields) {
    if (!field.text) continue;
    const missing = findUnprintable(field.text);
    if (missing.length === 0) continue;
    const listed = missing
      .map((character) => `"${character}" (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`)
      .join(', ');
    throw new AppError(
      422,
      'UNPRINTABLE_TEXT',
      `The ${field.label} has characters the document's fonts cannot print: ${listed}. ` +
        'Documents print Latin (including Vietnamese and Polish), Cyrillic, Greek, Hebrew and Chinese text; change the text and try again.',
    );
  }
}

export type TextStyle = { size: number; weight?: FontWeight };
type TextOptions = PDFKit.Mixins.TextOptions;

/** Sets the Latin font of `style` (for what is drawn or measured next without drawText). */
export function useFont(doc: PDFKit.PDFDocument, style: TextStyle): PDFKit.PDFDocument {
  return doc.font(fontName('latin', style.weight ?? 'regular')).fontSize(style.size);
}

/**
 * doc.text with the fonts the text needs: at (x, y) when given, else where the text before ended;
 * runs of one font are drawn one after the other as pdfkit's continued text, so they wrap as one
 * paragraph. Leaves the Latin font of `style` set.
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  at: { x: number; y: number } | null,
  options: TextOptions = {},
): PDFKit.PDFDocument {
  const runs = splitRuns(text);
  if (runs.length === 0) runs.push({ script: 'latin', text: '' });
  const weight = style.weight ?? 'regular';
  // Every run on the Latin font's baseline (pdfkit puts each font's own ascent below the line's top).
  const latin = coverageFont('latin');
  const baseline = { baseline: -(latin.ascent / latin.unitsPerEm) * style.size };
  runs.forEach((run, index) => {
    doc.font(fontName(run.script, weight)).fontSize(style.size);
    // Left unless told otherwise: pdfkit carries the last text's alignment over to the next text it draws.
    const runOptions = { align: 'left' as const, ...options, ...baseline, ...(index === runs.length - 1 ? {} : { continued: true }) };
    if (index === 0 && at) doc.text(run.text, at.x, at.y, runOptions);
    else doc.text(run.text, runOptions);
  });
  return useFont(doc, style);
}

/**
 * The height `text` takes when drawn with drawText: pdfkit's own measure for text of one font; for
 * text of several, its lines estimated from the runs' widths, with the tallest line of their fonts.
 */
export function textHeight(doc: PDFKit.PDFDocument, text: string, style: TextStyle, options: TextOptions = {}): number {
  const runs = splitRuns(text);
  const weight = style.weight ?? 'regular';
  if (runs.length <= 1) return useFont(doc, style).heightOfString(text, options);
  let lineHeight = 0;
  let lines = 0;
  let width = 0;
  for (const run of runs) {
    doc.font(fontName(run.script, weight)).fontSize(style.size);
    lineHeight = Math.max(lineHeight, doc.currentLineHeight(true) + (options.lineGap ?? 0));
    const parts = run.text.split('\n');
    parts.forEach((part, index) => {
      if (index > 0) {
        lines += options.width ? Math.max(1, Math.ceil(width / options.width)) : 1;
        width = 0;
      }
      width += doc.widthOfString(part, options);
    });
  }
  lines += options.width ? Math.max(1, Math.ceil(width / options.width)) : 1;
  useFont(doc, style);
  return lines * lineHeight;
}
