import type { CvLanguage, TitlePair, YouthPublicProfile } from '@platform/contract';
import { formatDate, formatMonthYear } from '@platform/i18n';

/*
 * What a CV says, independent of how it looks: the gateway's one PDF layout engine (apps/gateway/src/cv) and the
 * youth portal's previews draw this, each in the template's look (cv-themes.ts). It is built from the CV view of
 * the profile (publicView with cv: true), so a hidden section is absent here as it is from the JSON, and only
 * items added to the CV appear.
 */

/** The caller's catalogue lookup in the CV's language: `translate` on the gateway, react-intl in the portal. */
export type CvTranslate = (id: string, values?: Record<string, string | number>) => string;

/** One item of a section: a job, a degree, a project… */
export interface CvEntry {
  title: string;
  /** Organisation, institute, publisher… */
  subtitle?: string;
  /** Dates or a year, drawn at the right. */
  meta?: string;
  lines: string[];
  /** A line of `lines` that is an address: the web CV draws it as a link (a certificate's verification page). */
  url?: string;
}

/** A label and its value (personal information, job preferences). */
export interface CvFact {
  label: string;
  value: string;
}

export interface CvSection {
  /** The profile part it shows (YOUTH_DATA_SECTIONS), or `about`. */
  id: string;
  title: string;
  entries?: CvEntry[];
  /** Short items drawn side by side: skills, languages, areas of interest. */
  chips?: string[];
  facts?: CvFact[];
  text?: string;
}

export interface CvDocument {
  lang: CvLanguage;
  /** The name in the CV's language where the youth gave it, the other one below it. */
  name: string;
  altName?: string;
  /** E-mail and mobile, when the contact part is shown. */
  contact: string[];
  /**
   * "Approved by {association}" for each industry association that approved the youth and their CV (ADR 0104),
   * drawn under the name as the web CV shows its badges above the CV. Absent when there is none.
   */
  approvals?: string[];
  sections: CvSection[];
  /** Document title (PDF metadata). */
  title: string;
}

type Profile = YouthPublicProfile;

/** The text of a looked-up title in the CV's language, the other language when that one is empty. */
function pick(lang: CvLanguage, bn: string | null | undefined, en: string | null | undefined): string {
  const first = lang === 'bn-BD' ? bn : en;
  const second = lang === 'bn-BD' ? en : bn;
  return (first?.trim() || second?.trim() || '').trim();
}
const titleOf = (lang: CvLanguage, t: TitlePair | null | undefined) => pick(lang, t?.title, t?.title_en);

const present = (...parts: (string | null | undefined | false)[]) =>
  parts.filter((p): p is string => !!p && !!p.trim());

export function buildCvDocument(profile: Profile, lang: CvLanguage, t: CvTranslate): CvDocument {
  const number = (n: number | string) =>
    new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(Number(n));
  const year = (n: number) => new Intl.NumberFormat(lang, { useGrouping: false }).format(n);
  // the platform's one date style, in the PDF as on screen: '10 Dec 2026' / '১০ ডিসে ২০২৬', 'Jan 2023'
  const month = (iso: string | null | undefined) => (iso ? formatMonthYear(iso.slice(0, 10), lang) : '');
  const day = (iso: string | null | undefined) => (iso ? formatDate(iso.slice(0, 10), lang) : '');
  const range = (start: string | null | undefined, end: string | null | undefined, current = false) => {
    const to = current ? t('cv.pdf.present') : month(end);
    return present(month(start), to).join(' – ');
  };
  const label = (id: string) => t(id);
  const sectionTitle = (id: string) => t(`profile.section.${id}`);
  const sections: CvSection[] = [];
  const add = (section: CvSection) => {
    if (section.entries?.length || section.chips?.length || section.facts?.length || section.text)
      sections.push(section);
  };

  const about = pick(lang, profile.bio, profile.bio_en);
  add({ id: 'about', title: t('cv.pdf.about'), text: about });

  add({
    id: 'experiences',
    title: sectionTitle('experiences'),
    entries: (profile.experiences ?? []).map((e) => ({
      title: e.position ?? '',
      subtitle: present(
        e.company_name,
        e.employment_type && label(`profile_enum.employment_type.${e.employment_type}`),
      ).join(' · '),
      meta: range(e.start_date, e.end_date, !!e.is_currently_working),
      lines: present(e.location, e.job_responsibilities),
    })),
  });

  add({
    id: 'educations',
    title: sectionTitle('educations'),
    entries: (profile.educations ?? []).map((e) => {
      const result =
        e.cgpa !== null && e.cgpa !== undefined
          ? t('cv.pdf.cgpa', { cgpa: number(e.cgpa), scale: number(e.cgpa_scale ?? 5) })
          : e.marks_in_percentage !== null && e.marks_in_percentage !== undefined
            ? t('cv.pdf.marks', { marks: number(e.marks_in_percentage) })
            : titleOf(lang, e.result);
      const passing = e.year_of_passing
        ? year(e.year_of_passing)
        : e.expected_year_of_passing
          ? t('cv.pdf.expected', { year: year(e.expected_year_of_passing) })
          : '';
      return {
        title: present(
          titleOf(lang, e.exam_degree) || e.exam_degree_name || titleOf(lang, e.education_level),
        ).join(''),
        subtitle: present(
          e.institute_name,
          e.is_foreign_institute && titleOf(lang, e.foreign_institute_country),
        ).join(', '),
        meta: passing,
        lines: present(
          present(
            result,
            e.major_or_concentration,
            titleOf(lang, e.edu_group),
            titleOf(lang, e.edu_board),
          ).join(' · '),
          e.achievements,
        ),
      };
    }),
  });

  add({
    id: 'skills',
    title: sectionTitle('skills'),
    chips: (profile.skills ?? []).map((s) =>
      present(
        titleOf(lang, s.skill),
        s.proficiency && `(${label(`profile_enum.skill_proficiency.${s.proficiency}`)})`,
      ).join(' '),
    ),
  });

  const languageName = (code: string) => {
    try {
      return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  add({
    id: 'languages',
    title: sectionTitle('languages'),
    chips: (profile.languages ?? []).map((l) =>
      present(
        languageName(l.language_code ?? ''),
        l.speaking_proficiency_level &&
          `(${label(`profile_enum.speaking_proficiency.${l.speaking_proficiency_level}`)})`,
      ).join(' '),
    ),
  });

  add({
    id: 'certifications',
    title: sectionTitle('certifications'),
    entries: (profile.certifications ?? []).map((c) => ({
      title: c.certification_name ?? '',
      subtitle: present(c.institute_name, c.location).join(', '),
      meta: range(c.start_date, c.end_date),
      lines: [],
    })),
  });

  // the platform's certificates the youth added to the CV, valid ones only (ADR 0115): name, institute, issued day,
  // number and verification link
  add({
    id: 'earned_certificates',
    title: t('cv.pdf.earned_certificates'),
    entries: (profile.earned_certificates ?? []).map((c) => ({
      title: pick(lang, c.course_title, c.course_title_en),
      subtitle: pick(lang, c.institute_title, c.institute_title_en),
      meta: day(c.issued_on),
      lines: [t('cv.pdf.certificate_number', { id: c.id }), c.verification_url],
      url: c.verification_url,
    })),
  });

  // the aptitude test's result (ADR 0070): present in the view only when submitted and the youth shows it
  const aptitude = profile.aptitude_test;
  if (aptitude) {
    const marks = (obtained: number, total: number) =>
      t('cv.pdf.aptitude_marks', { obtained: number(obtained), total: number(total) });
    add({
      id: 'aptitude_test',
      title: sectionTitle('aptitude_test'),
      facts: [
        {
          label: label('cv.pdf.aptitude_result'),
          value: label(
            aptitude.passed === null
              ? 'cv.pdf.aptitude_pending'
              : aptitude.passed
                ? 'cv.pdf.aptitude_passed'
                : 'cv.pdf.aptitude_failed',
          ),
        },
        { label: label('cv.pdf.aptitude_date'), value: day(aptitude.submitted_at) },
        ...(aptitude.obtained_marks === null
          ? []
          : [
              {
                label: label('cv.pdf.aptitude_score'),
                value: marks(aptitude.obtained_marks, aptitude.total_marks),
              },
            ]),
        // the score by assessment area (problem solving, analytical ability, communication skill)
        ...aptitude.areas.map((a) => ({
          label: label(`assessments.area.${a.assessment_area}`),
          value: marks(a.obtained_marks, a.total_marks),
        })),
      ],
    });
  }

  add({
    id: 'projects',
    title: sectionTitle('projects'),
    entries: (profile.projects ?? []).map((p) => ({
      title: p.title ?? '',
      subtitle: p.role ?? undefined,
      meta: range(p.start_date, p.end_date),
      lines: present(p.description, p.url),
    })),
  });

  add({
    id: 'portfolios',
    title: sectionTitle('portfolios'),
    entries: (profile.portfolios ?? []).map((p) => ({
      title: p.title ?? '',
      lines: present(p.description, p.url),
    })),
  });

  add({
    id: 'publications',
    title: sectionTitle('publications'),
    entries: (profile.publications ?? []).map((p) => ({
      title: p.title ?? '',
      subtitle: p.publisher ?? undefined,
      meta: month(p.published_date),
      lines: present(p.description, p.url),
    })),
  });

  const prefs = profile.job_preferences;
  if (prefs) {
    add({
      id: 'job_preferences',
      title: sectionTitle('job_preferences'),
      facts: [
        prefs.job_level
          ? {
              label: label('profile.field.job_level'),
              value: label(`profile_enum.job_level.${prefs.job_level}`),
            }
          : null,
        prefs.job_types?.length
          ? {
              label: label('profile.field.job_types'),
              value: prefs.job_types.map((j) => label(`profile_enum.job_type.${j}`)).join(', '),
            }
          : null,
        prefs.workplaces?.length
          ? {
              label: label('profile.field.workplaces'),
              value: prefs.workplaces.map((w) => label(`profile_enum.workplace.${w}`)).join(', '),
            }
          : null,
        prefs.expected_salary
          ? {
              label: label('profile.field.expected_salary'),
              value: t('cv.pdf.salary', { amount: number(prefs.expected_salary) }),
            }
          : null,
      ].filter((f): f is CvFact => f !== null),
    });
  }

  add({
    id: 'area_of_interest',
    title: sectionTitle('area_of_interest'),
    chips: (profile.area_of_interests ?? []).map((a) => titleOf(lang, a)),
  });
  add({
    id: 'area_of_aspiration',
    title: sectionTitle('area_of_aspiration'),
    chips: (profile.area_of_aspirations ?? []).map((a) => titleOf(lang, a)),
  });

  add({
    id: 'others',
    title: sectionTitle('others'),
    entries: (profile.others ?? []).map((o) => ({ title: o.title ?? '', lines: present(o.description) })),
  });

  const personal = profile.personal_info;
  if (personal) {
    add({
      id: 'personal_info',
      title: sectionTitle('personal_info'),
      facts: [
        personal.date_of_birth
          ? { label: label('profile.field.date_of_birth'), value: day(personal.date_of_birth) }
          : null,
        personal.religion
          ? {
              label: label('profile.field.religion'),
              value: label(`profile_enum.religion.${personal.religion}`),
            }
          : null,
        personal.marital_status
          ? {
              label: label('profile.field.marital_status'),
              value: label(`profile_enum.marital_status.${personal.marital_status}`),
            }
          : null,
        titleOf(lang, personal.nationality)
          ? {
              label: label('profile.field.nationality_country_id'),
              value: titleOf(lang, personal.nationality),
            }
          : null,
      ].filter((f): f is CvFact => f !== null),
    });
  }

  add({
    id: 'addresses',
    title: sectionTitle('addresses'),
    entries: (profile.addresses ?? []).map((a) => ({
      title: a.address_type ? label(`profile_enum.address_type.${a.address_type}`) : '',
      lines: [
        present(
          a.house_n_road,
          a.village_or_area,
          titleOf(lang, a.upazila),
          titleOf(lang, a.district),
          titleOf(lang, a.division),
          a.zip_or_postal_code,
        ).join(', '),
      ],
    })),
  });

  add({
    id: 'guardians',
    title: sectionTitle('guardians'),
    entries: (profile.guardians ?? []).map((g) => ({
      title: pick(lang, g.name, g.name_en),
      subtitle: g.relationship_type ? label(`profile_enum.guardian_type.${g.relationship_type}`) : undefined,
      lines: present(g.mobile),
    })),
  });

  add({
    id: 'references',
    title: sectionTitle('references'),
    entries: (profile.references ?? []).map((r) => ({
      title: present(r.referrer_first_name, r.referrer_last_name).join(' '),
      subtitle: present(r.referrer_designation, r.referrer_organization_name).join(', '),
      lines: present(present(r.referrer_mobile, r.referrer_email).join(' · '), r.referrer_relation),
    })),
  });

  add({
    id: 'social_profiles',
    title: sectionTitle('social_profiles'),
    entries: (profile.social_profiles ?? []).map((s) => ({
      title: s.platform ? label(`profile_enum.social_platform.${s.platform}`) : '',
      lines: present(s.url),
    })),
  });

  const name = pick(lang, profile.full_name, profile.full_name_en);
  const other = lang === 'bn-BD' ? profile.full_name_en : profile.full_name;
  const approvals = (profile.association_badges ?? []).map((b) =>
    t('association_approval.badge', { association: pick(lang, b.title, b.title_en) }),
  );
  return {
    lang,
    name,
    altName: other && other.trim() !== name ? other.trim() : undefined,
    contact: present(profile.contact?.email, profile.contact?.mobile),
    ...(approvals.length ? { approvals } : {}),
    sections,
    title: t('cv.pdf.document_title', { name }),
  };
}
