import { CV_BANK_PERMISSIONS, type YouthPublicProfile } from '@platform/contract';
import type { LookupRecord } from '@platform/resources';
import { makeCvView, makeRecruiterProfile, RECRUITER_PORTAL } from '@platform/testing';

/** The recruiter portal as the shell sees it (routes come from each test). */
export const recruiterPortal = RECRUITER_PORTAL;

/** The demo recruiter with the CV bank's key. */
export const recruiter = makeRecruiterProfile([CV_BANK_PERMISSIONS.viewCvBank], { full_name: 'তানভীর হাসান' });

export const lookup = (id: number, title_en: string, extra: Record<string, unknown> = {}): LookupRecord =>
  ({ id, row_status: 1, title: `${title_en} (bn)`, title_en, ...extra }) as LookupRecord;

export const RAHIM = '3f1c2b6e-0d7a-4f55-9a43-2f1d8f5b7c10';
export const SUMAIYA = '7a2d9c4e-1b3f-4a6d-8e5c-9f0a1b2c3d4e';

/** The CV view the gateway answers: hidden parts are absent keys (here contact, addresses, guardians, education). */
export function makeCv(over: Partial<YouthPublicProfile> = {}): YouthPublicProfile {
  const { contact: _contact, educations: _educations, ...shown } = makeCvView({ public_id: RAHIM });
  return { ...shown, ...over };
}
