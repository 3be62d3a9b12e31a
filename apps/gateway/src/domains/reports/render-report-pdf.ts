import {
  REPORT_COLUMNS,
  type ReportCell,
  type ReportColumn,
  type ReportPdfLanguage,
  type ReportRow,
  type ReportTitle,
} from '@platform/contract';
import { formatDate, formatNumber } from '@platform/i18n';
import { type CatalogueLocale, translate } from '@platform/i18n/catalogue';
import type { ReportRequest } from './filters';
import { renderTablePdf } from './table-pdf';

/*
 * A report as a PDF (ADR 0101): its kind as the title, the range and each filter as facts, and its rows as a table —
 * labels, dates and digits in the chosen language (Bengali digits in bn), names in the language when they have it.
 */

const LOCALE: Record<ReportPdfLanguage, CatalogueLocale> = { en: 'en-US', bn: 'bn-BD' };

/** Column widths: names and titles wide, dates, counts and codes narrow. */
const WEIGHT: Record<ReportColumn['type'], number> = { title: 3, text: 2.5, enum: 2, date: 1.6, number: 1 };

const isTitle = (cell: ReportCell): cell is ReportTitle => typeof cell === 'object' && cell !== null;

export function cellText(column: ReportColumn, cell: ReportCell, lang: ReportPdfLanguage): string {
  const locale = LOCALE[lang];
  if (cell === null || cell === '') return '—';
  if (isTitle(cell)) return (lang === 'en' && cell.title_en) || cell.title;
  if (column.type === 'number' && typeof cell === 'number') return formatNumber(cell, locale);
  if (column.type === 'date') return formatDate(String(cell), locale);
  if (column.type === 'enum') return translate(locale, `${column.labelPrefix}.${cell}`);
  return String(cell);
}

export function renderReportPdf(
  request: ReportRequest,
  rows: readonly ReportRow[],
  lang: ReportPdfLanguage,
  titles: Map<string, { title: string | null; title_en: string | null }>,
): Promise<Buffer> {
  const locale = LOCALE[lang];
  const t = (id: string, values?: Record<string, string>) => translate(locale, id, values);
  const columns = REPORT_COLUMNS[request.kind];
  const facts: [string, string][] = [
    [
      t('reports.pdf.range'),
      t('reports.pdf.range_value', {
        from: formatDate(request.from, locale),
        to: formatDate(request.to, locale),
      }),
    ],
  ];
  for (const [name, value] of Object.entries(request.filters)) {
    const named = titles.get(name);
    let text = String(value);
    if (named) text = (lang === 'en' && named.title_en) || named.title || text;
    else if (name === 'gender') text = t(`registration.gender.${value}`);
    else if (name === 'status') text = t(`course_trainees.status.${value}`);
    facts.push([t(`reports.filter.${name}`), text]);
  }
  facts.push([t('reports.pdf.rows'), formatNumber(rows.length, locale)]);
  return renderTablePdf({
    lang,
    title: t(`reports.kind.${request.kind}`),
    facts,
    columns: columns.map((c) => ({
      header: t(`reports.col.${c.key}`),
      weight: WEIGHT[c.type],
      align: c.type === 'number' ? 'right' : 'left',
    })),
    rows: rows.map((row) => columns.map((c) => cellText(c, row[c.key] ?? null, lang))),
    emptyText: t('reports.empty'),
  });
}
