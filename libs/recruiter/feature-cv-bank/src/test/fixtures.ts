import { CV_BANK_PERMISSIONS, type CvBankEntry, type YouthPublicProfile } from '@platform/contract';
import type { LookupRecord } from '@platform/resources';
import { makeRecruiterProfile, RECRUITER_PORTAL } from '@platform/testing';

/** The recruiter portal as the shell sees it (routes come from each test). */
export const recruiterPortal = RECRUITER_PORTAL;

/** The demo recruiter with the CV bank's key. */
export const recruiter = makeRecruiterProfile([CV_BANK_PERMISSIONS.viewCvBank], { full_name: 'তানভীর হাসান' });

export const lookup = (id: number, title_en: string, extra: Record<string, unknown> = {}): LookupRecord =>
  ({ id, row_status: 1, title: `${title_en} (bn)`, title_en, ...extra }) as LookupRecord;

export const RAHIM = '3f1c2b6e-0d7a-4f55-9a43-2f1d8f5b7c10';
export const SUMAIYA = '7a2d9c4e-1b3f-4a6d-8e5c-9f0a1b2c3d4e';

export function makeEntry(over: Partial<CvBankEntry> = {}): CvBankEntry {
  return {
    public_id: RAHIM,
    full_name: 'রহিম উদ্দিন',
    full_name_en: 'Rahim Uddin',
    headline: 'Junior Web Developer',
    skills: [{ id: 3, title: 'দলগত কাজ', title_en: 'Teamwork' }],
    location: {
      division: { title: 'ঢাকা', title_en: 'Dhaka' },
      district: { title: 'গাজীপুর', title_en: 'Gazipur' },
    },
    experience_years: 3,
    profile_completion: 80,
    ...over,
  };
}

/** The CV view the gateway answers: hidden parts are absent keys (here contact, addresses and guardians). */
export function makeCv(over: Partial<YouthPublicProfile> = {}): YouthPublicProfile {
  const stamps = { add_to_cv: true, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
  return {
    public_id: RAHIM,
    full_name: 'রহিম উদ্দিন',
    full_name_en: 'Rahim Uddin',
    gender: 1,
    photo_file_id: null,
    bio: 'ঢাকার একজন জুনিয়র ওয়েব ডেভেলপার।',
    bio_en: 'Junior web developer from Dhaka.',
    cv_template: 'modern',
    experiences: [
      {
        id: 31,
        ...stamps,
        company_name: 'Dhaka Tech Ltd.',
        position: 'Junior Web Developer',
        employment_type: 'full_time',
        location: 'Dhaka',
        job_responsibilities: 'Build React screens and Node APIs.',
        start_date: '2023-01-01',
        end_date: null,
        is_currently_working: true,
      },
    ],
    skills: [
      {
        id: 41,
        ...stamps,
        skill_id: 3,
        proficiency: 'expert',
        skill: { title: 'দলগত কাজ', title_en: 'Teamwork' },
        skill_type: 1,
      },
    ],
    ...over,
  };
}
