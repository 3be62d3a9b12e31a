/** Noon of the 1st of a 'YYYY-MM' month: a date the formatters show as that month in any time zone. */
export const monthDate = (month: string) => `${month}-01T12:00:00+06:00`;

/** `progress-reports-YYYY-MM-DD.xlsx`, the day of the download. */
export const reportFileName = (now: Date) => `progress-reports-${now.toISOString().slice(0, 10)}.xlsx`;
