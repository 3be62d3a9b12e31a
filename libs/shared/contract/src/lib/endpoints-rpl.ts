import { defineEndpoint } from './endpoint';
import type { ValueOf } from './enums';
import { RPL_PERMISSIONS } from './rpl-permissions';

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
  nothingToCertify: 'rpl.errors.nothing_to_certify',
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

export { RPL_PERMISSIONS } from './rpl-permissions';

export const RPL_BATCH_LIMITS = { title: 300, perBatch: 200 } as const;

/** A batch as the admin's form sends it. */
export interface RplBatchBody {
  title: string;
  title_en?: string | null;
  rpl_occupation_id: number;
  rpl_level_id: number;
  /** A user holding the assessor role. */
  assessor_id: number;
  /** 'YYYY-MM-DD'. */
  exam_date: string;
  /** The assessment centre (a training centre), optional. */
  training_center_id?: number | null;
}

/** Applications placed in a batch (each submitted, not in a batch yet, of the batch's occupation and level). */
export interface RplPlaceBody {
  application_ids: number[];
}

/** The assessor's marks of one candidate: the score in percent (0–100, two decimals) and an optional CGPA (0–5). */
export interface RplMarkBody {
  score: number;
  cgpa?: number | null;
}

/** A candidate of a batch as the admin and the assessor see it. */
export interface RplCandidate {
  application_id: number;
  youth_name: string;
  youth_name_en: string | null;
  status: RplApplicationStatus;
  score: number | null;
  cgpa: number | null;
  certificate_id: string | null;
}

export interface RplBatch {
  id: number;
  title: string;
  title_en: string | null;
  occupation: RplTitle;
  level: RplTitle & { passing_score: number };
  assessor: { id: number; name: string; name_en: string | null };
  exam_date: string;
  centre: RplTitle | null;
  candidates: RplCandidate[];
  /** Candidates marked (passed or failed) and waiting for certification. */
  marked: number;
}

/** An application as the RPL office lists it (with its youth). */
export interface RplApplicationAdmin extends RplApplication {
  youth_name: string;
  youth_name_en: string | null;
}

export interface RplApplicationQuery {
  page?: number;
  page_size?: number;
  status?: RplApplicationStatus;
  rpl_level_id?: number;
  /** 'true': only those not in a batch yet. */
  unbatched?: 'true';
}

/** A user holding the assessor role (the batch form's choice). */
export interface RplAssessor {
  id: number;
  name: string;
  name_en: string | null;
}

type IdParams = { id: number };
const P = RPL_PERMISSIONS;

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

  rplApplicationsAdmin: defineEndpoint<RplApplicationAdmin[], undefined, RplApplicationQuery>({
    method: 'GET',
    path: '/private/rpl-applications',
    area: 'private',
    permission: P.manageBatches,
    list: true,
    summary: "Every youth's RPL applications, newest first, by status, level or not yet in a batch",
  }),
  rplAssessors: defineEndpoint<RplAssessor[]>({
    method: 'GET',
    path: '/private/rpl-assessors',
    area: 'private',
    permission: P.manageBatches,
    summary: 'The users holding the assessor role (the batch form chooses one)',
  }),
  rplBatches: defineEndpoint<RplBatch[], undefined, { page?: number; page_size?: number }>({
    method: 'GET',
    path: '/private/rpl-batches',
    area: 'private',
    permission: P.manageBatches,
    list: true,
    summary: 'Every RPL batch, latest exam first, with its candidates',
  }),
  createRplBatch: defineEndpoint<RplBatch, RplBatchBody>({
    method: 'POST',
    path: '/private/rpl-batches',
    area: 'private',
    permission: P.manageBatches,
    summary: 'Make a batch: title, occupation and level, assessor, exam date, centre',
  }),
  rplBatch: defineEndpoint<RplBatch, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/rpl-batches/:id',
    area: 'private',
    permission: P.manageBatches,
    summary: 'A batch with its candidates',
  }),
  placeRplApplications: defineEndpoint<RplBatch, RplPlaceBody, undefined, IdParams>({
    method: 'POST',
    path: '/private/rpl-batches/:id/applications',
    area: 'private',
    permission: P.manageBatches,
    summary: 'Place submitted applications of the batch’s occupation and level in it (all or none)',
  }),
  assessorRplBatches: defineEndpoint<RplBatch[], undefined, { page?: number; page_size?: number }>({
    method: 'GET',
    path: '/private/rpl-assessor-batches',
    area: 'private',
    permission: P.markBatch,
    list: true,
    summary: "The caller's own batches as their assessor",
  }),
  assessorRplBatch: defineEndpoint<RplBatch, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/rpl-assessor-batches/:id',
    area: 'private',
    permission: P.markBatch,
    summary: "One of the caller's own batches (another assessor's is 404)",
  }),
  markRplCandidate: defineEndpoint<RplBatch, RplMarkBody, undefined, { id: number; applicationId: number }>({
    method: 'PUT',
    path: '/private/rpl-assessor-batches/:id/applications/:applicationId',
    area: 'private',
    permission: P.markBatch,
    summary:
      'Mark a candidate: the score in percent; the server decides passed or failed from the passing score',
  }),
  certifyRplBatch: defineEndpoint<RplBatch, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/private/rpl-assessor-batches/:id/certify',
    area: 'private',
    permission: P.markBatch,
    summary:
      'Certify the marked candidates: passed → certified (a certificate is issued), failed → not certified',
  }),
} as const;
