import type { ResourceEntry } from './resource-index';
import type { ResourceDef } from './types';

/** The index entry of a definition at hand (a test's, another portal's resource): `load` answers it as it is. */
export function resourceEntry(def: ResourceDef): ResourceEntry {
  return {
    name: def.name,
    segment: def.segment,
    permissionKey: def.permissionKey,
    menuGroup: def.menuGroup,
    titleId: `resources.${def.name}.title`,
    groupId: `resources.groups.${def.menuGroup}`,
    load: () => Promise.resolve(def),
  };
}
