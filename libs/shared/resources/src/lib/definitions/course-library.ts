import { COURSE_CONTENT_TYPE, COURSE_LEVEL } from '@platform/contract';
import { bilingualTitle, defineResource, enumOptions, rowStatusField, tenantField } from '../define';

/*
 * The content library (issue 15 item 3, `/existing-content` in the lms portal; spec admin menu "content library,
 * content category"; ADR 0091): contents an institute reuses across its courses, imported into a lesson by the
 * course-library domain (a copy: the lesson's content is the course's own from then on).
 */

/** The content types a library keeps: a quiz is reused through the question bank instead. */
export const LIBRARY_CONTENT_TYPES = {
  VIDEO: COURSE_CONTENT_TYPE.VIDEO,
  AUDIO: COURSE_CONTENT_TYPE.AUDIO,
  FILE: COURSE_CONTENT_TYPE.FILE,
  TEXT: COURSE_CONTENT_TYPE.TEXT,
} as const;

/** The documents a library file may be (the files domain checks each upload's content too). */
export const LIBRARY_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** Categories of library contents: one platform-wide list its administrators keep. */
export const contentCategories = defineResource({
  name: 'content_categories',
  permissionKey: 'content_category',
  segment: 'content-categories',
  table: 'content_categories',
  menuGroup: 'learning',
  fields: [...bilingualTitle(), rowStatusField],
  referencedBy: [{ table: 'course_library_contents', column: 'category_id' }],
  defaultSort: { field: 'title_en', direction: 'asc' },
});

/**
 * An institute's library contents: name, type, category, keywords, level, and what the type needs — a video or audio
 * its https address, a text its body, a file its document.
 */
export const courseLibraryContents = defineResource({
  name: 'course_library_contents',
  permissionKey: 'course_library_content',
  segment: 'existing-content',
  table: 'course_library_contents',
  menuGroup: 'learning',
  tenant: 'institute_id',
  fields: [
    tenantField('institute_id'),
    ...bilingualTitle({ max: 500, unique: false }),
    {
      name: 'content_type',
      kind: 'enum',
      options: enumOptions('course_content_type', LIBRARY_CONTENT_TYPES),
      required: true,
      list: true,
      filter: true,
    },
    {
      name: 'category_id',
      kind: 'reference',
      resource: 'content_categories',
      list: true,
      filter: true,
    },
    {
      name: 'level',
      kind: 'enum',
      options: enumOptions('course_level', COURSE_LEVEL),
      list: true,
      filter: true,
    },
    { name: 'keywords', kind: 'text', max: 500, search: true },
    {
      name: 'url',
      kind: 'text',
      format: 'https',
      max: 2048,
      requiredWhen: {
        field: 'content_type',
        values: [LIBRARY_CONTENT_TYPES.VIDEO, LIBRARY_CONTENT_TYPES.AUDIO],
      },
    },
    {
      name: 'body',
      kind: 'multiline',
      max: 20000,
      requiredWhen: { field: 'content_type', values: [LIBRARY_CONTENT_TYPES.TEXT] },
    },
    {
      name: 'attachment',
      kind: 'file',
      types: LIBRARY_FILE_TYPES,
      requiredWhen: { field: 'content_type', values: [LIBRARY_CONTENT_TYPES.FILE] },
    },
    rowStatusField,
  ],
  defaultSort: { field: 'title_en', direction: 'asc' },
});
