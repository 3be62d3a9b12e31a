import { defineEndpoint } from './endpoint';
import type { ValueOf } from './enums';

/*
 * The RPL programme (recognition of prior learning; issue 18 item 4, ADR 0094; spec §3 "RPL: application, batch
 * (title, title_en, score in percent, cgpa), sector, occupation, level (passing_score in percent, sequence_order),
 * country-specific variants, assessor, exam date, certificate"; §4 "RPL: submitted, not submitted, certified, not
 * certified, passed, failed"). Migration 048_rpl.sql; gateway domain apps/gateway/src/domains/rpl; screens /rpl/apply
 * and /rpl/my-applications of the youth portal (@platform/youth-feature-rpl). The catalogue (sectors, occupations,
 * levels) is the resource engine's (`/private/rpl-*`, public lookups `/public/rpl-*`).
 *
 * A signed-in youth applies for a level of an occupation of a sector (the occupation must be the sector's and the
 * level the occupation's: 422 otherwise) and has one open application per level. The state machine lives in the
 * gateway (domains/rpl/transitions.ts); an illegal move answers 409 with one of RPL_ERRORS:
 *
 *   submitted ──withdraw (not in a batch)──▶ not_submitted ──resubmit──▶ submitted
 *   submitted (in a batch) ──mark: score ≥ the level's passing score──▶ passed ──certify──▶ certified
 *                          ──mark: score < the level's passing score──▶ failed ──certify──▶ not_certified
 *
 * Labels: catalogue area `rpl.*`.
 */

/** Spec §4 RPL states. */
export const RPL_APPLICATION_STATUS = {
  SUBMITTED: 'submitted',
  NOT_SUBMITTED: 'not_submitted',
  PASSED: 'passed',
  FAILED: 'failed',
  CERTIFIED: 'certified',
  NOT_CERTIFIED: 'not_certified',
} as const;
export type RplApplicationStatus = ValueOf<typeof RPL_APPLICATION_STATUS>;

/** What the youth may do to an application now; the gateway lists the legal ones in `actions`. */
export const RPL_YOUTH_ACTION = { WITHDRAW: 'withdraw', RESUBMIT: 'resubmit' } as const;
export type RplYouthAction = ValueOf<typeof RPL_YOUTH_ACTION>;

export const RPL_LIMITS = {
  experienceYearsMax: 60,
  workplace: 300,
  experienceSummary: 2000,
} as const;

/** `status.message` of a refused request (409), or a field's message in the 422 envelope. */
export const RPL_ERRORS = {
  alreadyApplied: 'rpl.errors.already_applied',
  notInSector: 'rpl.errors.not_in_sector',
  notOfOccupation: 'rpl.errors.not_of_occupation',
  notWithdrawable: 'rpl.errors.not_withdrawable',
  notResubmittable: 'rpl.errors.not_resubmittable',
  notMarkable: 'rpl.errors.not_markable',
  notPlaceable: 'rpl.errors.not_placeable',
  wrongLevel: 'rpl.errors.wrong_level',
} as const;

/** The application form. */
export interface RplApplicationBody {
  rpl_sector_id: number;
  rpl_occupation_id: number;
  rpl_level_id: number;
  /** 11 digits, 01XXXXXXXXX. */
  mobile: string;
  /** Whole years in the occupation, 0 … 60. */
  experience_years: number;
  workplace?: string | null;
  experience_summary: string;
}

/** A catalogue record named in both languages. */
export interface RplTitle {
  id: number;
  title: string;
  title_en: string | null;
}

/** The batch an application was placed in, as its youth sees it. */
export interface RplBatchSummary {
  id: number;
  title: string;
  title_en: string | null;
  /** 'YYYY-MM-DD'. */
  exam_date: string;
  centre: RplTitle | null;
}

export interface RplApplication {
  id: number;
  status: RplApplicationStatus;
  sector: RplTitle;
  occupation: RplTitle;
  level: RplTitle & { passing_score: number };
  mobile: string;
  experience_years: number;
  workplace: string | null;
  experience_summary: string;
  batch: RplBatchSummary | null;
  /** Percent, once marked. */
  score: number | null;
  cgpa: number | null;
  /** The certificate of a certified application (download and public verification of the certificates domain). */
  certificate_id: string | null;
  created_at: string;
  updated_at: string;
  actions: RplYouthAction[];
}

type IdParams = { id: number };

export const rplEndpoints = {
  myRplApplications: defineEndpoint<RplApplication[]>({
    method: 'GET',
    path: '/protected/rpl-applications',
    area: 'protected',
    summary: "The signed-in youth's RPL applications, newest first, with their states, batches and scores",
  }),
  applyRpl: defineEndpoint<RplApplication, RplApplicationBody>({
    method: 'POST',
    path: '/protected/rpl-applications',
    area: 'protected',
    summary:
      'Apply for RPL in a level of an occupation of a sector (submitted; one open application per level)',
  }),
  withdrawRplApplication: defineEndpoint<RplApplication, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/protected/rpl-applications/:id/withdraw',
    area: 'protected',
    summary: 'Withdraw a submitted application not yet in a batch (not submitted)',
  }),
  resubmitRplApplication: defineEndpoint<RplApplication, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/protected/rpl-applications/:id/resubmit',
    area: 'protected',
    summary: 'Submit a withdrawn application again',
  }),
} as const;
