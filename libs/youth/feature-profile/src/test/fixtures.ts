import {
  PROFILE_COMPLETION_WEIGHTS,
  type ProfileCompletion,
  type ProfileCompletionPart,
  YOUTH_DATA_SECTIONS,
  type YouthDataVisibility,
  type YouthEducation,
  type YouthOther,
  type YouthProfile,
} from '@platform/contract';

const stamps = { add_to_cv: true, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const none = { title: null, title_en: null };

export function completion(complete: ProfileCompletionPart[]): ProfileCompletion {
  const parts = (Object.keys(PROFILE_COMPLETION_WEIGHTS) as ProfileCompletionPart[]).map((part) => ({
    part,
    weight: PROFILE_COMPLETION_WEIGHTS[part],
    complete: complete.includes(part),
  }));
  return { percentage: parts.filter((p) => p.complete).reduce((sum, p) => sum + p.weight, 0), parts };
}

export function makeEducation(over: Partial<YouthEducation> = {}): YouthEducation {
  return {
    id: 11,
    ...stamps,
    education_level_id: 2,
    exam_degree_id: 5,
    exam_degree_name: null,
    major_or_concentration: null,
    edu_group_id: null,
    edu_board_id: null,
    institute_name: 'Dhaka College',
    is_foreign_institute: false,
    foreign_institute_country_id: null,
    result_id: 1,
    marks_in_percentage: null,
    cgpa_scale: 5,
    cgpa: 4.83,
    year_of_passing: 2018,
    expected_year_of_passing: null,
    duration: null,
    achievements: null,
    education_level: { title: 'উচ্চ মাধ্যমিক', title_en: 'Higher Secondary (HSC)' },
    exam_degree: { title: 'এইচএসসি', title_en: 'HSC' },
    edu_group: none,
    edu_board: none,
    result: { title: 'গ্রেড', title_en: 'Grade (GPA/CGPA)' },
    foreign_institute_country: none,
    ...over,
  };
}

export function makeOther(over: Partial<YouthOther> = {}): YouthOther {
  return {
    id: 31,
    ...stamps,
    title: 'Volunteer at the Red Crescent',
    description: 'Flood relief, 2024',
    ...over,
  };
}

export function visibility(hidden: string[] = ['addresses', 'guardians']): YouthDataVisibility {
  return Object.fromEntries(YOUTH_DATA_SECTIONS.map((s) => [s, !hidden.includes(s)])) as YouthDataVisibility;
}

/** A youth's own profile as GET /protected/youth-profile answers it. */
export function makeYouthProfile(over: Partial<YouthProfile> = {}): YouthProfile {
  return {
    user_id: 101,
    public_id: '3f1c2b6e-0d7a-4f55-9a43-2f1d8f5b7c10',
    username: 'youth',
    email: 'rahim@example.test',
    mobile: '01712345678',
    full_name: 'রহিম উদ্দিন',
    full_name_en: 'Rahim Uddin',
    gender: 1,
    date_of_birth: '2000-03-15',
    religion: 1,
    marital_status: 1,
    nationality_country_id: 18,
    nationality: { title: 'বাংলাদেশ', title_en: 'Bangladesh' },
    identity_number_type: 1,
    identity_number: '4612378905',
    freedom_fighter_status: 1,
    physical_disability_status: false,
    physical_disabilities: [],
    does_belong_to_ethnic_group: false,
    ethnic_group: null,
    bio: null,
    bio_en: 'Junior web developer from Dhaka.',
    cv_template: 'modern',
    photo_file_id: null,
    addresses: [],
    guardians: [],
    educations: [makeEducation()],
    experiences: [],
    skills: [],
    languages: [],
    certifications: [],
    portfolios: [],
    projects: [],
    publications: [],
    references: [],
    social_profiles: [],
    others: [makeOther()],
    area_of_interests: [{ id: 4, title: 'ওয়েব ডেভেলপমেন্ট', title_en: 'Web development' }],
    area_of_aspirations: [],
    job_preferences: { job_level: 1, job_types: ['full_time'], workplaces: [2, 3], expected_salary: 35000 },
    visibility: visibility(),
    profile_completion: completion(['personal_info', 'educations', 'area_of_interest', 'job_preferences']),
    cv_bank: { opt_in: false, listed: false, completion: 40, min_completion: 40 },
    ...over,
  };
}
