import type { CvBankEntry, YouthEducation, YouthGuardian, YouthPublicProfile } from '@platform/contract';

// The youth's CV as the gateway's public view answers it (the youth's CV pages and the recruiter's CV bank).
const stamps = { add_to_cv: true, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const none = { title: null, title_en: null };

export function makeCvEducation(over: Partial<YouthEducation> = {}): YouthEducation {
  return {
    id: 11,
    ...stamps,
    education_level_id: 4,
    exam_degree_id: 9,
    exam_degree_name: null,
    major_or_concentration: 'Computer Science and Engineering',
    edu_group_id: null,
    edu_board_id: null,
    institute_name: 'Dhaka University of Engineering & Technology',
    is_foreign_institute: false,
    foreign_institute_country_id: null,
    result_id: 1,
    marks_in_percentage: null,
    cgpa_scale: 4,
    cgpa: 3.42,
    year_of_passing: 2022,
    expected_year_of_passing: null,
    duration: 4,
    achievements: null,
    education_level: { title: 'স্নাতক', title_en: 'Bachelor' },
    exam_degree: { title: 'বিএসসি (ইঞ্জিনিয়ারিং)', title_en: 'B.Sc. (Engineering)' },
    edu_group: none,
    edu_board: none,
    result: { title: 'গ্রেড', title_en: 'Grade' },
    foreign_institute_country: none,
    ...over,
  };
}

export function makeCvGuardian(over: Partial<YouthGuardian> = {}): YouthGuardian {
  return {
    id: 21,
    ...stamps,
    name: 'আব্দুল করিম',
    name_en: 'Abdul Karim',
    relationship_type: 1,
    relationship_title: null,
    relationship_title_en: null,
    nid: null,
    mobile: '01712345670',
    date_of_birth: null,
    ...over,
  };
}

/** The CV view the gateway answers (publicView): only what the youth shows; hidden parts are absent keys. */
export function makeCvView(over: Partial<YouthPublicProfile> = {}): YouthPublicProfile {
  return {
    public_id: '3f1c2b6e-0d7a-4f55-9a43-2f1d8f5b7c10',
    full_name: 'রহিম উদ্দিন',
    full_name_en: 'Rahim Uddin',
    gender: 1,
    photo_file_id: null,
    bio: 'ঢাকার একজন জুনিয়র ওয়েব ডেভেলপার।',
    bio_en: 'Junior web developer from Dhaka.',
    cv_template: 'modern',
    contact: { email: 'rahim@example.test', mobile: '01712345678' },
    educations: [makeCvEducation()],
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

/** One youth of a CV bank search (the recruiter's `/cv-bank`, the platform staff's): the CV of `makeCvView`. */
export function makeCvBankEntry(over: Partial<CvBankEntry> = {}): CvBankEntry {
  return {
    public_id: '3f1c2b6e-0d7a-4f55-9a43-2f1d8f5b7c10',
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
