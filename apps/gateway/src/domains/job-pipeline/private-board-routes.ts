import { endpoints } from '@platform/contract';
import { interviewBoardSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerEndpoint } from '../../platform/endpoint';
import { notFound, validationFailed } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { jobInScope, jobScopeFrom } from '../jobs/in-scope';
import {
  boardById,
  deleteBoard,
  foreignUsers,
  insertBoard,
  listBoards,
  lockBoard,
  updateBoard,
} from './boards';
import { conflict, PIPELINE_ERRORS } from './rules';

/**
 * A job's interview boards (spec §2 /jobs/{id}/interview/board; ADR 0063): list, create, edit (the member list is
 * replaced), delete (409 while a schedule uses the board). Every id is looked up inside the caller's scope first.
 */
export function registerBoardRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  registerEndpoint(app, endpoints.interviewBoards, async (ctx) => {
    const job = await jobInScope(db, ctx.id(), jobScopeFrom(ctx));
    return listBoards(db, job.id);
  });

  /** The body, with members that are platform users checked to be colleagues of the job's organisation. */
  const boardBody = async (executor: Db, organizationId: number, body: unknown) => {
    const value = await validated(interviewBoardSchema, body);
    const userIds = value.members.map((m) => m.user_id).filter((id): id is number => typeof id === 'number');
    const foreign = new Set(await foreignUsers(executor, organizationId, userIds));
    const errors: Record<string, string[]> = {};
    value.members.forEach((m, i) => {
      if (m.user_id != null && foreign.has(m.user_id))
        errors[`members[${i}].user_id`] = ['validation.reference_missing'];
    });
    if (Object.keys(errors).length) throw validationFailed(errors);
    return value;
  };

  const savedBoard = async (id: number) => {
    const board = await boardById(db, id);
    if (!board) throw notFound();
    return board;
  };

  registerEndpoint(
    app,
    endpoints.createInterviewBoard,
    async (ctx) => {
      const scope = jobScopeFrom(ctx);
      const id = await db.transaction(async (tx) => {
        const job = await jobInScope(tx, ctx.id(), scope);
        return insertBoard(tx, job.id, await boardBody(tx, job.organization_id, ctx.body));
      });
      return savedBoard(id);
    },
    { message: 'job_pipeline.success.board_saved', documented: { body: interviewBoardSchema } },
  );

  registerEndpoint(
    app,
    endpoints.updateInterviewBoard,
    async (ctx) => {
      const scope = jobScopeFrom(ctx);
      const jobId = ctx.id();
      const boardId = ctx.id('boardId');
      await db.transaction(async (tx) => {
        if (!(await lockBoard(tx, jobId, boardId, scope))) throw notFound();
        const job = await jobInScope(tx, jobId, scope);
        await updateBoard(tx, boardId, await boardBody(tx, job.organization_id, ctx.body));
      });
      return savedBoard(boardId);
    },
    { message: 'job_pipeline.success.board_saved', documented: { body: interviewBoardSchema } },
  );

  registerEndpoint(
    app,
    endpoints.deleteInterviewBoard,
    async (ctx) => {
      const scope = jobScopeFrom(ctx);
      const jobId = ctx.id();
      const boardId = ctx.id('boardId');
      await db.transaction(async (tx) => {
        if (!(await lockBoard(tx, jobId, boardId, scope))) throw notFound();
        if (!(await deleteBoard(tx, boardId))) throw conflict(PIPELINE_ERRORS.inUse);
      });
      return null;
    },
    { message: 'job_pipeline.success.board_deleted' },
  );
}
