import { RPL_ERRORS as ERR, rplEndpoints as E } from '@platform/contract';
import {
  rplApplicationQuerySchema,
  rplBatchSchema,
  rplMarkSchema,
  rplPlaceSchema,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../platform/endpoint';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import {
  assessors,
  batchProblems,
  findBatch,
  insertBatch,
  issueRplCertificate,
  listApplications,
  listBatches,
  markApplication,
  placeApplication,
} from './batches';
import { applicationRow, setStatus } from './repository';
import { nextStatus } from './transitions';

const window = (p: PageRequest) => ({ limit: p.page_size, offset: (p.page - 1) * p.page_size });

/**
 * The RPL office and the assessor (ADR 0094). The office (manage_rpl_batch) lists every application, makes batches
 * and places applications in them; an assessor (mark_rpl_batch) reaches only batches whose assessor it is (the SQL
 * carries the caller: another assessor's batch is 404), marks each candidate's score in percent — the server decides
 * passed or failed from the level's passing score — and certifies the results, which issues the certificates.
 */
export function registerRplOfficeRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  registerListEndpoint(
    app,
    E.rplApplicationsAdmin,
    async (ctx) => {
      const r = await listApplications(db, ctx.query, window(ctx.page));
      return { data: r.rows, total: r.total };
    },
    { query: rplApplicationQuerySchema },
  );

  registerEndpoint(app, E.rplAssessors, async () => assessors(db));

  registerListEndpoint(app, E.rplBatches, async (ctx) => {
    const r = await listBatches(db, window(ctx.page));
    return { data: r.rows, total: r.total };
  });

  registerEndpoint(
    app,
    E.createRplBatch,
    async (ctx) => {
      const problems = await batchProblems(db, ctx.body);
      if (Object.keys(problems).length) throw validationFailed(problems);
      const id = await insertBatch(db, ctx.body, ctx.requireUser().id);
      return (await findBatch(db, id)) ?? Promise.reject(notFound());
    },
    { body: rplBatchSchema, message: 'rpl.batches.created' },
  );

  registerEndpoint(
    app,
    E.rplBatch,
    async (ctx) => (await findBatch(db, ctx.id())) ?? Promise.reject(notFound()),
  );

  registerEndpoint(
    app,
    E.placeRplApplications,
    async (ctx) => {
      const batchId = ctx.id();
      await db.transaction(async (tx: Db) => {
        const batch = await findBatch(tx, batchId, undefined, true);
        if (!batch) throw notFound();
        for (const id of [...new Set(ctx.body.application_ids)]) {
          const row = await applicationRow(tx, id, true);
          if (!row) throw validationFailed({ application_ids: ['validation.reference_missing'] });
          nextStatus({ status: row.status, inBatch: row.rpl_batch_id !== null }, 'place');
          if (Number(row.level_id) !== batch.level.id) throw new HttpError(409, ERR.wrongLevel);
          await placeApplication(tx, id, batchId);
        }
      });
      return (await findBatch(db, batchId)) ?? Promise.reject(notFound());
    },
    { body: rplPlaceSchema, successCode: 200, message: 'rpl.batches.placed' },
  );

  registerListEndpoint(app, E.assessorRplBatches, async (ctx) => {
    const r = await listBatches(db, window(ctx.page), ctx.requireUser().id);
    return { data: r.rows, total: r.total };
  });

  registerEndpoint(
    app,
    E.assessorRplBatch,
    async (ctx) => (await findBatch(db, ctx.id(), ctx.requireUser().id)) ?? Promise.reject(notFound()),
  );

  registerEndpoint(
    app,
    E.markRplCandidate,
    async (ctx) => {
      const assessor = ctx.requireUser().id;
      const batchId = ctx.id();
      const applicationId = ctx.id('applicationId');
      await db.transaction(async (tx: Db) => {
        const batch = await findBatch(tx, batchId, assessor, true);
        if (!batch) throw notFound();
        const row = await applicationRow(tx, applicationId, true);
        if (!row || Number(row.rpl_batch_id) !== batchId) throw notFound();
        const score = Number(ctx.body.score);
        // the pass mark is the level's, read here: nothing the client sends decides it
        const status = nextStatus({ status: row.status, inBatch: true }, 'mark', {
          score,
          passingScore: Number(row.passing_score),
        });
        await markApplication(tx, applicationId, {
          score,
          cgpa: ctx.body.cgpa ?? null,
          status,
          by: assessor,
        });
      });
      return (await findBatch(db, batchId, assessor)) ?? Promise.reject(notFound());
    },
    { body: rplMarkSchema, message: 'rpl.assessor.marked' },
  );

  registerEndpoint(
    app,
    E.certifyRplBatch,
    async (ctx) => {
      const assessor = ctx.requireUser().id;
      const batchId = ctx.id();
      await db.transaction(async (tx: Db) => {
        const batch = await findBatch(tx, batchId, assessor, true);
        if (!batch) throw notFound();
        const marked = batch.candidates.filter((c) => c.status === 'passed' || c.status === 'failed');
        if (!marked.length) throw new HttpError(409, ERR.nothingToCertify);
        for (const c of marked) {
          const to = nextStatus({ status: c.status, inBatch: true }, 'certify');
          await setStatus(tx, c.application_id, to);
          if (to === 'certified') await issueRplCertificate(tx, c.application_id);
        }
      });
      return (await findBatch(db, batchId, assessor)) ?? Promise.reject(notFound());
    },
    { successCode: 200, message: 'rpl.assessor.certified' },
  );
}
