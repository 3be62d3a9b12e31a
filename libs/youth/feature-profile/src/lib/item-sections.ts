import {
  ADDRESS_TYPE,
  EMPLOYMENT_TYPE,
  GUARDIAN_TYPE,
  LANGUAGE_PROFICIENCY,
  SKILL_PROFICIENCY,
  SOCIAL_PLATFORM,
  SPEAKING_PROFICIENCY,
  type YouthItemSection,
  type YouthItemSections,
} from '@platform/contract';
import { type Formatters, joined } from './formatters';
import { type FieldSpec, enumOptions } from './profile-fields';

/** The two lines a list item shows. */
export interface ItemSummary {
  primary: string;
  secondary?: string;
}

/** One owned section of the profile as data: its form fields and how an item reads in the list. */
export interface ItemSectionDef<S extends YouthItemSection> {
  section: S;
  fields: FieldSpec[];
  summary: (item: YouthItemSections[S]['item'], f: Formatters) => ItemSummary;
}

export type ItemSectionDefs = { [S in YouthItemSection]: ItemSectionDef<S> };

/** Languages offered (ISO 639-1); their names come from Intl.DisplayNames in the reader's language. */
export const LANGUAGE_CODES = [
  'bn',
  'en',
  'ar',
  'hi',
  'ur',
  'zh',
  'ja',
  'ko',
  'fr',
  'de',
  'es',
  'ru',
  'ms',
  'it',
  'tr',
] as const;

export function languageName(code: string | null, locale: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const period = (f: Formatters, start: string | null, end: string | null, current?: boolean | null) =>
  start || end ? `${f.date(start)} – ${current ? f.t('profile.item.present') : f.date(end)}` : '';

const proficiency = enumOptions('language_proficiency', LANGUAGE_PROFICIENCY);

const languageField = (locale: string): FieldSpec => ({
  kind: 'select',
  name: 'language_code',
  required: true,
  options: LANGUAGE_CODES.map((code) => ({ value: code, label: languageName(code, locale) })),
});

/** Every owned section of the profile; `locale` names the languages of the language picker. */
export function itemSectionDefs(locale: string): ItemSectionDefs {
  return {
    addresses: {
      section: 'addresses',
      fields: [
        {
          kind: 'select',
          name: 'address_type',
          required: true,
          options: enumOptions('address_type', ADDRESS_TYPE),
        },
        { kind: 'lookup', name: 'loc_division_id', lookup: 'divisions', required: true },
        {
          kind: 'lookup',
          name: 'loc_district_id',
          lookup: 'districts',
          parent: { field: 'loc_division_id', filter: 'division_id' },
        },
        {
          kind: 'lookup',
          name: 'loc_upazila_id',
          lookup: 'upazilas',
          parent: { field: 'loc_district_id', filter: 'district_id' },
        },
        { kind: 'text', name: 'village_or_area' },
        { kind: 'text', name: 'house_n_road' },
        { kind: 'number', name: 'zip_or_postal_code' },
      ],
      summary: (a, f) => ({
        primary: f.choice('address_type', a.address_type),
        secondary: joined(
          [
            a.house_n_road,
            a.village_or_area,
            f.title(a.upazila),
            f.title(a.district),
            f.title(a.division),
            a.zip_or_postal_code,
          ],
          ', ',
        ),
      }),
    },
    guardians: {
      section: 'guardians',
      fields: [
        { kind: 'text', name: 'name', required: true },
        { kind: 'text', name: 'name_en' },
        {
          kind: 'select',
          name: 'relationship_type',
          required: true,
          options: enumOptions('guardian_type', GUARDIAN_TYPE),
        },
        {
          kind: 'text',
          name: 'relationship_title',
          required: true,
          when: { field: 'relationship_type', is: GUARDIAN_TYPE.OTHER },
        },
        {
          kind: 'text',
          name: 'relationship_title_en',
          when: { field: 'relationship_type', is: GUARDIAN_TYPE.OTHER },
        },
        { kind: 'number', name: 'nid' },
        { kind: 'tel', name: 'mobile' },
        { kind: 'date', name: 'date_of_birth' },
      ],
      summary: (g, f) => ({
        primary: joined([g.name, g.name_en && g.name_en !== g.name ? `(${g.name_en})` : null], ' '),
        secondary: joined([g.relationship_title || f.choice('guardian_type', g.relationship_type), g.mobile]),
      }),
    },
    educations: {
      section: 'educations',
      fields: [
        { kind: 'lookup', name: 'education_level_id', lookup: 'education_levels', required: true },
        {
          kind: 'lookup',
          name: 'exam_degree_id',
          lookup: 'exam_degrees',
          parent: { field: 'education_level_id', filter: 'education_level_id' },
        },
        { kind: 'text', name: 'exam_degree_name' },
        { kind: 'text', name: 'major_or_concentration' },
        { kind: 'lookup', name: 'edu_group_id', lookup: 'education_groups' },
        { kind: 'lookup', name: 'edu_board_id', lookup: 'education_boards' },
        { kind: 'text', name: 'institute_name', required: true },
        { kind: 'switch', name: 'is_foreign_institute' },
        {
          kind: 'lookup',
          name: 'foreign_institute_country_id',
          lookup: 'countries',
          required: true,
          when: { field: 'is_foreign_institute', is: true },
        },
        { kind: 'lookup', name: 'result_id', lookup: 'education_results', required: true },
        { kind: 'number', name: 'marks_in_percentage', decimal: true },
        {
          kind: 'select',
          name: 'cgpa_scale',
          options: [4, 5].map((value) => ({ value, label: String(value) })),
        },
        { kind: 'number', name: 'cgpa', decimal: true },
        { kind: 'number', name: 'year_of_passing' },
        { kind: 'number', name: 'expected_year_of_passing' },
        { kind: 'number', name: 'duration' },
        { kind: 'multiline', name: 'achievements' },
      ],
      summary: (e, f) => ({
        primary: f.title(e.exam_degree) || e.exam_degree_name || f.title(e.education_level),
        secondary: joined([
          e.institute_name,
          e.cgpa !== null
            ? `${f.t('profile.field.cgpa')} ${f.number(e.cgpa)}${e.cgpa_scale ? `/${f.number(e.cgpa_scale)}` : ''}`
            : null,
          e.marks_in_percentage !== null ? `${f.number(e.marks_in_percentage)}%` : null,
          f.number(e.year_of_passing ?? e.expected_year_of_passing, { useGrouping: false }),
        ]),
      }),
    },
    experiences: {
      section: 'experiences',
      fields: [
        { kind: 'text', name: 'company_name', required: true },
        { kind: 'text', name: 'position', required: true },
        {
          kind: 'select',
          name: 'employment_type',
          required: true,
          options: enumOptions('employment_type', EMPLOYMENT_TYPE),
        },
        { kind: 'text', name: 'location' },
        { kind: 'date', name: 'start_date', required: true },
        {
          kind: 'date',
          name: 'end_date',
          required: true,
          when: { field: 'is_currently_working', is: false },
        },
        { kind: 'switch', name: 'is_currently_working', wide: true },
        { kind: 'multiline', name: 'job_responsibilities' },
      ],
      summary: (x, f) => ({
        primary: joined([x.position, x.company_name], ', '),
        secondary: joined([
          f.choice('employment_type', x.employment_type),
          x.location,
          period(f, x.start_date, x.end_date, x.is_currently_working),
        ]),
      }),
    },
    skills: {
      section: 'skills',
      fields: [
        { kind: 'lookup', name: 'skill_id', lookup: 'skills', required: true },
        {
          kind: 'select',
          name: 'proficiency',
          required: true,
          options: enumOptions('skill_proficiency', SKILL_PROFICIENCY),
        },
      ],
      summary: (s, f) => ({
        primary: f.title(s.skill),
        secondary: joined([
          f.t(`enums.skill_type.${s.skill_type}`),
          f.choice('skill_proficiency', s.proficiency),
        ]),
      }),
    },
    languages: {
      section: 'languages',
      fields: [
        languageField(locale),
        { kind: 'select', name: 'reading_proficiency_level', required: true, options: proficiency },
        { kind: 'select', name: 'writing_proficiency_level', required: true, options: proficiency },
        { kind: 'select', name: 'understand_proficiency_level', required: true, options: proficiency },
        {
          kind: 'select',
          name: 'speaking_proficiency_level',
          required: true,
          options: enumOptions('speaking_proficiency', SPEAKING_PROFICIENCY),
        },
      ],
      summary: (l, f) => ({
        primary: languageName(l.language_code, locale),
        secondary: joined([
          `${f.t('profile.field.reading_proficiency_level')}: ${f.choice('language_proficiency', l.reading_proficiency_level)}`,
          `${f.t('profile.field.writing_proficiency_level')}: ${f.choice('language_proficiency', l.writing_proficiency_level)}`,
          `${f.t('profile.field.understand_proficiency_level')}: ${f.choice('language_proficiency', l.understand_proficiency_level)}`,
          `${f.t('profile.field.speaking_proficiency_level')}: ${f.choice('speaking_proficiency', l.speaking_proficiency_level)}`,
        ]),
      }),
    },
    certifications: {
      section: 'certifications',
      fields: [
        { kind: 'text', name: 'certification_name', required: true },
        { kind: 'text', name: 'institute_name', required: true },
        { kind: 'text', name: 'location' },
        { kind: 'date', name: 'start_date' },
        { kind: 'date', name: 'end_date' },
      ],
      summary: (c, f) => ({
        primary: c.certification_name ?? '',
        secondary: joined([c.institute_name, c.location, period(f, c.start_date, c.end_date)]),
      }),
    },
    portfolios: {
      section: 'portfolios',
      fields: [
        { kind: 'text', name: 'title', required: true },
        { kind: 'url', name: 'url' },
        { kind: 'multiline', name: 'description' },
      ],
      summary: (p) => ({ primary: p.title ?? '', secondary: joined([p.url, p.description]) }),
    },
    projects: {
      section: 'projects',
      fields: [
        { kind: 'text', name: 'title', required: true },
        { kind: 'text', name: 'role' },
        { kind: 'url', name: 'url' },
        { kind: 'date', name: 'start_date' },
        { kind: 'date', name: 'end_date' },
        { kind: 'multiline', name: 'description' },
      ],
      summary: (p, f) => ({
        primary: p.title ?? '',
        secondary: joined([p.role, period(f, p.start_date, p.end_date), p.url]),
      }),
    },
    publications: {
      section: 'publications',
      fields: [
        { kind: 'text', name: 'title', required: true },
        { kind: 'text', name: 'publisher' },
        { kind: 'date', name: 'published_date' },
        { kind: 'url', name: 'url' },
        { kind: 'multiline', name: 'description' },
      ],
      summary: (p, f) => ({
        primary: p.title ?? '',
        secondary: joined([p.publisher, f.date(p.published_date), p.url]),
      }),
    },
    references: {
      section: 'references',
      fields: [
        { kind: 'text', name: 'referrer_first_name', required: true },
        { kind: 'text', name: 'referrer_last_name' },
        { kind: 'text', name: 'referrer_organization_name', required: true },
        { kind: 'text', name: 'referrer_designation', required: true },
        { kind: 'tel', name: 'referrer_mobile', required: true },
        { kind: 'email', name: 'referrer_email' },
        { kind: 'text', name: 'referrer_relation' },
        { kind: 'text', name: 'referrer_address' },
      ],
      summary: (r) => ({
        primary: joined([r.referrer_first_name, r.referrer_last_name], ' '),
        secondary: joined([
          joined([r.referrer_designation, r.referrer_organization_name], ', '),
          r.referrer_mobile,
          r.referrer_email,
        ]),
      }),
    },
    social_profiles: {
      section: 'social_profiles',
      fields: [
        {
          kind: 'select',
          name: 'platform',
          required: true,
          options: enumOptions('social_platform', SOCIAL_PLATFORM),
        },
        { kind: 'url', name: 'url', required: true },
      ],
      summary: (s, f) => ({ primary: f.choice('social_platform', s.platform), secondary: s.url ?? '' }),
    },
    others: {
      section: 'others',
      fields: [
        { kind: 'text', name: 'title', required: true, wide: true },
        { kind: 'multiline', name: 'description' },
      ],
      summary: (o) => ({ primary: o.title ?? '', secondary: o.description ?? '' }),
    },
  };
}
