import PDFDocument from 'pdfkit';
import {
  PROGRESS_REPORT_SECTIONS,
  type ProgressReport,
  type ProgressReportPdfLanguage,
} from '@platform/contract';
import { formatMonthYear, formatNumber } from '@platform/i18n';
import { type CatalogueLocale, translate } from '@platform/i18n/catalogue';
import { fontFiles } from '../cv/fonts';
import { drawLine, type LineStyle, measureLine } from '../cv/text-runs';

/*
 * One progress report as an A4 PDF (ADR 0093): its type as the title, then institute, centre, month and status,
 * then every figure of its type by section, label left and value right — labels, month and digits in the chosen
 * language, names as entered (Bengali names shaped by the Bengali font: cv/text-runs.ts).
 */

const LOCALE: Record<ProgressReportPdfLanguage, CatalogueLocale> = { en: 'en-US', bn: 'bn-BD' };
const MARGIN = 48;
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#d0d0d0';

export function renderProgressReportPdf(
  report: ProgressReport,
  lang: ProgressReportPdfLanguage,
): Promise<Buffer> {
  const locale = LOCALE[lang];
  const t = (id: string, values?: Record<string, string>) => translate(locale, id, values);
  const month = formatMonthYear(`${report.reporting_month}-01`, locale);
  const name = (title: string, titleEn: string | null) => (lang === 'en' && titleEn ? titleEn : title);
  const title = t(`progress_reports.type.${report.report_type}`);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    lang,
    displayTitle: true,
    info: { Title: `${title} ${month}`, Creator: 'Youth skills platform' },
  });
  for (const [font, bytes] of fontFiles()) doc.registerFont(font, bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  let y = MARGIN;
  const room = (needed: number) => {
    if (y + needed <= doc.page.height - MARGIN) return;
    doc.addPage();
    y = MARGIN;
  };
  /** A label at the left and its value at the right edge, on one line. */
  const row = (label: string, value: string, style: LineStyle) => {
    room(style.size + 8);
    drawLine(doc, label, left, y, { ...style, color: MUTED });
    drawLine(doc, value, right - measureLine(doc, value, style), y, style);
    y += style.size + 8;
  };

  drawLine(doc, title, left, y, { size: 20, weight: 700, color: INK });
  y += 34;
  const facts: [string, string][] = [
    [t('progress_reports.field.institute'), name(report.institute_title, report.institute_title_en)],
    [
      t('progress_reports.field.training_center_id'),
      name(report.training_center_title, report.training_center_title_en),
    ],
    [t('progress_reports.field.reporting_month'), month],
    [t('progress_reports.detail.status'), t(`progress_reports.status.${report.status}`)],
  ];
  for (const [label, value] of facts) row(label, value, { size: 11, color: INK });

  for (const section of PROGRESS_REPORT_SECTIONS[report.report_type]) {
    y += 12;
    room(60);
    drawLine(doc, t(`progress_reports.section.${section.id}`), left, y, {
      size: 14,
      weight: 700,
      color: INK,
    });
    y += 20;
    doc
      .moveTo(left, y - 4)
      .lineTo(right, y - 4)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    for (const figure of [...section.inputs, ...section.totals]) {
      const value = report.figures[figure] ?? 0;
      // money in whole Taka: the label says so ("(Tk)"), as on the report page
      row(t(`progress_reports.field.${figure}`), formatNumber(value, locale), {
        size: 11,
        weight: section.totals.includes(figure) ? 700 : 400,
        color: INK,
      });
    }
  }
  doc.end();
  return done;
}
