import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@platform/contract';
import { addDays, today } from '@platform/validation';
import type { Db } from '../../db/client';
import { insertApplication } from '../jobs/applications';
import { userId } from '../jobs/seed';
import { checkTransition, type TransitionActor } from '../jobs/transitions';
import { moveApplication } from './applicants';
import { insertBoard } from './boards';
import { recordResponse, setBoardStatus, upsertCandidate } from './interviews';
import { upsertOffer } from './offers';
import { insertSchedule } from './schedules';

/* Demo applications and their pipeline (demo mode only; ADR 0063), on the demo jobs of jobs/seed.ts. */

/** Takes an application along `path`, each move checked against the transition table and recorded. */
async function walk(
  tx: Db,
  applicationId: number,
  path: [ApplicationStatus, TransitionActor][],
  recruiter: number,
  youth: number,
): Promise<void> {
  let at: ApplicationStatus = 0;
  for (const [to, actor] of path) {
    const check = checkTransition(at, to, actor);
    if (!check.ok)
      throw new Error(`demo application ${applicationId}: ${at} → ${to} is not in the transition table`);
    await moveApplication(tx, applicationId, at, to, actor === 'youth' ? youth : recruiter);
    at = to;
  }
}

/**
 * The pipeline behind the designer application (ADR 0063): a board of two, a physical schedule, the candidate's
 * confirmed and interviewed place on it, and the open offer the youth can answer at /job-offers.
 */
async function seedInterviewAndOffer(
  tx: Db,
  jobId: number,
  applicationId: number,
  recruiter: number,
  day: string,
): Promise<void> {
  const board = await insertBoard(tx, jobId, {
    title: 'ডিজাইন প্যানেল',
    members: [
      {
        name: 'তানভীর হাসান',
        email: 'recruiter@platform.local',
        mobile: '01711000003',
        designation: 'নিয়োগ ব্যবস্থাপক',
        user_id: recruiter,
      },
      {
        name: 'নাসরিন সুলতানা',
        email: 'nasrin.sultana@platform.local',
        mobile: null,
        designation: 'আর্ট ডিরেক্টর',
        user_id: null,
      },
    ],
  });
  const schedule = await insertSchedule(
    tx,
    jobId,
    {
      title: 'প্রথম দফা',
      interview_date: addDays(day, -2),
      start_time: '10:00',
      end_time: '12:00',
      kind: 1,
      venue: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা',
      max_candidates: 10,
      board_id: board,
    },
    null,
  );
  await upsertCandidate(tx, applicationId, schedule, `seed-${applicationId}-${randomUUID()}`, recruiter);
  await recordResponse(tx, applicationId, 'accepted', null, 3);
  await setBoardStatus(tx, applicationId, 4, 'interviewed');
  await upsertOffer(
    tx,
    applicationId,
    { salary: 15000, joining_date: addDays(day, 14), message: 'আপনাকে আমাদের দলে স্বাগতম।' },
    recruiter,
  );
}

/**
 * The demo applications: `youth` and `youth2` have applied to Dhaka Tech's jobs and stand at different pipeline stages
 * (new, shortlisted, assessment, offer, rejected), each reached through the transition table with its history; the
 * designer application has its board, schedule, interview and open offer; Rahim keeps a favourite.
 */
export async function seedApplications(tx: Db, ids: Record<string, number>): Promise<void> {
  const day = today();
  const id = (title: string) => {
    const value = ids[title];
    if (value === undefined) throw new Error(`demo job ${title}`);
    return value;
  };
  const recruiter = await userId(tx, 'recruiter');
  const rahim = await userId(tx, 'youth');
  const sumaiya = await userId(tx, 'youth2');
  const apply = async (
    title: string,
    youth: number,
    salary: number,
    score: number,
    path: [ApplicationStatus, TransitionActor][],
  ) => {
    const application = await insertApplication(tx, id(title), youth, salary, score);
    await walk(tx, application.id, path, recruiter, youth);
    return application.id;
  };
  await apply('Junior Web Developer', rahim, 32000, 100, [[11, 'recruiter']]);
  await apply('Junior Web Developer', sumaiya, 28000, 50, []);
  const designer = await apply('Graphic Designer (part time)', rahim, 14000, 75, [
    [11, 'recruiter'],
    [31, 'recruiter'],
    [32, 'recruiter'],
    [33, 'youth'],
    [35, 'recruiter'],
    [41, 'recruiter'],
  ]);
  await seedInterviewAndOffer(tx, id('Graphic Designer (part time)'), designer, recruiter, day);
  await apply('IT Support Technician', sumaiya, 20000, 67, [[21, 'recruiter']]);
  await apply('Data Entry Operator', sumaiya, 11000, 100, [[99, 'recruiter']]);
  await tx.query('insert into job_favourites (youth_id, job_id) values ($1, $2)', [
    rahim,
    id('IT Support Technician'),
  ]);
}
