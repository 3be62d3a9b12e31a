import multipart from '@fastify/multipart';
import { endpoints, FILE_ACCEPT, FILE_ERROR_MESSAGES, FILE_VISIBILITY } from '@platform/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  type FileRecord,
  findLiveFile,
  insertFiles,
  markFileDeleted,
  type NewFile,
  toStoredFile,
} from './repository';
import { sendStoredFile } from './serve';
import { newStorageKey } from '../../platform/storage/storage';
import { newFileId, receiveFiles, UPLOAD_LIMITS } from './upload';
import { authorise, registerEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../platform/errors';

/** Uploads are costly (hashing, disk): a tighter per-address limit than the global one (quality anchors S15). */
const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
/** Public files never change under their id; a deleted one may stay in a browser's cache this long. */
const PUBLIC_CACHE = 'private, max-age=3600';

/** A query value that must be one of `allowed` (absent: the first). */
function choice<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
  if (value === undefined) return allowed[0] as T;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw validationFailed({ [field]: ['validation.one_of'] });
}

const idOf = (params: unknown) => String((params as { id?: unknown }).id ?? '');

/**
 * Files (docs/decisions/0042-file-storage.md): upload for any signed-in user; reads by the owner (or anyone for a
 * public file), by staff holding `view_any_file`, and of public files without a token at /files/:id.
 */
export function registerFileRoutes(app: FastifyInstance): void {
  const { db, storage } = app.services;

  // multipart parsing exists only inside this scope: every other route keeps refusing multipart bodies
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: UPLOAD_LIMITS.fileBytes,
        files: UPLOAD_LIMITS.files,
        fields: UPLOAD_LIMITS.fields,
        parts: UPLOAD_LIMITS.files + UPLOAD_LIMITS.fields,
      },
    });
    registerEndpoint(
      scope,
      endpoints.uploadFiles,
      async ({ request, reply, query, requireUser }) => {
        const owner = requireUser();
        const visibility = choice('visibility', query.visibility, [
          FILE_VISIBILITY.PRIVATE,
          FILE_VISIBILITY.PUBLIC,
        ]);
        const accept = choice('accept', query.accept, [FILE_ACCEPT.ANY, FILE_ACCEPT.IMAGE]);
        if (!request.isMultipart())
          throw new HttpError(422, FILE_ERROR_MESSAGES.noFileProvided, { file: ['validation.required'] });
        let received: Awaited<ReturnType<typeof receiveFiles>>;
        try {
          received = await receiveFiles(request.parts(), accept);
        } catch (error) {
          // refused before the body was read to its end: answer, then close the connection rather than read (or
          // stall on) the rest of a body that may be large
          if (!request.raw.complete) reply.header('connection', 'close');
          throw error;
        }
        const rows: (NewFile & { bytes: Buffer })[] = received.map((f) => ({
          id: newFileId(),
          owner_id: owner.id,
          original_name: f.name,
          storage_key: newStorageKey(),
          mime_type: f.type.mime,
          size_bytes: f.bytes.length,
          sha256: f.sha256,
          visibility,
          bytes: f.bytes,
        }));
        const stored: string[] = [];
        try {
          for (const row of rows) {
            await storage.put(row.storage_key, row.bytes);
            stored.push(row.storage_key);
          }
          const saved = await db.transaction((tx) => insertFiles(tx, rows));
          return saved.map(toStoredFile);
        } catch (error) {
          // all or nothing: bytes without a row would never be served nor cleaned up
          await Promise.allSettled(stored.map((key) => storage.delete(key)));
          throw error;
        }
      },
      { rateLimit: UPLOAD_RATE_LIMIT },
    );
  });

  registerEndpoint(app, endpoints.deleteFile, async ({ params, requireUser }) => {
    const row = await markFileDeleted(db, requireUser().id, idOf(params));
    if (!row) throw notFound();
    await storage.delete(row.storage_key);
    return toStoredFile(row);
  });

  /** The bytes routes answer the file itself, not an envelope; their errors still leave as the envelope. */
  async function send(reply: FastifyReply, file: FileRecord | null, cache: string) {
    const bytes = file ? await storage.get(file.storage_key) : null;
    if (!file || !bytes) throw notFound();
    return sendStoredFile(reply, file, bytes, cache);
  }

  // the owner's own files, and public ones; another user's private file is indistinguishable from a missing one
  app.get(endpoints.ownFile.path, async (request, reply) => {
    const user = await authorise(app, endpoints.ownFile, request);
    const file = await findLiveFile(db, idOf(request.params));
    const readable = file && (file.visibility === FILE_VISIBILITY.PUBLIC || file.owner_id === user?.id);
    return send(reply, readable ? file : null, 'no-store');
  });

  // staff: an admin-type user holding view_any_file reads any live file (authorise checks the type and the key)
  app.get(endpoints.anyFile.path, async (request, reply) => {
    await authorise(app, endpoints.anyFile, request);
    return send(reply, await findLiveFile(db, idOf(request.params)), 'no-store');
  });

  // public files for <img src> and plain links: no api-key, no token; a private id answers 404
  app.get(endpoints.publicFile.path, async (request, reply) => {
    const file = await findLiveFile(db, idOf(request.params));
    return send(reply, file?.visibility === FILE_VISIBILITY.PUBLIC ? file : null, PUBLIC_CACHE);
  });
}
