import PDFDocument from 'pdfkit';
import { encode } from 'uqr';
import type { CertificateBox, CertificateLayout } from '@platform/contract';
import { fontFiles, fontName, subsetRanges } from '../cv/fonts';
import { splitRuns } from '../cv/script-runs';

/*
 * A certificate page drawn from its layout (the contract's `certificateLayout`, which the designer's preview draws
 * too) with the CV's PDF engine: pdfkit, Noto Sans Bengali shaped by fontkit run by run (cv/script-runs.ts), only the
 * glyphs used embedded with a ToUnicode map (the text can be searched and read aloud). The QR code is drawn as
 * vector squares (uqr), so it stays sharp at any zoom.
 */

export interface CertificatePdfOptions {
  /** PNG or JPEG bytes drawn over the whole page, or null. */
  background?: Buffer | null;
  /** PNG or JPEG bytes of the image elements' files, by file id (a missing one leaves its box empty). */
  images?: ReadonlyMap<string, Buffer>;
  title: string;
  author: string;
  lang: string;
  /** A stamp across the page in red (a revoked certificate's), or none. */
  stamp?: string;
}

type Doc = PDFKit.PDFDocument;

function drawText(doc: Doc, box: Extract<CertificateBox, { kind: 'text' }>): void {
  const runs = splitRuns(box.text, subsetRanges());
  if (!runs.length) return;
  const weight = box.bold ? 700 : 400;
  doc.fillColor('#1b1b1b');
  runs.forEach((run, i) => {
    doc.font(fontName(run.subset, weight)).fontSize(box.font_size);
    const options = {
      width: box.width,
      height: box.height,
      align: box.align,
      lineBreak: true,
      continued: i < runs.length - 1,
    };
    if (i === 0) doc.text(run.text, box.x, box.y, options);
    else doc.text(run.text, options);
  });
}

function drawQr(doc: Doc, box: Extract<CertificateBox, { kind: 'qr' }>): void {
  const qr = encode(box.url, { ecc: 'M', border: 1 });
  const unit = box.size / qr.size;
  doc.save();
  doc.rect(box.x, box.y, box.size, box.size).fill('#ffffff');
  for (const [y, row] of qr.data.entries())
    for (const [x, dark] of row.entries())
      if (dark) doc.rect(box.x + x * unit, box.y + y * unit, unit + 0.02, unit + 0.02);
  doc.fill('#000000');
  doc.restore();
}

/** A framed red line of text across the middle of the page, over everything drawn before it. */
function drawStamp(doc: Doc, text: string, layout: CertificateLayout): void {
  const width = layout.width - 120;
  const y = layout.height / 2 - 30;
  doc.save();
  doc.rect(60, y, width, 60).lineWidth(3).strokeColor('#b3261e').stroke();
  const runs = splitRuns(text, subsetRanges());
  doc.fillColor('#b3261e');
  runs.forEach((run, i) => {
    doc.font(fontName(run.subset, 700)).fontSize(24);
    const options = { width, align: 'center' as const, lineBreak: false, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run.text, 60, y + 16, options);
    else doc.text(run.text, options);
  });
  doc.restore();
}

export function renderCertificatePdf(
  layout: CertificateLayout,
  options: CertificatePdfOptions,
): Promise<Buffer> {
  const doc: Doc = new PDFDocument({
    size: 'A4',
    layout: layout.orientation,
    margin: 0,
    lang: options.lang,
    displayTitle: true,
    info: {
      Title: options.title,
      Author: options.author,
      Subject: options.title,
      Creator: 'Youth skills platform',
    },
  });
  for (const [name, bytes] of fontFiles()) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (options.background) {
    try {
      doc.image(options.background, 0, 0, { width: doc.page.width, height: doc.page.height });
    } catch {
      // an image pdfkit cannot read leaves the certificate without its background rather than without a certificate
    }
  }
  for (const box of layout.boxes) {
    if (box.kind === 'qr') drawQr(doc, box);
    else if (box.kind === 'image') {
      const bytes = box.file_id ? options.images?.get(box.file_id) : undefined;
      if (!bytes) continue;
      try {
        doc.image(bytes, box.x, box.y, { fit: [box.width, box.height], align: 'center', valign: 'center' });
      } catch {
        // an image pdfkit cannot read is left out rather than the certificate
      }
    } else drawText(doc, box);
  }
  if (options.stamp) drawStamp(doc, options.stamp, layout);
  doc.end();
  return done;
}
