import type { ResourceDef } from '@platform/resources';

/** Catalogue id of a resource's name (menu, page title, grid label). */
export function resourceTitleId(def: Pick<ResourceDef, 'name'>): string {
  return `resources.${def.name}.title`;
}

/** Catalogue id of an admin menu group. */
export function groupLabelId(group: string): string {
  return `resources.groups.${group}`;
}

/** The resource's own label id of a field (`resources.<name>.fields.<field>`). */
export function ownFieldLabelId(def: Pick<ResourceDef, 'name'>, field: string): string {
  return `resources.${def.name}.fields.${field}`;
}

/** The shared label id of a field many resources have (`resources.common.fields.<field>`: title, row_status …). */
export function commonFieldLabelId(field: string): string {
  return `resources.common.fields.${field}`;
}

/**
 * The label id of a field: the resource's own label when the catalogue has one, else the shared one. `has` tells
 * whether the catalogue holds an id (react-intl's `messages`, or the catalogue itself in tests).
 */
export function fieldLabelId(
  def: Pick<ResourceDef, 'name'>,
  field: string,
  has: (id: string) => boolean,
): string {
  const own = ownFieldLabelId(def, field);
  return has(own) ? own : commonFieldLabelId(field);
}
