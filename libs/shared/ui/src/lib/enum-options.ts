/**
 * The options of fixed values (a const object of the contract, or a list), each named `<prefix>.<value>` in the
 * catalogue: `optionsOf(ASSESSMENT_AREA, 'assessments.area')` → `{ value: 1, labelId: 'assessments.area.1' }`, …
 * — what `FormSelect` takes as `options`.
 */
export function optionsOf<V extends string | number>(
  values: Readonly<Record<string, V>> | readonly V[],
  prefix: string,
): { value: V; labelId: string }[] {
  const list: readonly V[] = Array.isArray(values) ? values : Object.values(values);
  return list.map((value) => ({ value, labelId: `${prefix}.${value}` }));
}
