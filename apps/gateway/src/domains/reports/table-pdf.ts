import PDFDocument from 'pdfkit';
import { fontFiles } from '../cv/fonts';
import { drawLine, type LineStyle, measureLine } from '../cv/text-runs';

/*
 * THE table as a PDF (ADR 0101): a title, a block of facts (label: value), then a table whose header row is repeated
 * on every page — landscape A4, each cell one line cut with an ellipsis to its column (Bengali and Latin runs shaped
 * by cv/text-runs.ts), numbers at the right. Text comes translated; this module only lays it out. Any document that
 * is "a list of rows" (a report, an export) draws through it rather than with a second copy.
 */

export interface PdfTableColumn {
  header: string;
  /** Its share of the page's width (the shares of all columns are summed). */
  weight: number;
  align?: 'left' | 'right';
}

export interface PdfTable {
  /** `en` or `bn`: the document's language tag. */
  lang: string;
  title: string;
  facts: readonly (readonly [string, string])[];
  columns: readonly PdfTableColumn[];
  rows: readonly (readonly string[])[];
  /** Shown in place of the table when there is no row. */
  emptyText: string;
}

const MARGIN = 36;
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#c8c8c8';
const SHADE = '#f0f0f0';
const PAD = 4;
const CELL: LineStyle = { size: 9, color: INK };
const HEAD: LineStyle = { size: 9, weight: 700, color: INK };
const ROW_HEIGHT = 18;

/** `text` cut to `width` with an ellipsis (by halving, then one character at a time). */
function fitted(doc: PDFKit.PDFDocument, text: string, width: number, style: LineStyle): string {
  if (measureLine(doc, text, style) <= width) return text;
  const chars = [...text];
  let keep = chars.length;
  while (keep > 0 && measureLine(doc, `${chars.slice(0, keep).join('')}…`, style) > width)
    keep = keep > 40 ? Math.floor(keep / 2) + 20 : keep - 1;
  return `${chars.slice(0, keep).join('')}…`;
}

export function renderTablePdf(table: PdfTable): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    lang: table.lang,
    displayTitle: true,
    info: { Title: table.title, Creator: 'Youth skills platform' },
  });
  for (const [font, bytes] of fontFiles()) doc.registerFont(font, bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN;
  const total = table.columns.reduce((sum, c) => sum + c.weight, 0) || 1;
  const widths = table.columns.map((c) => (width * c.weight) / total);
  const xs = widths.map((_w, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  let y = MARGIN;

  drawLine(doc, table.title, left, y, { size: 16, weight: 700, color: INK });
  y += 26;
  for (const [label, value] of table.facts) {
    const labelText = `${label}: `;
    drawLine(doc, labelText, left, y, { size: 10, color: MUTED });
    drawLine(doc, value, left + measureLine(doc, labelText, { size: 10, color: MUTED }), y, {
      size: 10,
      color: INK,
    });
    y += 15;
  }
  y += 8;

  const line = (cells: readonly string[], style: LineStyle, shaded: boolean) => {
    if (shaded) doc.rect(left, y, width, ROW_HEIGHT).fillColor(SHADE).fill();
    cells.forEach((cell, i) => {
      const w = (widths[i] ?? 0) - 2 * PAD;
      const text = fitted(doc, cell, w, style);
      const x = xs[i] ?? left;
      const at = table.columns[i]?.align === 'right' ? x + PAD + w - measureLine(doc, text, style) : x + PAD;
      drawLine(doc, text, at, y + 4, style);
    });
    doc
      .moveTo(left, y + ROW_HEIGHT)
      .lineTo(left + width, y + ROW_HEIGHT)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    y += ROW_HEIGHT;
  };
  const header = () =>
    line(
      table.columns.map((c) => c.header),
      HEAD,
      true,
    );

  if (table.rows.length === 0) drawLine(doc, table.emptyText, left, y, { size: 11, color: MUTED });
  else {
    header();
    for (const row of table.rows) {
      if (y + ROW_HEIGHT > bottom) {
        doc.addPage();
        y = MARGIN;
        header();
      }
      line(row, CELL, false);
    }
  }
  doc.end();
  return done;
}
