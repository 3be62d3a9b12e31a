import {
  PROFILE_COMPLETION_WEIGHTS,
  type ProfileCompletion,
  type ProfileCompletionPart,
} from '@platform/contract';

/**
 * The profile completion rule (ADR 0051). A part counts fully or not at all; the percentage is the sum of the
 * weights (PROFILE_COMPLETION_WEIGHTS, 100 in all) of the complete parts:
 *
 * | part               | weight | complete when                                                              |
 * |--------------------|-------:|----------------------------------------------------------------------------|
 * | personal_info      |     15 | date of birth, religion, marital status, nationality and identity number   |
 * | photo              |      5 | a photo is uploaded                                                         |
 * | addresses          |      5 | at least one address                                                        |
 * | educations         |     15 | at least one education                                                      |
 * | experiences        |     10 | at least one job experience                                                 |
 * | basic_skills       |      5 | at least one basic skill                                                    |
 * | specialized_skills |     10 | at least one specialized skill                                              |
 * | languages          |      5 | at least one language                                                       |
 * | certifications     |      5 | at least one certification                                                  |
 * | work_samples       |      5 | at least one portfolio item, project or publication                         |
 * | references         |      5 | at least one reference                                                      |
 * | area_of_interest   |      5 | at least one area of interest                                               |
 * | area_of_aspiration |      5 | at least one area of aspiration                                             |
 * | job_preferences    |      5 | a job level and at least one job type                                       |
 *
 * Guardians, social profiles and "others" are optional and do not count; neither does anything the youth hides.
 */
export interface CompletionInput {
  personal: {
    date_of_birth: string | null;
    religion: number | null;
    marital_status: number | null;
    nationality_country_id: number | null;
    identity_number: string | null;
    photo_file_id: string | null;
  };
  /** Number of items per section (skills split by type). */
  counts: {
    addresses: number;
    educations: number;
    experiences: number;
    basic_skills: number;
    specialized_skills: number;
    languages: number;
    certifications: number;
    portfolios: number;
    projects: number;
    publications: number;
    references: number;
    area_of_interests: number;
    area_of_aspirations: number;
  };
  job_preferences: { job_level: number | null; job_types: readonly string[] };
}

const filled = (value: unknown) => value !== null && value !== undefined && value !== '';

export function profileCompletion({ personal, counts, job_preferences }: CompletionInput): ProfileCompletion {
  const complete: Record<ProfileCompletionPart, boolean> = {
    personal_info: [
      personal.date_of_birth,
      personal.religion,
      personal.marital_status,
      personal.nationality_country_id,
      personal.identity_number,
    ].every(filled),
    photo: filled(personal.photo_file_id),
    addresses: counts.addresses > 0,
    educations: counts.educations > 0,
    experiences: counts.experiences > 0,
    basic_skills: counts.basic_skills > 0,
    specialized_skills: counts.specialized_skills > 0,
    languages: counts.languages > 0,
    certifications: counts.certifications > 0,
    work_samples: counts.portfolios + counts.projects + counts.publications > 0,
    references: counts.references > 0,
    area_of_interest: counts.area_of_interests > 0,
    area_of_aspiration: counts.area_of_aspirations > 0,
    job_preferences: filled(job_preferences.job_level) && job_preferences.job_types.length > 0,
  };
  const parts = (Object.keys(PROFILE_COMPLETION_WEIGHTS) as ProfileCompletionPart[]).map((part) => ({
    part,
    weight: PROFILE_COMPLETION_WEIGHTS[part],
    complete: complete[part],
  }));
  return { percentage: parts.reduce((sum, p) => sum + (p.complete ? p.weight : 0), 0), parts };
}
