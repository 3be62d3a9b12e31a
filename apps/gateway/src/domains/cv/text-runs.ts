import { type FontWeight, fontName, subsetRanges } from './fonts';
import { splitRuns } from './script-runs';

/*
 * One line of mixed Bengali and Latin text in a pdfkit document, drawn and measured run by run, each run in its
 * subset's font (script-runs.ts) so fontkit shapes each script with its own tables. Shared by the CV and the
 * progress reports' PDF; the documents register the fonts of fonts.ts first.
 */

export interface LineStyle {
  size: number;
  weight?: FontWeight;
  color: string;
}

type Doc = PDFKit.PDFDocument;

/** Width of a single line of text in the given style. */
export function measureLine(doc: Doc, text: string, style: LineStyle): number {
  let w = 0;
  for (const run of splitRuns(text, subsetRanges()))
    w += doc
      .font(fontName(run.subset, style.weight ?? 400))
      .fontSize(style.size)
      .widthOfString(run.text);
  return w;
}

/** One line at (x, y), never wrapped; run by run, each in its font. */
export function drawLine(doc: Doc, text: string, x: number, y: number, style: LineStyle): void {
  let at = x;
  doc.fillColor(style.color);
  for (const run of splitRuns(text, subsetRanges())) {
    doc.font(fontName(run.subset, style.weight ?? 400)).fontSize(style.size);
    doc.text(run.text, at, y, { lineBreak: false });
    at += doc.widthOfString(run.text);
  }
}
