/** The 1st of a 'YYYY-MM' month: a calendar date the formatters show as that month ('Jan 2026' / 'জানু ২০২৬'). */
export const monthDate = (month: string) => `${month}-01`;

/** `progress-reports-YYYY-MM-DD.xlsx`, the day of the download. */
export const reportFileName = (now: Date) => `progress-reports-${now.toISOString().slice(0, 10)}.xlsx`;
