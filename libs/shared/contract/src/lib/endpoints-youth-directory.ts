import { defineEndpoint } from './endpoint';
import type { ListQuery } from './envelope';

/*
 * The public youth numbers and directory (issue 18 item 5, ADR 0096). The registered-youth counter is a count only:
 * youth accounts that are not deleted; no personal data. The answer may be a few seconds old (the gateway's public
 * response cache). The directory lists only youth who chose to be listed (off by default, set on /settings); a card
 * holds the name and the skills when the skills are shown on the public profile — never contact data or a hidden
 * section — and leads to the public profile by its random public id.
 */

/** GET /public/registered-youth-in-real-time. */
export interface RegisteredYouthCount {
  total_registered_youth: number;
}

export const YOUTH_DIRECTORY_LIMITS = {
  /** Characters of the directory's search text. */
  search: 100,
  /** Skills a card names (the youth's first ones). */
  cardSkills: 5,
} as const;

/** GET /public/youths: a name or a skill's name, and one skill. */
export interface YouthDirectoryQuery extends ListQuery {
  search?: string;
  skill_id?: number;
}

export interface YouthDirectorySkill {
  id: number;
  title: string;
  title_en: string | null;
}

/** One card of the directory. */
export interface YouthDirectoryEntry {
  /** The public profile's id: /youth-profile/{public_id}. */
  public_id: string;
  full_name: string;
  full_name_en: string | null;
  /** Empty when the youth hides the skills section. */
  skills: YouthDirectorySkill[];
}

/** Whether the signed-in youth is listed in the public directory. */
export interface YouthDirectoryListing {
  listed: boolean;
}

export type YouthDirectoryListingBody = YouthDirectoryListing;

export const youthDirectoryEndpoints = {
  registeredYouthInRealTime: defineEndpoint<RegisteredYouthCount>({
    method: 'GET',
    path: '/public/registered-youth-in-real-time',
    area: 'public',
    summary: 'The number of registered youth (a count only; may be a few seconds old)',
  }),
  youthDirectory: defineEndpoint<YouthDirectoryEntry[], undefined, YouthDirectoryQuery>({
    method: 'GET',
    path: '/public/youths',
    area: 'public',
    list: true,
    summary: 'The public youth directory: youth who chose to be listed, by name or skill, newest first',
  }),
  youthDirectoryListing: defineEndpoint<YouthDirectoryListing>({
    method: 'GET',
    path: '/protected/youth-directory-listing',
    area: 'protected',
    summary: 'Whether the signed-in youth is listed in the public youth directory (off by default)',
  }),
  updateYouthDirectoryListing: defineEndpoint<YouthDirectoryListing, YouthDirectoryListingBody>({
    method: 'PUT',
    path: '/protected/youth-directory-listing',
    area: 'protected',
    summary: 'Be listed in the public youth directory, or not',
  }),
} as const;
