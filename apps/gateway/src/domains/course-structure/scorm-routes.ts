import multipart from '@fastify/multipart';
import {
  COURSE_STRUCTURE_ERRORS,
  COURSE_STRUCTURE_LIMITS,
  courseStructureEndpoints as E,
  FILE_ERROR_MESSAGES,
} from '@platform/contract';
import { msg, serializeMessage, VALIDATION_MESSAGES as V } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/endpoint';
import { HttpError, notFound } from '../../platform/errors';
import { lessonNode } from './repository';
import { importScorm, scormPackageOf } from './scorm';
import { spoolUpload } from './scorm-upload';
import { placeInScope } from './structure';

/** Imports are costly (memory, disk): a tighter per-address limit than the global one. */
const SCORM_RATE_LIMIT = { max: 5, timeWindow: 60_000 };
const MB = 1024 * 1024;

/**
 * POST /private/modules/:id/scorm and GET /private/lessons/:id/scorm (issue 15 item 3, ADR 0078). The module is found
 * inside the caller's institute before a byte of the upload is read (404 otherwise); the package (at most
 * COURSE_STRUCTURE_LIMITS.scormBytes) is streamed to a temporary file, a .zip by its name and by its bytes; what it
 * holds is checked by scorm.ts and zip.ts.
 */
export function registerScormRoutes(app: FastifyInstance): void {
  const { db, storage } = app.services;
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: COURSE_STRUCTURE_LIMITS.scormBytes, files: 1, fields: 5, parts: 6 },
    });
    registerEndpoint(
      scope,
      E.importScorm,
      async ({ request, reply, requireUser, tenant, id }) => {
        const moduleId = id();
        await placeInScope(db, 'module', moduleId, tenant());
        const refuse = (message: string, problem: Parameters<typeof serializeMessage>[0]) =>
          new HttpError(422, message, { file: [serializeMessage(problem)] });
        if (!request.isMultipart()) throw refuse(FILE_ERROR_MESSAGES.noFileProvided, msg(V.required));
        const part = await request.file();
        if (!part) throw refuse(FILE_ERROR_MESSAGES.noFileProvided, msg(V.required));
        const name = part.filename ?? '';
        // streamed to a temporary file as it arrives (never the whole package in memory), removed afterwards
        const upload = await spoolUpload(part.file);
        let lessonId: number;
        try {
          if (upload.truncated) {
            reply.header('connection', 'close');
            throw refuse(
              COURSE_STRUCTURE_ERRORS.scormTooLarge,
              msg(V.fileSize, { max: COURSE_STRUCTURE_LIMITS.scormBytes / MB }),
            );
          }
          if (!/\.zip$/i.test(name)) throw refuse(FILE_ERROR_MESSAGES.invalidFileType, msg(V.fileType));
          const source = upload.source;
          lessonId = await importScorm(db, storage, tenant(), moduleId, { source, name }, requireUser().id);
        } finally {
          await upload.close();
        }
        const place = await placeInScope(db, 'lesson', lessonId, tenant());
        const lesson = await lessonNode(db, place.course_id, lessonId);
        const pack = await scormPackageOf(db, lessonId);
        if (!lesson || !pack) throw notFound();
        return { lesson, package: pack };
      },
      { rateLimit: SCORM_RATE_LIMIT, successCode: 201, message: 'course_structure.success.scorm_imported' },
    );
  });

  registerEndpoint(app, E.scormPackage, async (ctx) => {
    await placeInScope(db, 'lesson', ctx.id(), ctx.tenant());
    return (await scormPackageOf(db, ctx.id())) ?? raise();
  });
}

function raise(): never {
  throw notFound();
}
