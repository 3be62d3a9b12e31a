import { bilingualTitle, defineResource, rowStatusField } from '../define';

/**
 * The youth home's sliders (banners): a public image, a title in both languages, an optional link, the order they
 * run in and an optional window of dates. The youth portal reads the live ones from `GET /public/sliders`.
 */
export const sliders = defineResource({
  name: 'sliders',
  permissionKey: 'slider',
  segment: 'sliders',
  table: 'sliders',
  menuGroup: 'cms',
  fields: [
    ...bilingualTitle({ unique: false }),
    { name: 'image', kind: 'image', required: true },
    { name: 'link', kind: 'text', max: 2048 },
    { name: 'display_order', kind: 'number', integer: true, min: 0, max: 9999, list: true, sort: true },
    { name: 'starts_on', kind: 'date', list: true, sort: true },
    { name: 'ends_on', kind: 'date', list: true, sort: true },
    rowStatusField,
  ],
  defaultSort: { field: 'display_order', direction: 'asc' },
});
