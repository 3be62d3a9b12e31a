import type { YouthPublicProfile } from '@platform/contract';
import { translate } from '@platform/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import { buildCvDocument } from './cv-document';
import { CV_TEMPLATES, CV_THEMES } from './cv-themes';

const stamps = {
  id: 1,
  add_to_cv: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const view: YouthPublicProfile = {
  public_id: '3f1c2b6e-0d7a-4f55-9a43-2f1d8f5b7c10',
  full_name: 'রহিম উদ্দিন',
  full_name_en: 'Rahim Uddin',
  gender: 1,
  photo_file_id: null,
  bio: 'ঢাকার একজন ওয়েব ডেভেলপার।',
  bio_en: 'Web developer from Dhaka.',
  cv_template: 'modern',
  contact: { email: 'rahim@example.test', mobile: '01712345678' },
  experiences: [
    {
      ...stamps,
      company_name: 'Dhaka Tech Ltd.',
      position: 'Junior Developer',
      employment_type: 'full_time',
      location: 'Dhaka',
      job_responsibilities: null,
      start_date: '2023-01-01',
      end_date: null,
      is_currently_working: true,
    },
  ],
  skills: [
    {
      ...stamps,
      skill_id: 3,
      proficiency: 'expert',
      skill: { title: 'দলগত কাজ', title_en: 'Teamwork' },
      skill_type: 1,
    },
  ],
  area_of_interests: [{ id: 4, title: 'ওয়েব ডেভেলপমেন্ট', title_en: null }],
  educations: [],
};
const en = (id: string, values?: Record<string, string | number>) => translate('en-US', id, values);
const bn = (id: string, values?: Record<string, string | number>) => translate('bn-BD', id, values);

describe('the CV document', () => {
  it('says what the CV view holds, in English', () => {
    const cv = buildCvDocument(view, 'en-US', en);
    expect(cv).toMatchObject({
      name: 'Rahim Uddin',
      altName: 'রহিম উদ্দিন',
      contact: ['rahim@example.test', '01712345678'],
      title: 'CV of Rahim Uddin',
    });
    expect(cv.sections.map((s) => s.id)).toEqual(['about', 'experiences', 'skills', 'area_of_interest']);
    expect(cv.sections[1]?.entries?.[0]).toEqual({
      title: 'Junior Developer',
      subtitle: 'Dhaka Tech Ltd. · Full time',
      meta: 'Jan 2023 – present',
      lines: ['Dhaka'],
    });
    expect(cv.sections[2]?.chips).toEqual(['Teamwork (Expert)']);
    // a title without its English text falls back to the Bengali one
    expect(cv.sections[3]?.chips).toEqual(['ওয়েব ডেভেলপমেন্ট']);
  });

  it('writes labels, dates and the name in Bengali for a Bengali CV', () => {
    const cv = buildCvDocument(view, 'bn-BD', bn);
    expect(cv.name).toBe('রহিম উদ্দিন');
    expect(cv.altName).toBe('Rahim Uddin');
    expect(cv.sections[0]).toMatchObject({ title: 'আমার সম্পর্কে', text: 'ঢাকার একজন ওয়েব ডেভেলপার।' });
    expect(cv.sections[1]?.title).toBe('চাকরির অভিজ্ঞতা');
    expect(cv.sections[1]?.entries?.[0]?.meta).toBe('জানু ২০২৩ – বর্তমান');
  });

  it('leaves out what the view leaves out: no contact, no hidden or empty section', () => {
    const cv = buildCvDocument(
      { ...view, contact: undefined, experiences: undefined, educations: [], guardians: [] },
      'en-US',
      en,
    );
    expect(cv.contact).toEqual([]);
    expect(cv.sections.map((s) => s.id)).toEqual(['about', 'skills', 'area_of_interest']);
  });

  it('shows the aptitude test’s result (passed or not, date, score by area) when the view has it', () => {
    const aptitude_test = {
      passed: false,
      submitted_at: '2026-11-25T10:00:00.000Z',
      obtained_marks: 2,
      total_marks: 6,
      areas: [
        { assessment_area: 1 as const, obtained_marks: 2, total_marks: 3 },
        { assessment_area: 3 as const, obtained_marks: 0, total_marks: 3 },
      ],
    };
    const cv = buildCvDocument({ ...view, aptitude_test }, 'en-US', en);
    expect(cv.sections.find((s) => s.id === 'aptitude_test')).toEqual({
      id: 'aptitude_test',
      title: 'Aptitude test',
      facts: [
        { label: 'Result', value: 'Not passed' },
        { label: 'Taken on', value: '25 Nov 2026' },
        { label: 'Score', value: '2 of 6 marks' },
        { label: 'Problem solving', value: '2 of 3 marks' },
        { label: 'Communication skill', value: '0 of 3 marks' },
      ],
    });
    const bnCv = buildCvDocument({ ...view, aptitude_test: { ...aptitude_test, passed: true } }, 'bn-BD', bn);
    const section = bnCv.sections.find((s) => s.id === 'aptitude_test');
    expect(section?.title).toBe('অ্যাপটিটিউড টেস্ট');
    expect(section?.facts?.[0]).toEqual({ label: 'ফলাফল', value: 'উত্তীর্ণ' });
    expect(section?.facts?.[2]).toEqual({ label: 'প্রাপ্ত নম্বর', value: '৬ এর মধ্যে ২' });
    // hidden by the youth (or not taken): absent from the view, so from the CV
    expect(buildCvDocument(view, 'en-US', en).sections.map((s) => s.id)).not.toContain('aptitude_test');
  });

  it('says "Approved by {association}" for each association that approved, in the CV’s language', () => {
    const association_badges = [
      { id: 7, title: 'বেসিস', title_en: 'BASIS' },
      { id: 8, title: 'চেম্বার', title_en: null },
    ];
    expect(buildCvDocument({ ...view, association_badges }, 'en-US', en).approvals).toEqual([
      'Approved by BASIS',
      'Approved by চেম্বার',
    ]);
    expect(buildCvDocument({ ...view, association_badges }, 'bn-BD', bn).approvals).toEqual([
      'বেসিস কর্তৃক অনুমোদিত',
      'চেম্বার কর্তৃক অনুমোদিত',
    ]);
    // none: no line at all
    expect(buildCvDocument(view, 'en-US', en).approvals).toBeUndefined();
  });

  it('lists the platform certificates added to the CV: name, institute, day, number and link (ADR 0115)', () => {
    const url = 'http://localhost:4200/certificates/3f0c2a8e-4b1d-4c55-9a7e-2d6f1b9c0e11';
    const earned_certificates = [
      {
        id: '3f0c2a8e-4b1d-4c55-9a7e-2d6f1b9c0e11',
        course_title: 'ওয়েব ডিজাইন',
        course_title_en: 'Web design',
        institute_title: 'ঢাকা কারিগরি',
        institute_title_en: 'Dhaka Technical',
        issued_on: '2026-11-20',
        verification_url: url,
      },
    ];
    const section = (lang: 'en-US' | 'bn-BD') =>
      buildCvDocument({ ...view, earned_certificates }, lang, lang === 'en-US' ? en : bn).sections.find(
        (s) => s.id === 'earned_certificates',
      );
    expect(section('en-US')).toEqual({
      id: 'earned_certificates',
      title: 'Certificates earned on the platform',
      entries: [
        {
          title: 'Web design',
          subtitle: 'Dhaka Technical',
          meta: '20 Nov 2026',
          lines: ['Certificate no. 3f0c2a8e-4b1d-4c55-9a7e-2d6f1b9c0e11', url],
          url,
        },
      ],
    });
    expect(section('bn-BD')?.title).toBe('প্ল্যাটফর্মে অর্জিত সনদপত্র');
    expect(section('bn-BD')?.entries?.[0]).toMatchObject({
      title: 'ওয়েব ডিজাইন',
      subtitle: 'ঢাকা কারিগরি',
      lines: ['সনদ নম্বর 3f0c2a8e-4b1d-4c55-9a7e-2d6f1b9c0e11', url],
    });
    // none added (or the certifications part hidden): no section
    expect(buildCvDocument(view, 'en-US', en).sections.map((s) => s.id)).not.toContain('earned_certificates');
  });

  it('has at least three templates, each with its own look', () => {
    expect(CV_TEMPLATES.length).toBeGreaterThanOrEqual(3);
    const looks = new Set(
      CV_TEMPLATES.map(
        (id) => `${CV_THEMES[id].header}/${CV_THEMES[id].heading}/${CV_THEMES[id].color.accent}`,
      ),
    );
    expect(looks.size).toBe(CV_TEMPLATES.length);
  });
});
