import {
  CV_BANK_MIN_COMPLETION,
  type ProfileCompletion,
  YOUTH_ITEM_SECTIONS,
  type YouthCvBankStatus,
  type YouthDataSection,
  type YouthItemSection,
  type YouthProfile,
  type YouthProfileSections,
  type YouthPublicProfile,
} from '@platform/contract';
import type { Db } from '../../db/client';
import { aptitudeSummaryOf } from '../assessments/aptitude';
import { associationBadgesOf } from './association-badges';
import {
  completionInput,
  ensureProfile,
  jobPreferencesOf,
  personalInfoOf,
  readIdList,
  readProfileRow,
  saveCompletionPercentage,
  visibilityOf,
} from './repository';
import { profileCompletion } from './completion';
import { listItems } from './items';
import { OWNED_SECTIONS } from './sections';

/** Recomputes the completion and keeps it on the user, where GET /protected/auth/profile reads it (spec §3). */
export async function refreshCompletion(db: Db, userId: number): Promise<ProfileCompletion> {
  const completion = profileCompletion(await completionInput(db, userId));
  await saveCompletionPercentage(db, userId, completion.percentage);
  return completion;
}

/** Creates the youth's profile on first use (see ensureProfile) and counts what it starts with. */
export async function ensureYouthProfile(db: Db, userId: number): Promise<void> {
  if (await ensureProfile(db, userId)) await refreshCompletion(db, userId);
}

/** Whether the CV bank shows the youth's CV: opted in and at least CV_BANK_MIN_COMPLETION % complete. */
export function cvBankStatus(optIn: boolean, completion: number): YouthCvBankStatus {
  return {
    opt_in: optIn,
    listed: optIn && completion >= CV_BANK_MIN_COMPLETION,
    completion,
    min_completion: CV_BANK_MIN_COMPLETION,
  };
}

/** The whole profile of one youth, hidden parts included (the owner's view). */
export async function loadProfile(db: Db, userId: number): Promise<YouthProfile> {
  await ensureYouthProfile(db, userId);
  const row = await readProfileRow(db, userId);
  if (!row) throw new Error(`no profile row for user ${userId}`);
  const completion = profileCompletion(await completionInput(db, userId));
  const items = {} as Record<YouthItemSection, unknown[]>;
  for (const section of YOUTH_ITEM_SECTIONS)
    items[section] = await listItems(db, OWNED_SECTIONS[section], userId);
  return {
    ...personalInfoOf(row),
    ...(items as unknown as Pick<YouthProfileSections, YouthItemSection>),
    user_id: row.user_id,
    public_id: row.public_id,
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    area_of_interests: await readIdList(db, userId, 'interest'),
    area_of_aspirations: await readIdList(db, userId, 'aspiration'),
    job_preferences: jobPreferencesOf(row),
    visibility: visibilityOf(row.hidden_sections),
    profile_completion: completion,
    cv_bank: cvBankStatus(row.in_cv_bank, completion.percentage),
    // the aptitude test's result (ADR 0070), read from the assessments domain; shown with the `aptitude_test` part
    aptitude_test: await aptitudeSummaryOf(db, userId),
    // the associations that approved the youth and their CV (ADR 0104), read from the associations domain
    association_badges: await associationBadgesOf(db, userId),
  };
}

/** Where each part of the public view comes from: item sections map one to one; the rest are named here. */
const PUBLIC_PARTS: Record<
  Exclude<YouthDataSection, 'personal_info' | 'contact' | 'aptitude_test'>,
  keyof YouthProfileSections
> = {
  addresses: 'addresses',
  guardians: 'guardians',
  educations: 'educations',
  experiences: 'experiences',
  skills: 'skills',
  languages: 'languages',
  certifications: 'certifications',
  portfolios: 'portfolios',
  projects: 'projects',
  publications: 'publications',
  references: 'references',
  social_profiles: 'social_profiles',
  others: 'others',
  area_of_interest: 'area_of_interests',
  area_of_aspiration: 'area_of_aspirations',
  job_preferences: 'job_preferences',
};

/**
 * What others see of a profile: the public profile, or (cv) the CV with only the items added to it. Hidden sections
 * are absent (not empty); the identity number, the guardians' NIDs and the username are never part of it.
 */
export function publicView(profile: YouthProfile, { cv }: { cv: boolean }): YouthPublicProfile {
  const shown = (section: YouthDataSection) => profile.visibility[section];
  const view: YouthPublicProfile = {
    public_id: profile.public_id,
    full_name: profile.full_name,
    full_name_en: profile.full_name_en,
    gender: profile.gender,
    photo_file_id: profile.photo_file_id,
    bio: profile.bio,
    bio_en: profile.bio_en,
    cv_template: profile.cv_template,
  };
  if (shown('personal_info')) {
    view.personal_info = {
      date_of_birth: profile.date_of_birth,
      religion: profile.religion,
      marital_status: profile.marital_status,
      nationality_country_id: profile.nationality_country_id,
      nationality: profile.nationality,
      freedom_fighter_status: profile.freedom_fighter_status,
      physical_disability_status: profile.physical_disability_status,
      physical_disabilities: profile.physical_disabilities,
      does_belong_to_ethnic_group: profile.does_belong_to_ethnic_group,
      ethnic_group: profile.ethnic_group,
    };
  }
  if (shown('contact')) view.contact = { email: profile.email, mobile: profile.mobile };
  if (shown('aptitude_test') && profile.aptitude_test) view.aptitude_test = profile.aptitude_test;
  if (profile.association_badges?.length) view.association_badges = profile.association_badges;
  const target = view as unknown as Record<string, unknown>;
  for (const [section, key] of Object.entries(PUBLIC_PARTS) as [
    YouthDataSection,
    keyof YouthProfileSections,
  ][]) {
    if (!shown(section)) continue;
    const value = profile[key];
    target[key] =
      Array.isArray(value) && cv ? value.filter((item) => !('add_to_cv' in item) || item.add_to_cv) : value;
  }
  if (view.guardians) view.guardians = view.guardians.map((g) => ({ ...g, nid: null }));
  return view;
}
