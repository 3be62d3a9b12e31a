import { endpoints, type QuestionSetDetail } from '@platform/contract';
import {
  questionCountHolds,
  questionCountMessage,
  questionSetListQuerySchema,
  questionSetQuestionSchema,
  questionSetSchema,
  questionSetStatusSchema,
  serializeMessage,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { notFound, validationFailed } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenant-scope';
import { validated } from '../../platform/validate';
import { questionView } from './authoring';
import { ASSESSMENT_ERRORS, conflict } from './rules';
import {
  addToQuestionSet,
  deleteQuestionSet,
  insertQuestionSet,
  listQuestionSets,
  lockBank,
  questionInScope,
  questionSetInScope,
  questionSetQuestionIds,
  questionsByIds,
  removeFromQuestionSet,
  setQuestionSetStatus,
  updateQuestionSet,
} from './banks';

/**
 * Question sets (spec §2 /job-questions-set/{id}; §5 "exactly, at least or at most N questions"; §7 question-set add /
 * remove question, status; ADR 0070). The rule is enforced where it can break: adding past an upper bound, activating
 * a set that does not satisfy it, removing below a lower bound from an active set — each 422 with the spec's message.
 */
export function registerQuestionSetRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  async function detail(executor: Db, id: number, tenant: TenantScope): Promise<QuestionSetDetail> {
    const set = await questionSetInScope(executor, id, tenant);
    if (!set) throw notFound();
    const ids = await questionSetQuestionIds(executor, id);
    const byId = new Map((await questionsByIds(executor, ids, tenant)).map((q) => [Number(q.id), q]));
    return {
      ...set,
      question_list: ids.flatMap((qid) => {
        const q = byId.get(qid);
        return q ? [questionView(q)] : [];
      }),
    };
  }

  /** The set, locked, inside the tenant; 404 otherwise. */
  const lockedSet = async (tx: Db, id: number, tenant: TenantScope) => {
    const set = await questionSetInScope(tx, id, tenant, true);
    if (!set) throw notFound();
    return set;
  };
  const countError = (
    field: string,
    set: { count_rule: 'exactly' | 'at_least' | 'at_most'; count: number },
  ) => validationFailed({ [field]: [serializeMessage(questionCountMessage(set.count_rule, set.count))] });

  registerListEndpoint(
    app,
    endpoints.questionSets,
    async (ctx) => listQuestionSets(db, ctx.tenant(), ctx.query, ctx.page),
    { query: questionSetListQuerySchema },
  );

  registerEndpoint(
    app,
    endpoints.createQuestionSet,
    async (ctx) => {
      const id = await db.transaction(async (tx) => {
        if (!(await lockBank(tx, ctx.body.bank_id, ctx.tenant())))
          throw validationFailed({ bank_id: ['validation.reference_missing'] });
        return insertQuestionSet(tx, ctx.body);
      });
      return detail(db, id, ctx.tenant());
    },
    { body: questionSetSchema, message: 'assessments.success.set_saved' },
  );

  registerEndpoint(app, endpoints.questionSet, async (ctx) => detail(db, ctx.id(), ctx.tenant()));

  registerEndpoint(
    app,
    endpoints.updateQuestionSet,
    async (ctx) => {
      const id = ctx.id();
      await db.transaction(async (tx) => {
        const set = await lockedSet(tx, id, ctx.tenant());
        const body = await validated(questionSetSchema, ctx.body);
        if (Number(body.bank_id) !== Number(set.bank_id))
          throw validationFailed({ bank_id: ['validation.one_of'] });
        if (set.row_status === 1 && !questionCountHolds(body.count_rule, body.count, set.questions))
          throw countError('count', body);
        await updateQuestionSet(tx, id, body);
      });
      return detail(db, id, ctx.tenant());
    },
    { documented: { body: questionSetSchema }, message: 'assessments.success.set_saved' },
  );

  registerEndpoint(
    app,
    endpoints.deleteQuestionSet,
    async (ctx) => {
      const id = ctx.id();
      await db.transaction(async (tx) => {
        await lockedSet(tx, id, ctx.tenant());
        if (!(await deleteQuestionSet(tx, id))) throw conflict(ASSESSMENT_ERRORS.inUse);
      });
      return null;
    },
    { message: 'assessments.success.set_deleted' },
  );

  registerEndpoint(
    app,
    endpoints.addQuestionSetQuestion,
    async (ctx) => {
      const id = ctx.id();
      await db.transaction(async (tx) => {
        const set = await lockedSet(tx, id, ctx.tenant());
        const { question_id } = await validated(questionSetQuestionSchema, ctx.body);
        const question = await questionInScope(tx, question_id, ctx.tenant());
        if (!question || Number(question.bank_id) !== Number(set.bank_id))
          throw validationFailed({ question_id: ['validation.reference_missing'] });
        const ids = await questionSetQuestionIds(tx, id);
        if (ids.includes(question_id)) return;
        // "exactly / at most N": one more would break it
        if (set.count_rule !== 'at_least' && ids.length + 1 > set.count) throw countError('question_id', set);
        await addToQuestionSet(tx, id, question_id);
      });
      return detail(db, id, ctx.tenant());
    },
    {
      successCode: 200,
      documented: { body: questionSetQuestionSchema },
      message: 'assessments.success.question_added',
    },
  );

  registerEndpoint(
    app,
    endpoints.removeQuestionSetQuestion,
    async (ctx) => {
      const id = ctx.id();
      const questionId = ctx.id('questionId');
      await db.transaction(async (tx) => {
        const set = await lockedSet(tx, id, ctx.tenant());
        const ids = await questionSetQuestionIds(tx, id);
        if (!ids.includes(questionId)) throw notFound();
        if (set.row_status === 1 && !questionCountHolds(set.count_rule, set.count, ids.length - 1))
          throw countError('question_id', set);
        await removeFromQuestionSet(tx, id, questionId);
      });
      return detail(db, id, ctx.tenant());
    },
    { message: 'assessments.success.question_removed' },
  );

  registerEndpoint(
    app,
    endpoints.questionSetStatus,
    async (ctx) => {
      const id = ctx.id();
      await db.transaction(async (tx) => {
        const set = await lockedSet(tx, id, ctx.tenant());
        const { row_status } = await validated(questionSetStatusSchema, ctx.body);
        if (row_status === 1 && !questionCountHolds(set.count_rule, set.count, set.questions))
          throw countError('row_status', set);
        await setQuestionSetStatus(tx, id, row_status);
      });
      return detail(db, id, ctx.tenant());
    },
    { documented: { body: questionSetStatusSchema }, message: 'assessments.success.status_changed' },
  );
}
