import { type CandidateInterviewConfirmation, endpoints, type LiveInterviewBoard } from '@platform/contract';
import { candidateInterviewConfirmationSchema, today } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { loadJobs } from '../jobs/posts';
import { publicSummary } from '../jobs/views';
import { boardLink, lockApplicationByToken, youthInterview } from './interviews';
import { linkTokenHash } from './links';
import { scheduleById } from './schedules';
import { answerInvitation } from './youth-side';

const tokenOf = (query: unknown): string => {
  const token = (query as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) throw notFound();
  return token;
};

/**
 * The links of the interview invitations (spec §7 public jobs/candidate-interview-confirmation and
 * join-live-interview-board; ADR 0063). The token is the key: 256 random bits, only its sha-256 is stored, a new
 * invitation replaces the candidate's (an old link is 404). Nothing else about the application is reachable.
 */
export function registerPublicJobPipelineRoutes(app: FastifyInstance): void {
  const { db, config } = app.services;
  const videoBase = config.videoConfBaseUrl;

  const confirmation = async (jobId: number, youthId: number): Promise<CandidateInterviewConfirmation> => {
    const interview = await youthInterview(db, jobId, youthId, videoBase);
    const [job] = await loadJobs(db, [jobId], today());
    if (!interview || !job) throw notFound();
    const view = publicSummary(job);
    return {
      job_title: job.job_title ?? '',
      job_title_en: job.job_title_en,
      company_name: view.company_name,
      company_name_en: view.company_name_en,
      title: interview.title,
      interview_date: interview.interview_date,
      start_time: interview.start_time,
      end_time: interview.end_time,
      kind: interview.kind,
      venue: interview.venue,
      video_link: interview.video_link,
      status: interview.status,
      response: interview.response,
    };
  };

  registerEndpoint(app, endpoints.candidateInterviewConfirmation, async (ctx) => {
    const hash = linkTokenHash(tokenOf(ctx.query));
    const row = await db.transaction((tx) => lockApplicationByToken(tx, hash));
    if (!row) throw notFound();
    return confirmation(row.job_id, row.youth_id);
  });

  registerEndpoint(
    app,
    endpoints.confirmCandidateInterview,
    async (ctx) => {
      const hash = linkTokenHash(tokenOf(ctx.body));
      const body = await validated(candidateInterviewConfirmationSchema, ctx.body);
      const row = await db.transaction(async (tx) => {
        const found = await lockApplicationByToken(tx, hash);
        if (!found) throw notFound();
        await answerInvitation(tx, found, found.youth_id, {
          response: body.response,
          note: body.note ?? null,
        });
        return found;
      });
      return confirmation(row.job_id, row.youth_id);
    },
    // the link's token is checked (404) before the answer is read
    {
      successCode: 200,
      rateLimit: { max: 30, timeWindow: 60_000 },
      documented: { body: candidateInterviewConfirmationSchema },
    },
  );

  registerEndpoint(app, endpoints.joinLiveInterviewBoard, async (ctx) => {
    const link = await boardLink(db, linkTokenHash(tokenOf(ctx.query)));
    if (!link) throw notFound();
    const schedule = await scheduleById(db, link.schedule_id, videoBase);
    const [job] = await loadJobs(db, [link.job_id], today());
    if (!schedule || !job) throw notFound();
    const board: LiveInterviewBoard = {
      job_title: job.job_title ?? '',
      job_title_en: job.job_title_en,
      title: schedule.title,
      interview_date: schedule.interview_date,
      start_time: schedule.start_time,
      end_time: schedule.end_time,
      kind: schedule.kind,
      venue: schedule.venue,
      video_link: schedule.video_link,
      member_name: link.member_name,
    };
    return board;
  });
}
