import {
  LOCKER_ERRORS,
  LOCKER_FILE_TYPES,
  LOCKER_LIMITS,
  type LockerShareBody,
  lockerEndpoints as E,
} from '@platform/contract';
import { lockerDocumentSchema, lockerDocumentUpdateSchema, lockerShareSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import {
  countDocuments,
  countLiveShares,
  deleteDocument,
  fileInLocker,
  findSharedFile,
  insertDocument,
  insertShare,
  listDocuments,
  lockLockerOwner,
  lockOwnDocument,
  readDocument,
  revokeShare,
  updateDocument,
} from './repository';
import { linkTokenHash, newLinkToken } from '../job-pipeline/links';
import { findLiveFile, markFileDeleted } from '../files/repository';
import { sendStoredFile } from '../files/serve';
import { youthOnly } from '../../platform/callers';
import { registerEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../platform/errors';

/** The token of a share link: 32 random bytes in base64url (43 characters); anything else is 404 at once. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The public link is an address anyone may try: a tighter per-address limit than the global one. */
const SHARED_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/**
 * My locker (issue 18 item 5, ADR 0085): the caller's documents, their share links, and the public address a live
 * link serves. The SQL carries `youth_id = caller`, so another youth's document or link is 404.
 */
export function registerLockerRoutes(app: FastifyInstance): void {
  const { db, storage, config } = app.services;

  const found = async (youth: number, id: number) => {
    const document = await readDocument(db, youth, id);
    if (!document) throw notFound();
    return document;
  };

  registerEndpoint(
    app,
    E.lockerDocuments,
    async (ctx) => listDocuments(db, ctx.youthId(), LOCKER_LIMITS.perYouth),
    {
      caller: youthOnly,
    },
  );

  registerEndpoint(
    app,
    E.createLockerDocument,
    async (ctx) => {
      const youth = ctx.youthId();
      const body = ctx.body;
      const file = await findLiveFile(db, body.file_id);
      // another user's file is as unknown as a missing one
      if (!file || file.owner_id !== youth) throw validationFailed({ file_id: [LOCKER_ERRORS.fileNotYours] });
      if (file.visibility !== 'private') throw validationFailed({ file_id: [LOCKER_ERRORS.fileNotPrivate] });
      if (!(LOCKER_FILE_TYPES as readonly string[]).includes(file.mime_type))
        throw validationFailed({ file_id: [LOCKER_ERRORS.fileType] });
      const id = await db.transaction(async (tx) => {
        await lockLockerOwner(tx, youth);
        if ((await countDocuments(tx, youth)) >= LOCKER_LIMITS.perYouth)
          throw new HttpError(409, LOCKER_ERRORS.limit);
        if (await fileInLocker(tx, file.id)) throw validationFailed({ file_id: [LOCKER_ERRORS.fileInUse] });
        return insertDocument(tx, youth, { ...body, file_id: file.id });
      });
      return found(youth, id);
    },
    { message: 'locker.success.created', caller: youthOnly, body: lockerDocumentSchema },
  );

  registerEndpoint(
    app,
    E.updateLockerDocument,
    async (ctx) => {
      const youth = ctx.youthId();
      const id = ctx.id();
      if (!(await updateDocument(db, youth, id, ctx.body))) throw notFound();
      return found(youth, id);
    },
    { message: 'locker.success.updated', caller: youthOnly, body: lockerDocumentUpdateSchema },
  );

  registerEndpoint(
    app,
    E.deleteLockerDocument,
    async (ctx) => {
      const youth = ctx.youthId();
      const fileId = await db.transaction((tx) => deleteDocument(tx, youth, ctx.id()));
      if (!fileId) throw notFound();
      // the file goes with the document: its bytes are removed, its record kept (the files domain's rule)
      const file = await markFileDeleted(db, youth, fileId);
      if (file) await storage.delete(file.storage_key);
      return null;
    },
    { message: 'locker.success.deleted', caller: youthOnly },
  );

  registerEndpoint(
    app,
    E.createLockerShare,
    async (ctx) => {
      const youth = ctx.youthId();
      const id = ctx.id();
      const days = (ctx.body as LockerShareBody).lifetime_days;
      const { token, hash } = newLinkToken();
      const share = await db.transaction(async (tx) => {
        if (!(await lockOwnDocument(tx, youth, id))) throw notFound();
        if ((await countLiveShares(tx, id)) >= LOCKER_LIMITS.liveSharesPerDocument)
          throw new HttpError(409, LOCKER_ERRORS.shareLimit);
        return insertShare(tx, id, hash, days, youth);
      });
      return { ...share, url: `${config.publicUrl}/shared-documents/${token}` };
    },
    { message: 'locker.success.shared', caller: youthOnly, body: lockerShareSchema },
  );

  registerEndpoint(
    app,
    E.revokeLockerShare,
    async (ctx) => {
      if (!(await revokeShare(db, ctx.youthId(), ctx.id()))) throw notFound();
      return null;
    },
    { message: 'locker.success.revoked', caller: youthOnly },
  );

  // the shared file itself: no api-key, no token; the link's secret is the whole authority
  app.get(E.sharedDocument.path, { config: { rateLimit: SHARED_RATE_LIMIT } }, async (request, reply) => {
    const token = String((request.params as { token?: unknown }).token ?? '');
    const file = TOKEN.test(token) ? await findSharedFile(db, linkTokenHash(token)) : null;
    const bytes = file ? await storage.get(file.storage_key) : null;
    if (!file || !bytes) throw notFound();
    // the address carries the secret: never sent on as a referrer, never indexed
    reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex, nofollow');
    return sendStoredFile(reply, file, bytes, 'no-store');
  });
}
