import { endpoints } from '@platform/contract';
import {
  questionBankListQuerySchema,
  questionBankSchema,
  questionBulkUploadSchema,
  questionListQuerySchema,
  questionRowSchema,
  questionSchema,
  validateBody,
} from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { notFound, validationFailed } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { changesMarking, questionView } from './authoring';
import {
  bankInScope,
  deleteBank,
  deleteQuestion,
  insertBank,
  insertQuestion,
  listBanks,
  listQuestions,
  lockBank,
  lockQuestion,
  questionInScope,
  type QuestionWrite,
  updateBank,
  updateQuestion,
} from './banks';
import { ASSESSMENT_ERRORS, conflict } from './rules';

/**
 * Question banks and their questions (spec §2 /job-questions-bank, /job-questions-bank/{id}/job-question-bulk-upload;
 * §7 private job-question, bulk-upload, aptitude question bank; ADR 0070). Every id is looked up inside the caller's
 * tenant first (404 otherwise); the owner of a new bank is the caller's tenant.
 */
export function registerBankRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  const bankOr404 = async (id: number, tenant: Parameters<typeof bankInScope>[2]) => {
    const bank = await bankInScope(db, id, tenant);
    if (!bank) throw notFound();
    return bank;
  };

  registerListEndpoint(
    app,
    endpoints.questionBanks,
    async (ctx) => listBanks(db, ctx.tenant(), { search: ctx.query.search }, ctx.page),
    { query: questionBankListQuerySchema },
  );

  registerEndpoint(
    app,
    endpoints.createQuestionBank,
    async (ctx) =>
      bankOr404(await insertBank(db, ctx.tenant(), ctx.body, ctx.requireUser().id), ctx.tenant()),
    { body: questionBankSchema, message: 'assessments.success.bank_saved' },
  );

  registerEndpoint(app, endpoints.questionBank, async (ctx) => bankOr404(ctx.id(), ctx.tenant()));

  registerEndpoint(
    app,
    endpoints.updateQuestionBank,
    async (ctx) => {
      const id = ctx.id();
      await db.transaction(async (tx) => {
        if (!(await lockBank(tx, id, ctx.tenant()))) throw notFound();
        await updateBank(tx, id, await validated(questionBankSchema, ctx.body));
      });
      return bankOr404(id, ctx.tenant());
    },
    { documented: { body: questionBankSchema }, message: 'assessments.success.bank_saved' },
  );

  registerEndpoint(
    app,
    endpoints.deleteQuestionBank,
    async (ctx) => {
      const id = ctx.id();
      await db.transaction(async (tx) => {
        if (!(await lockBank(tx, id, ctx.tenant()))) throw notFound();
        if (!(await deleteBank(tx, id))) throw conflict(ASSESSMENT_ERRORS.inUse);
      });
      return null;
    },
    { message: 'assessments.success.bank_deleted' },
  );

  registerEndpoint(
    app,
    endpoints.bulkUploadQuestions,
    async (ctx) => {
      const id = ctx.id();
      const created = await db.transaction(async (tx) => {
        if (!(await lockBank(tx, id, ctx.tenant()))) throw notFound();
        const { rows } = await validated(questionBulkUploadSchema, ctx.body);
        // every row is checked (all or none); errors keyed by the spreadsheet row the user sees (header = row 1)
        const errors: Record<string, string[]> = {};
        const valid: QuestionWrite[] = [];
        for (const [i, row] of rows.entries()) {
          const result = await validateBody(questionRowSchema, row);
          if (result.ok) valid.push(result.value as QuestionWrite);
          else
            for (const [field, messages] of Object.entries(result.errors))
              errors[`${i + 2}.${field || 'row'}`] = messages;
        }
        if (Object.keys(errors).length) throw validationFailed(errors);
        for (const q of valid) await insertQuestion(tx, id, q, ctx.requireUser().id);
        return valid.length;
      });
      return { created };
    },
    {
      successCode: 201,
      message: 'assessments.success.questions_uploaded',
      documented: { body: questionBulkUploadSchema },
    },
  );

  // questions

  registerListEndpoint(
    app,
    endpoints.jobQuestions,
    async (ctx) => {
      const { data, total } = await listQuestions(db, ctx.tenant(), ctx.query, ctx.page);
      return { data: data.map(questionView), total };
    },
    { query: questionListQuerySchema },
  );

  const questionOr404 = async (id: number, tenant: Parameters<typeof questionInScope>[2]) => {
    const q = await questionInScope(db, id, tenant);
    if (!q) throw notFound();
    return questionView(q);
  };

  registerEndpoint(
    app,
    endpoints.createJobQuestion,
    async (ctx) => {
      const body = ctx.body as QuestionWrite & { bank_id: number };
      const id = await db.transaction(async (tx) => {
        if (!(await lockBank(tx, body.bank_id, ctx.tenant())))
          throw validationFailed({ bank_id: ['validation.reference_missing'] });
        return insertQuestion(tx, body.bank_id, body, ctx.requireUser().id);
      });
      return questionOr404(id, ctx.tenant());
    },
    { body: questionSchema, message: 'assessments.success.question_saved' },
  );

  registerEndpoint(app, endpoints.jobQuestion, async (ctx) => questionOr404(ctx.id(), ctx.tenant()));

  registerEndpoint(
    app,
    endpoints.updateJobQuestion,
    async (ctx) => {
      const id = ctx.id();
      await db.transaction(async (tx) => {
        const existing = await lockQuestion(tx, id, ctx.tenant());
        if (!existing) throw notFound();
        const body = (await validated(questionSchema, ctx.body)) as QuestionWrite & { bank_id: number };
        if (Number(body.bank_id) !== Number(existing.bank_id))
          throw validationFailed({ bank_id: ['validation.one_of'] });
        if (existing.in_use && changesMarking(existing, body)) throw conflict(ASSESSMENT_ERRORS.inUse);
        await updateQuestion(tx, id, body);
      });
      return questionOr404(id, ctx.tenant());
    },
    { documented: { body: questionSchema }, message: 'assessments.success.question_saved' },
  );

  registerEndpoint(
    app,
    endpoints.deleteJobQuestion,
    async (ctx) => {
      const id = ctx.id();
      await db.transaction(async (tx) => {
        if (!(await lockQuestion(tx, id, ctx.tenant()))) throw notFound();
        if (!(await deleteQuestion(tx, id))) throw conflict(ASSESSMENT_ERRORS.inUse);
      });
      return null;
    },
    { message: 'assessments.success.question_deleted' },
  );
}
