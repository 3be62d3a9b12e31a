/** One problem of an import, from the gateway's 422 `errors` (`<spreadsheet row>.<field>` → message ids). */
export interface ImportProblem {
  row: number | null;
  field: string | null;
  messages: string[];
}

/** Reads the import's 422 field errors into a table, by row then field; keys that name no row come first. */
export function importProblems(fieldErrors: Record<string, string[]>): ImportProblem[] {
  return Object.entries(fieldErrors)
    .map(([key, messages]) => {
      const match = /^(\d+)\.(.+)$/.exec(key);
      return match
        ? { row: Number(match[1]), field: match[2] ?? null, messages }
        : { row: null, field: key === '' ? null : key, messages };
    })
    .sort((a, b) => (a.row ?? 0) - (b.row ?? 0) || String(a.field).localeCompare(String(b.field)));
}
