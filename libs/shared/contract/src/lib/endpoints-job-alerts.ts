import { defineEndpoint } from './endpoint';
import type { ListQuery } from './envelope';
import type { EMPLOYMENT_TYPE, JOB_LEVEL, NotificationChannel, ValueOf } from './enums';
import type { PublicJobSummary, TitleRef } from './endpoints-jobs';

/*
 * The youth's side of jobs beyond search and apply (spec §1 "set job alerts", §2 /job-alert-settings, §7 protected
 * recommended-jobs (page, limit)). ADR 0065.
 *
 * - Recommended jobs: live, open jobs the youth has not applied to, ranked by how many of the job's skills the youth
 *   has (the match score, 0–100), newest first among equals. Only jobs sharing at least one skill are recommended.
 * - Job alerts: a youth keeps up to JOB_ALERT_LIMITS.perYouth saved searches; when a job goes live (and its published
 *   day has come), every youth with an enabled alert it matches is told once, on the channels the alert names. Every
 *   call acts on the caller's own alerts: another youth's alert id answers 404 and changes nothing.
 */

/** How an alert reaches the youth: in-app always works; e-mail and SMS need the address on the account. */
export const JOB_ALERT_CHANNELS = [
  'in_app',
  'email',
  'sms',
] as const satisfies readonly NotificationChannel[];
export type JobAlertChannel = (typeof JOB_ALERT_CHANNELS)[number];

export const JOB_ALERT_LIMITS = { perYouth: 10, title: 100, keywords: 200, ids: 20 } as const;

/**
 * One alert: every criterion that is set must match (keywords: every word, as a prefix, in the title, responsibilities
 * or context — the public search's rule; lists: any one of the chosen values). At least one criterion is required.
 */
export interface JobAlertBody {
  /** A name the youth recognises the alert by; empty = none. */
  title?: string | null;
  keywords?: string | null;
  job_sector_ids?: number[];
  occupation_ids?: number[];
  skill_ids?: number[];
  loc_division_id?: number | null;
  /** A district of that division: jobs located in that district only. */
  loc_district_id?: number | null;
  job_levels?: ValueOf<typeof JOB_LEVEL>[];
  employment_types?: ValueOf<typeof EMPLOYMENT_TYPE>[];
  /** One or more of JOB_ALERT_CHANNELS. */
  channels: JobAlertChannel[];
  /** Off keeps the alert but sends nothing. */
  is_enabled: boolean;
}

export interface JobAlert {
  id: number;
  title: string | null;
  keywords: string | null;
  job_sector_ids: number[];
  occupation_ids: number[];
  skill_ids: number[];
  loc_division_id: number | null;
  loc_district_id: number | null;
  job_levels: ValueOf<typeof JOB_LEVEL>[];
  employment_types: ValueOf<typeof EMPLOYMENT_TYPE>[];
  channels: JobAlertChannel[];
  is_enabled: boolean;
  /** Titles of the chosen sectors, occupations, skills and places, for the list of alerts. */
  job_sectors: TitleRef[];
  occupations: TitleRef[];
  skills: TitleRef[];
  division: TitleRef | null;
  district: TitleRef | null;
  created_at: string;
  updated_at: string;
}

/** One recommended job: the public summary, the share of its skills the youth has (0–100) and which ones. */
export interface RecommendedJob {
  job: PublicJobSummary;
  match_score: number;
  matched_skills: TitleRef[];
}

/** Spec §7 recommended-jobs (page, limit): `limit` is read as the page size. */
export type RecommendedJobsQuery = ListQuery & { limit?: number };

type AlertParams = { id: number };

export const jobAlertEndpoints = {
  recommendedJobs: defineEndpoint<RecommendedJob[], undefined, RecommendedJobsQuery>({
    method: 'GET',
    path: '/protected/recommended-jobs',
    area: 'protected',
    list: true,
    summary:
      'Live, open jobs ranked by the share of their skills the caller has (0–100), newest first among equals; jobs the caller applied to are left out',
  }),
  jobAlerts: defineEndpoint<JobAlert[], undefined, ListQuery>({
    method: 'GET',
    path: '/protected/job-alerts',
    area: 'protected',
    list: true,
    summary: "The caller's job alerts, newest first",
  }),
  jobAlert: defineEndpoint<JobAlert, undefined, undefined, AlertParams>({
    method: 'GET',
    path: '/protected/job-alerts/:id',
    area: 'protected',
    summary: "One of the caller's job alerts (404 for another youth's)",
  }),
  createJobAlert: defineEndpoint<JobAlert, JobAlertBody>({
    method: 'POST',
    path: '/protected/job-alerts',
    area: 'protected',
    summary: 'Add a job alert (at most 10 per youth): criteria, channels, on or off',
  }),
  updateJobAlert: defineEndpoint<JobAlert, JobAlertBody, undefined, AlertParams>({
    method: 'PUT',
    path: '/protected/job-alerts/:id',
    area: 'protected',
    summary: "Change one of the caller's job alerts (404 for another youth's)",
  }),
  deleteJobAlert: defineEndpoint<null, undefined, undefined, AlertParams>({
    method: 'DELETE',
    path: '/protected/job-alerts/:id',
    area: 'protected',
    summary: "Delete one of the caller's job alerts (404 for another youth's)",
  }),
} as const;
