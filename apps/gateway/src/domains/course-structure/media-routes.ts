import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  COURSE_ERRORS,
  COURSE_STRUCTURE_ERRORS,
  COURSE_STRUCTURE_LIMITS,
  courseStructureEndpoints as E,
  FILE_ERROR_MESSAGES,
  FILE_VISIBILITY,
} from '@platform/contract';
import { msg, serializeMessage, VALIDATION_MESSAGES as V } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/endpoint';
import { HttpError } from '../../platform/errors';
import { newStorageKey } from '../../platform/storage/storage';
import { insertFiles, toStoredFile } from '../files/repository';
import { cleanFileName, newFileId } from '../files/upload';
import { detectMedia, mediaNameMatches } from './media';

/** Uploads are costly (memory, disk): a tighter per-address limit than the global one. */
const MEDIA_RATE_LIMIT = { max: 10, timeWindow: 60_000 };
const MB = 1024 * 1024;

const refuse = (message: string, problem: Parameters<typeof serializeMessage>[0]) =>
  new HttpError(422, message, { file: [serializeMessage(problem)] });

/**
 * POST /private/course-media (issue 15 item 2; docs/decisions/0073): one video or audio of a content, at most 20 MB,
 * its type read from its bytes and matching its name; kept through the storage port as a public file of the caller (a
 * course's media play in a learner's <video> without a token). Only an institute's user uploads (403 otherwise); the
 * content that uses it checks again that it is the caller's file of a media type.
 */
export function registerCourseMediaRoutes(app: FastifyInstance): void {
  const { db, storage } = app.services;
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: COURSE_STRUCTURE_LIMITS.mediaBytes, files: 1, fields: 5, parts: 6 },
    });
    registerEndpoint(
      scope,
      E.uploadCourseMedia,
      async ({ request, reply, requireUser, tenant }) => {
        const owner = requireUser();
        if (tenant().kind !== 'institute') throw new HttpError(403, COURSE_ERRORS.noInstitute);
        if (!request.isMultipart()) throw refuse(FILE_ERROR_MESSAGES.noFileProvided, msg(V.required));
        const part = await request.file();
        if (!part) throw refuse(FILE_ERROR_MESSAGES.noFileProvided, msg(V.required));
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
          // refused before the body was read to its end: close rather than read the rest
          reply.header('connection', 'close');
          throw new HttpError(422, COURSE_STRUCTURE_ERRORS.mediaTooLarge, {
            file: [serializeMessage(msg(V.fileSize, { max: COURSE_STRUCTURE_LIMITS.mediaBytes / MB }))],
          });
        }
        const type = detectMedia(bytes);
        if (!type || !mediaNameMatches(part.filename ?? '', type))
          throw refuse(FILE_ERROR_MESSAGES.invalidFileType, msg(V.fileType));
        const row = {
          id: newFileId(),
          owner_id: owner.id,
          original_name: cleanFileName(part.filename, { extensions: type.extensions } as Parameters<
            typeof cleanFileName
          >[1]),
          storage_key: newStorageKey(),
          mime_type: type.mime,
          size_bytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          visibility: FILE_VISIBILITY.PUBLIC,
        };
        await storage.put(row.storage_key, bytes);
        try {
          const [saved] = await db.transaction((tx) => insertFiles(tx, [row]));
          if (!saved) throw new Error('the media file row was not written');
          return toStoredFile(saved);
        } catch (error) {
          // bytes without a row would never be served nor cleaned up
          await storage.delete(row.storage_key).catch(() => undefined);
          throw error;
        }
      },
      { rateLimit: MEDIA_RATE_LIMIT },
    );
  });
}
