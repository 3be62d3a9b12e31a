import { JOB_PERMISSIONS } from '@platform/contract';
import type { LookupRecord } from '@platform/resources';
import { makeRecruiterProfile, RECRUITER_PORTAL } from '@platform/testing';

export {
  dayFromToday,
  makeCompleteJobPost as completeJob,
  makeJobPost as makeJob,
} from '@platform/testing';

/** The recruiter portal as the shell sees it (routes come from each test). */
export const recruiterPortal = RECRUITER_PORTAL;

/** The demo recruiter: every job key but approve_job, of organisation 1. */
export const recruiter = makeRecruiterProfile(
  Object.values(JOB_PERMISSIONS).filter((k) => k !== JOB_PERMISSIONS.approveJob),
);

export const lookup = (id: number, title_en: string, extra: Record<string, unknown> = {}): LookupRecord => ({
  id,
  row_status: 1,
  title: `${title_en} (bn)`,
  title_en,
  ...extra,
});
