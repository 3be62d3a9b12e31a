import { endpoints } from '@platform/contract';
import { endAssessmentSchema, saveAnswersSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { youthOnly } from '../../platform/callers';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { validated } from '../../platform/validate';
import { aptitudeConfigRow, aptitudeInfo } from './aptitude';
import { paperOf, resultOf } from './attempts';
import { ASSESSMENT_ERRORS, conflict } from './rules';
import {
  answerInvitation,
  endAttempt,
  rejectMove,
  ownAttempt,
  saveAnswers,
  startAptitudeAttempt,
  startJobAttempt,
  youthAssessment,
  youthAptitudeStatus,
  youthAssessments,
} from './runner';

/**
 * The examinee's calls (spec §7 protected jobs … assessments, start-assessment, end-assessment, aptitude-tests; public
 * aptitude-test; ADR 0070). Job assessments and the aptitude test share the attempt calls. Every statement carries
 * youth_id = caller: another youth's invitation or attempt is 404. Answers and marks leave only after the end.
 */
export function registerYouthAssessmentRoutes(app: FastifyInstance): void {
  const { db, notifier, config } = app.services;
  // the assessment portal's origin: the youth's pages link there (PORTAL_ORIGINS: youth, admin, recruiter, lms, assessment)
  const portal = config.portalOrigins[4] ?? 'http://localhost:4204';

  registerEndpoint(app, endpoints.aptitudeTest, async () => aptitudeInfo(await aptitudeConfigRow(db)));

  registerEndpoint(
    app,
    endpoints.youthAptitudeTest,
    async (ctx) => youthAptitudeStatus(db, notifier, ctx.youthId(), portal),
    { caller: youthOnly },
  );

  registerEndpoint(
    app,
    endpoints.startAptitudeTest,
    async (ctx) => startAptitudeAttempt(db, notifier, ctx.youthId()),
    { caller: youthOnly, successCode: 200, message: 'assessments.success.started' },
  );

  registerListEndpoint(
    app,
    endpoints.youthJobAssessments,
    async (ctx) => youthAssessments(db, notifier, ctx.youthId(), ctx.page, portal),
    { caller: youthOnly },
  );

  registerEndpoint(app, endpoints.youthJobAssessment, async (ctx) =>
    youthAssessment(db, notifier, ctx.youthId(), ctx.id(), portal),
  );

  registerEndpoint(
    app,
    endpoints.acceptJobAssessment,
    async (ctx) => {
      const youth = ctx.youthId();
      await answerInvitation(db, youth, ctx.id(), true, rejectMove);
      return youthAssessment(db, notifier, youth, ctx.id(), portal);
    },
    { successCode: 200, message: 'assessments.success.accepted' },
  );

  registerEndpoint(
    app,
    endpoints.rejectJobAssessment,
    async (ctx) => {
      const youth = ctx.youthId();
      await answerInvitation(db, youth, ctx.id(), false, rejectMove);
      return youthAssessment(db, notifier, youth, ctx.id(), portal);
    },
    { successCode: 200, message: 'assessments.success.rejected' },
  );

  registerEndpoint(
    app,
    endpoints.startJobAssessment,
    async (ctx) => startJobAttempt(db, notifier, ctx.youthId(), ctx.id()),
    { successCode: 200, message: 'assessments.success.started' },
  );

  registerEndpoint(app, endpoints.examAttempt, async (ctx) =>
    paperOf(db, await ownAttempt(db, notifier, ctx.id(), ctx.youthId())),
  );

  registerEndpoint(
    app,
    endpoints.saveExamAnswers,
    async (ctx) => {
      const youth = ctx.youthId();
      const id = ctx.id();
      await ownAttempt(db, notifier, id, youth);
      const { answers } = await validated(saveAnswersSchema, ctx.body);
      return saveAnswers(db, notifier, youth, id, answers);
    },
    { documented: { body: saveAnswersSchema }, message: 'assessments.success.answers_saved' },
  );

  registerEndpoint(
    app,
    endpoints.endAssessment,
    async (ctx) => {
      const youth = ctx.youthId();
      const id = ctx.id();
      await ownAttempt(db, notifier, id, youth);
      const { answers } = await validated(endAssessmentSchema, ctx.body ?? {});
      return resultOf(db, await endAttempt(db, notifier, youth, id, answers ?? []));
    },
    { successCode: 200, documented: { body: endAssessmentSchema }, message: 'assessments.success.submitted' },
  );

  registerEndpoint(app, endpoints.examAttemptResult, async (ctx) => {
    const attempt = await ownAttempt(db, notifier, ctx.id(), ctx.youthId());
    if (!attempt.submitted_at) throw conflict(ASSESSMENT_ERRORS.notSubmitted);
    return resultOf(db, attempt);
  });
}
