/** Numbers rows 1…n in the order given (the fixed ids of the reference lists). */
export const numbered = <T extends Record<string, string | number | boolean | null>>(
  rows: T[],
): (T & { id: number })[] => rows.map((row, i) => ({ id: i + 1, ...row }));
