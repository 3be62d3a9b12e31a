import PDFDocument from 'pdfkit';
import type { CvDocument, CvEntry, CvFact, CvSection, CvTheme } from '@platform/cv';
import { type FontWeight, fontFiles, fontName, subsetRanges } from './fonts';
import { splitRuns } from './script-runs';
import { drawLine, measureLine } from './text-runs';

/*
 * The one layout engine of every CV template: it walks the CV document top to bottom and asks the theme how to
 * draw each part. Text goes through `paragraph` / `line`, which split it into font runs (Bengali, Latin) so that
 * fontkit shapes each script with its own font's OpenType tables. pdfkit embeds only the glyphs used, with a
 * ToUnicode map, so the text of the PDF can be searched, copied and read aloud.
 */

export interface CvPdfOptions {
  theme: CvTheme;
  /** PNG or JPEG bytes of the profile photo. */
  photo?: Buffer | null;
  /** Footer text of every page besides the page number (e.g. where the public profile is). */
  footer?: string;
  /** Page x of n, in the CV's language. */
  pageLabel: (page: number, pages: number) => string;
}

interface TextStyle {
  size: number;
  weight?: FontWeight;
  color: string;
}

type Doc = PDFKit.PDFDocument;

export function renderCvPdf(cv: CvDocument, options: CvPdfOptions): Promise<Buffer> {
  const { theme } = options;
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margins: { top: theme.margin, bottom: theme.margin + 14, left: theme.margin, right: theme.margin },
    bufferPages: true,
    lang: cv.lang,
    displayTitle: true,
    info: {
      Title: cv.title,
      Author: cv.name,
      Subject: cv.title,
      Creator: 'Youth skills platform',
      Keywords: 'CV',
    },
  });
  for (const [name, bytes] of fontFiles()) doc.registerFont(name, bytes);
  const ranges = subsetRanges();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const right = left + width;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  /** Width of a single line of text in the given style. */
  const measure = (text: string, style: TextStyle): number => measureLine(doc, text, style);

  /** One line at (x, y), never wrapped; run by run, each in its font. */
  const line = (text: string, x: number, y: number, style: TextStyle): void =>
    drawLine(doc, text, x, y, style);

  /** Wrapped text from (x, current y) in a column of `w` points; pdfkit adds pages as the text needs them. */
  function paragraph(text: string, x: number, w: number, style: TextStyle): void {
    const runs = splitRuns(text, ranges);
    if (!runs.length) return;
    doc.fillColor(style.color);
    runs.forEach((run, i) => {
      doc.font(fontName(run.subset, style.weight ?? 400)).fontSize(style.size);
      const options = { width: w, lineGap: theme.lineGap, continued: i < runs.length - 1 };
      if (i === 0) doc.text(run.text, x, doc.y, options);
      else doc.text(run.text, options);
    });
    doc.x = left;
  }

  /** A new page when less than `needed` points are left on this one. */
  function room(needed: number): void {
    if (doc.y + needed > bottom()) {
      doc.addPage();
      doc.y = doc.page.margins.top;
    }
  }

  function drawPhoto(x: number, y: number, size: number): boolean {
    if (!options.photo) return false;
    try {
      doc.save();
      if (theme.photo === 'circle') doc.circle(x + size / 2, y + size / 2, size / 2).clip();
      else doc.rect(x, y, size, size).clip();
      doc.image(options.photo, x, y, { cover: [size, size], align: 'center', valign: 'center' });
      doc.restore();
      return true;
    } catch {
      // an image pdfkit cannot read leaves the CV without a photo rather than without a CV
      doc.restore();
      return false;
    }
  }

  const s = theme.size;
  const c = theme.color;
  const lineHeight = (size: number) => size * 1.5;

  function header(): void {
    const photoSize = 72;
    const top = theme.margin;
    if (theme.header === 'banner') {
      const height = Math.max(
        photoSize + 28,
        40 +
          lineHeight(s.name) +
          (cv.altName ? lineHeight(s.altName) : 0) +
          lineHeight(s.small) * Math.min(1, cv.contact.length),
      );
      doc
        .save()
        .rect(0, 0, doc.page.width, height + top / 2)
        .fill(c.accent)
        .restore();
      const hasPhoto = drawPhoto(right - photoSize, top / 2 + 14, photoSize);
      let y = top / 2 + 16;
      line(cv.name, left, y, { size: s.name, weight: 700, color: c.headerText });
      y += lineHeight(s.name);
      if (cv.altName) {
        line(cv.altName, left, y, { size: s.altName, color: c.headerText });
        y += lineHeight(s.altName);
      }
      if (cv.contact.length)
        line(cv.contact.join('   ·   '), left, y + 4, { size: s.small, color: c.headerText });
      doc.y = Math.max(height + top / 2, hasPhoto ? top / 2 + 14 + photoSize : 0) + 18;
      return;
    }
    if (theme.header === 'side') {
      const hasPhoto = drawPhoto(right - photoSize, top, photoSize);
      let y = top;
      line(cv.name, left, y, { size: s.name, weight: 700, color: c.accent });
      y += lineHeight(s.name);
      if (cv.altName) {
        line(cv.altName, left, y, { size: s.altName, color: c.muted });
        y += lineHeight(s.altName);
      }
      for (const item of cv.contact) {
        line(item, left, y, { size: s.small, color: c.text });
        y += lineHeight(s.small);
      }
      y = Math.max(y, hasPhoto ? top + photoSize : 0) + 8;
      doc.save().moveTo(left, y).lineTo(right, y).lineWidth(2).strokeColor(c.accent).stroke().restore();
      doc.y = y + 14;
      return;
    }
    // centered
    const hasPhoto = drawPhoto(left, top, photoSize);
    let y = top + (hasPhoto ? 6 : 0);
    const centred = (text: string, style: TextStyle) => {
      line(text, left + (width - measure(text, style)) / 2, y, style);
      y += lineHeight(style.size);
    };
    centred(cv.name, { size: s.name, weight: 700, color: c.headerText });
    if (cv.altName) centred(cv.altName, { size: s.altName, color: c.muted });
    if (cv.contact.length) centred(cv.contact.join('   |   '), { size: s.small, color: c.text });
    y = Math.max(y, hasPhoto ? top + photoSize : 0) + 6;
    doc.save().moveTo(left, y).lineTo(right, y).lineWidth(1).strokeColor(c.text).stroke().restore();
    doc.y = y + 14;
  }

  function heading(title: string): void {
    room(lineHeight(s.heading) + 40);
    const y = doc.y;
    const style: TextStyle = { size: s.heading, weight: 700, color: c.accent };
    if (theme.heading === 'bar') {
      doc
        .save()
        .rect(left, y + 3, 4, s.heading + 2)
        .fill(c.accent)
        .restore();
      line(title, left + 10, y, style);
      doc.y = y + lineHeight(s.heading) + 4;
    } else if (theme.heading === 'band') {
      doc
        .save()
        .rect(left, y - 2, width, lineHeight(s.heading) + 2)
        .fill(c.chipFill)
        .restore();
      line(title, left + 6, y, { ...style, color: c.chipText });
      doc.y = y + lineHeight(s.heading) + 6;
    } else {
      line(title, left, y, style);
      const under = y + lineHeight(s.heading);
      doc
        .save()
        .moveTo(left, under)
        .lineTo(right, under)
        .lineWidth(0.6)
        .strokeColor(c.muted)
        .stroke()
        .restore();
      doc.y = under + 6;
    }
  }

  function entry(item: CvEntry): void {
    room(lineHeight(s.title) + lineHeight(s.body) * 2);
    const y = doc.y;
    const meta = item.meta ?? '';
    const metaStyle: TextStyle = { size: s.small, color: c.muted };
    const metaWidth = meta ? measure(meta, metaStyle) : 0;
    if (meta) line(meta, right - metaWidth, y + 1, metaStyle);
    doc.y = y;
    paragraph(item.title, left, width - metaWidth - (meta ? 12 : 0), {
      size: s.title,
      weight: 700,
      color: c.text,
    });
    if (item.subtitle) paragraph(item.subtitle, left, width, { size: s.body, color: c.muted });
    for (const text of item.lines) paragraph(text, left, width, { size: s.body, color: c.text });
    doc.y += theme.gap.entry;
  }

  function chips(items: string[]): void {
    if (theme.chips === 'inline') {
      paragraph(items.join('  ·  '), left, width, { size: s.body, color: c.text });
      return;
    }
    const style: TextStyle = { size: s.small, color: c.chipText };
    const pad = 6;
    const h = lineHeight(s.small) + 2;
    let x = left;
    room(h + 4);
    let y = doc.y;
    for (const item of items) {
      const w = Math.min(measure(item, style) + pad * 2, width);
      if (x + w > right) {
        x = left;
        y += h + 5;
        if (y + h > bottom()) {
          doc.addPage();
          y = doc.page.margins.top;
        }
      }
      doc
        .save()
        .roundedRect(x, y, w, h, h / 2)
        .fill(c.chipFill)
        .restore();
      line(item, x + pad, y + 1.5, style);
      x += w + 5;
    }
    doc.y = y + h + 4;
  }

  function facts(list: CvFact[]): void {
    const labelStyle: TextStyle = { size: s.body, weight: 700, color: c.muted };
    const column = Math.min(150, Math.max(...list.map((f) => measure(f.label, labelStyle))) + 14);
    for (const fact of list) {
      room(lineHeight(s.body));
      const y = doc.y;
      paragraph(fact.label, left, column - 10, labelStyle);
      const afterLabel = doc.y;
      doc.y = y;
      paragraph(fact.value, left + column, width - column, { size: s.body, color: c.text });
      doc.y = Math.max(doc.y, afterLabel) + 1;
    }
  }

  function section(part: CvSection): void {
    heading(part.title);
    if (part.text) paragraph(part.text, left, width, { size: s.body, color: c.text });
    for (const item of part.entries ?? []) entry(item);
    if (part.chips?.length) chips(part.chips);
    if (part.facts?.length) facts(part.facts);
    doc.y += theme.gap.section;
  }

  header();
  // the associations' approvals (ADR 0104, 0110) under the name, as the web CV shows its badges above the CV
  if (cv.approvals?.length) {
    chips(cv.approvals);
    doc.y += theme.gap.section;
  }
  for (const part of cv.sections) section(part);

  // footers last, when the number of pages is known; the bottom margin is lifted so pdfkit adds no page for them
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - theme.margin + 4;
    const style: TextStyle = { size: s.small - 1, color: c.muted };
    const label = options.pageLabel(i - start + 1, count);
    line(label, right - measure(label, style), y, style);
    if (options.footer) line(options.footer, left, y, style);
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
