import { cmsEndpoints } from '@platform/contract';
import { bilingualTitle, defineResource, rowStatusField } from '../define';

/**
 * Quotation sliders (spec §7 quotation-sliders, with swap and status): a quotation in both languages and who said it,
 * in display order; the youth home shows the active ones (`GET /public/quotation-sliders`).
 */
export const quotationSliders = defineResource({
  name: 'quotation_sliders',
  permissionKey: 'quotation_slider',
  segment: 'quotation-sliders',
  table: 'quotation_sliders',
  menuGroup: 'cms',
  fields: [
    ...bilingualTitle({ unique: false, max: 1000 }),
    { name: 'author', kind: 'text', max: 300, list: true, search: true },
    { name: 'author_en', kind: 'text', max: 300, search: true },
    { name: 'display_order', kind: 'number', integer: true, min: 0, max: 9999, list: true, sort: true },
    rowStatusField,
  ],
  defaultSort: { field: 'display_order', direction: 'asc' },
  swap: cmsEndpoints.swapQuotationSlider,
});

/** Events: title, dates (the end on or after the start) and venue in both languages (`GET /public/events`). */
export const events = defineResource({
  name: 'events',
  permissionKey: 'event',
  segment: 'events',
  table: 'events',
  menuGroup: 'cms',
  fields: [
    ...bilingualTitle({ unique: false }),
    { name: 'starts_on', kind: 'date', required: true, list: true, sort: true },
    { name: 'ends_on', kind: 'date', list: true, sort: true, notBefore: 'starts_on' },
    { name: 'venue', kind: 'text', max: 300, list: true, search: true },
    { name: 'venue_en', kind: 'text', max: 300, search: true },
    { name: 'details', kind: 'multiline', max: 5000 },
    { name: 'details_en', kind: 'multiline', max: 5000 },
    rowStatusField,
  ],
  defaultSort: { field: 'starts_on', direction: 'desc' },
});

/** Recent activities: what the programme did lately, with a picture and its date (`GET /public/recent-activities`). */
export const recentActivities = defineResource({
  name: 'recent_activities',
  permissionKey: 'recent_activity',
  segment: 'recent-activities',
  table: 'recent_activities',
  menuGroup: 'cms',
  fields: [
    ...bilingualTitle({ unique: false }),
    { name: 'activity_on', kind: 'date', required: true, list: true, sort: true },
    { name: 'image', kind: 'image' },
    { name: 'details', kind: 'multiline', max: 5000 },
    { name: 'details_en', kind: 'multiline', max: 5000 },
    rowStatusField,
  ],
  defaultSort: { field: 'activity_on', direction: 'desc' },
});

/**
 * Visitor feedback: the messages of the youth portal's public contact form (`POST /public/contact`, rate-limited),
 * which admins list and read here; one taken by telephone can be recorded too.
 */
export const visitorFeedbacks = defineResource({
  name: 'visitor_feedbacks',
  permissionKey: 'visitor_feedback',
  segment: 'visitor-feedbacks',
  table: 'contact_messages',
  menuGroup: 'cms',
  titleField: 'subject',
  fields: [
    { name: 'subject', kind: 'text', max: 200, required: true, list: true, search: true },
    { name: 'name', kind: 'text', max: 100, required: true, list: true, search: true },
    { name: 'email', kind: 'text', format: 'email', max: 254, required: true, list: true, search: true },
    { name: 'mobile', kind: 'text', format: 'mobile' },
    { name: 'message', kind: 'multiline', max: 2000, required: true },
    { name: 'created_at', kind: 'date', readOnly: true, list: true, sort: true },
    rowStatusField,
  ],
  defaultSort: { field: 'created_at', direction: 'desc' },
});
