// The little of fontkit (pdfkit's font engine, which ships no types) that the PDF fonts use: opening a font file and asking for a glyph.
declare module 'fontkit' {
  export type Font = {
    layout(text: string): unknown;
    hasGlyphForCodePoint(codePoint: number): boolean;
    readonly ascent: number;
    readonly unitsPerEm: number;
  };
  /** A font collection (.ttc) answers with a collection; the files opened here are single fonts. */
  export function openSync(path: string): Font | { fonts: Font[] };
}
