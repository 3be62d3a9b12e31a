import { RPL_ERRORS as ERR, type RplApplicationBody, rplEndpoints as E } from '@platform/contract';
import { rplApplicationSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { youthOnly } from '../../platform/callers';
import { registerEndpoint } from '../../platform/endpoint';
import { HttpError, notFound, validationFailed } from '../../platform/errors';
import { type RplMove, nextStatus } from './transitions';
import {
  applicationOf,
  applicationRow,
  applicationsOfYouth,
  catalogueChain,
  insertApplication,
  setStatus,
} from './repository';

/**
 * The youth's side of the RPL programme (issue 18 item 4, ADR 0094): apply, list, withdraw, submit again. Another
 * youth's application is 404 (the SQL carries the caller); every move asks transitions.ts under the row's lock.
 */
export function registerRplYouthRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  /** The catalogue chain of the body, or the 422 envelope naming the broken link. */
  const checkChain = async (body: RplApplicationBody) => {
    const chain = await catalogueChain(db, body);
    const errors: Record<string, string[]> = {};
    if (!chain.sector) errors.rpl_sector_id = ['validation.reference_missing'];
    if (chain.occupation === null) errors.rpl_occupation_id = ['validation.reference_missing'];
    else if (chain.occupation !== body.rpl_sector_id) errors.rpl_occupation_id = [ERR.notInSector];
    if (chain.level === null) errors.rpl_level_id = ['validation.reference_missing'];
    else if (chain.level !== body.rpl_occupation_id) errors.rpl_level_id = [ERR.notOfOccupation];
    if (Object.keys(errors).length) throw validationFailed(errors);
  };

  registerEndpoint(app, E.myRplApplications, async (ctx) => applicationsOfYouth(db, ctx.youthId()), {
    caller: youthOnly,
  });

  registerEndpoint(
    app,
    E.applyRpl,
    async (ctx) => {
      const youth = ctx.youthId();
      await checkChain(ctx.body);
      const id = await insertApplication(db, youth, ctx.body);
      if (id === null) throw new HttpError(409, ERR.alreadyApplied);
      const row = await applicationRow(db, id);
      return row ? applicationOf(row) : Promise.reject(notFound());
    },
    { caller: youthOnly, body: rplApplicationSchema, message: 'rpl.apply.submitted' },
  );

  /** A move of the youth's own application, under its row lock. */
  const youthMove = (youth: number, id: number, move: RplMove) =>
    db.transaction(async (tx: Db) => {
      const row = await applicationRow(tx, id, true);
      if (!row || Number(row.youth_id) !== youth) throw notFound();
      const to = nextStatus({ status: row.status, inBatch: row.rpl_batch_id !== null }, move);
      await setStatus(tx, id, to);
    });

  for (const [endpoint, move, message] of [
    [E.withdrawRplApplication, 'withdraw', 'rpl.mine.withdrawn'],
    [E.resubmitRplApplication, 'resubmit', 'rpl.mine.resubmitted'],
  ] as const)
    registerEndpoint(
      app,
      endpoint,
      async (ctx) => {
        const youth = ctx.youthId();
        const id = ctx.id();
        try {
          await youthMove(youth, id, move);
        } catch (e) {
          // submitting again would make a second open application of the level
          if ((e as { code?: string }).code === '23505') throw new HttpError(409, ERR.alreadyApplied);
          throw e;
        }
        const row = await applicationRow(db, id);
        return row ? applicationOf(row) : Promise.reject(notFound());
      },
      { caller: youthOnly, successCode: 200, message },
    );
}
