import { LOGO_DOCK_PLACE } from '@platform/contract';
import { bilingualTitle, defineResource, enumOptions, rowStatusField } from '../define';
import type { FieldDef } from '../types';

/** A logo that links somewhere, in the order the page shows them (partners and logo docks). */
const linkedLogoFields: readonly FieldDef[] = [
  { name: 'logo', kind: 'image', required: true },
  { name: 'link', kind: 'text', max: 2048, format: 'url' },
  { name: 'display_order', kind: 'number', integer: true, min: 0, max: 9999, list: true, sort: true },
];

/** The platform's partners, shown with their logos on the youth home (`GET /public/partners`). */
export const partners = defineResource({
  name: 'partners',
  permissionKey: 'partner',
  segment: 'partners',
  table: 'partners',
  menuGroup: 'cms',
  fields: [...bilingualTitle({ unique: false }), ...linkedLogoFields, rowStatusField],
  defaultSort: { field: 'display_order', direction: 'asc' },
});

/** Logo docks (spec settings: logo dock, appears in header or footer), read from `GET /public/logo-docks`. */
export const logoDocks = defineResource({
  name: 'logo_docks',
  permissionKey: 'logo_dock',
  segment: 'logo-docks',
  table: 'logo_docks',
  menuGroup: 'cms',
  fields: [
    {
      name: 'appears_in',
      kind: 'enum',
      options: enumOptions('logo_dock_place', LOGO_DOCK_PLACE),
      required: true,
      list: true,
      filter: true,
    },
    ...bilingualTitle({ unique: false }),
    ...linkedLogoFields,
    rowStatusField,
  ],
  defaultSort: { field: 'display_order', direction: 'asc' },
});
