import { NOTICE_TYPE } from '@platform/contract';
import { bilingualTitle, defineResource, enumOptions, rowStatusField } from '../define';

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
    { name: 'ends_on', kind: 'date', list: true, sort: true, notBefore: 'starts_on' },
    rowStatusField,
  ],
  defaultSort: { field: 'display_order', direction: 'asc' },
});

/** Notices and news (spec §4 notice type): bilingual title and text, an optional public attachment, a date to show from. */
export const notices = defineResource({
  name: 'notices',
  permissionKey: 'notice',
  segment: 'notices',
  table: 'notices',
  menuGroup: 'cms',
  fields: [
    {
      name: 'notice_type',
      kind: 'enum',
      options: enumOptions('notice_type', NOTICE_TYPE),
      required: true,
      list: true,
      filter: true,
    },
    ...bilingualTitle({ unique: false }),
    { name: 'details', kind: 'multiline', max: 10000, required: true },
    { name: 'details_en', kind: 'multiline', max: 10000 },
    { name: 'attachment', kind: 'file', public: true, types: ['application/pdf', 'image/png', 'image/jpeg'] },
    { name: 'published_on', kind: 'date', required: true, list: true, sort: true },
    rowStatusField,
  ],
  defaultSort: { field: 'published_on', direction: 'desc' },
});

/** Frequently asked questions: the question is the record's bilingual title, the answer plain text. */
export const faqs = defineResource({
  name: 'faqs',
  permissionKey: 'faq',
  segment: 'faqs',
  table: 'faqs',
  menuGroup: 'cms',
  fields: [
    ...bilingualTitle({ unique: false, max: 500 }),
    { name: 'answer', kind: 'multiline', max: 5000, required: true },
    { name: 'answer_en', kind: 'multiline', max: 5000 },
    { name: 'display_order', kind: 'number', integer: true, min: 0, max: 9999, list: true, sort: true },
    rowStatusField,
  ],
  defaultSort: { field: 'display_order', direction: 'asc' },
});
