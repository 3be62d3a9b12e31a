import { COURSE_LIBRARY_ERRORS, courseLibraryEndpoints as E } from '@platform/contract';
import { libraryImportSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/endpoint';
import { notFound, validationFailed } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { contentRow } from '../course-structure/repository';
import { addChild, placeInScope } from '../course-structure/structure';
import { contentColumnsFrom } from './library';
import { libraryContentInScope } from './repository';

/**
 * The content library's import (issue 15 item 3; ADR 0091): a library content of the caller's institute copied to the
 * end of a lesson of the caller's institute — the lesson first (404), then the content (404), then what its type needs
 * (422, `course_library.errors.incomplete` on `library_content_id`). The library's own records are the resource engine's.
 */
export function registerCourseLibraryRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(
    app,
    E.importLibraryContent,
    async (ctx) => {
      const lessonId = ctx.id();
      await placeInScope(db, 'lesson', lessonId, ctx.tenant());
      const body = await validated(libraryImportSchema, ctx.body);
      const item = await libraryContentInScope(db, body.library_content_id, ctx.tenant());
      if (!item) throw notFound();
      const columns = await contentColumnsFrom(db, item);
      if (!columns) throw validationFailed({ library_content_id: [COURSE_LIBRARY_ERRORS.incomplete] });
      const by = ctx.requireUser().id;
      const row = await addChild(db, ctx.tenant(), 'lesson', lessonId, columns, by);
      const content = await contentRow(db, row.course_id, row.id);
      if (!content) throw notFound();
      return content;
    },
    { documented: { body: libraryImportSchema }, message: 'course_structure.success.saved' },
  );
}
