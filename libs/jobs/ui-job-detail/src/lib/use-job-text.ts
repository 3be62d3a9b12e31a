import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { SALARY_DISPLAY, type JobLocation, type PublicJobSummary } from '@platform/contract';
import { useTranslate, useFormatters } from '@platform/ui';

/** A record named in both languages (a lookup, a job title pair). */
export interface Bilingual {
  title?: string | null;
  title_en?: string | null;
}

/**
 * How the job screens (the youth's, the recruiter's preview) word a job in the reader's language: Bengali `title`,
 * English `title_en` (the other as a fallback), numbers, dates and Taka amounts through the platform's formatters
 * (Bengali digits in bn-BD).
 */
export function useJobText() {
  const intl = useIntl();
  const t = useTranslate();
  const f = useFormatters();
  const bengali = intl.locale.startsWith('bn');

  const pick = useCallback(
    (bn: string | null | undefined, en: string | null | undefined) => (bengali ? bn || en : en || bn) ?? '',
    [bengali],
  );

  return useMemo(() => {
    const name = (record: Bilingual | null | undefined) => pick(record?.title, record?.title_en);
    const taka = (value: number) => f.formatBDT(value, { maximumFractionDigits: 0 });
    const location = (l: JobLocation) =>
      [
        pick(l.upazila_title, l.upazila_title_en),
        pick(l.district_title, l.district_title_en),
        pick(l.division_title, l.division_title_en),
      ]
        .filter(Boolean)
        .join(', ');
    return {
      t,
      formatDate: f.formatDate,
      formatTime: f.formatTime,
      formatNumber: f.formatNumber,
      formatPercent: f.formatPercent,
      taka,
      name,
      jobTitle: (job: Pick<PublicJobSummary, 'job_title' | 'job_title_en'>) =>
        pick(job.job_title, job.job_title_en),
      /** The company as the recruiter chose to show it (its name, or the name shown instead); null when none. */
      company: (job: Pick<PublicJobSummary, 'company_name' | 'company_name_en'>) =>
        pick(job.company_name, job.company_name_en) || null,
      /** The salary per the job's salary display setting (spec §3): the range, "negotiable", or "not shown". */
      salary: (job: Pick<PublicJobSummary, 'salary_display' | 'salary_min' | 'salary_max'>) => {
        if (job.salary_display === SALARY_DISPLAY.SHOW_NEGOTIABLE) return t('jobs.salary.negotiable');
        const { salary_min: min, salary_max: max } = job;
        if (job.salary_display !== SALARY_DISPLAY.SHOW_SALARY || (min === null && max === null))
          return t('youth_jobs.card.salary_hidden');
        if (min !== null && max !== null && min !== max)
          return t('youth_jobs.card.salary_range', { min: taka(min), max: taka(max) });
        if (min !== null && max === null) return t('youth_jobs.card.salary_from', { min: taka(min) });
        return t('youth_jobs.card.salary_up_to', { max: taka(max ?? min ?? 0) });
      },
      location,
      locations: (job: Pick<PublicJobSummary, 'locations'>) =>
        job.locations.length ? job.locations.map(location).join('; ') : t('youth_jobs.card.location_any'),
      employmentTypes: (job: Pick<PublicJobSummary, 'employment_types'>) =>
        job.employment_types.map((e) => t(`profile_enum.employment_type.${e}`)).join(', '),
      jobLevels: (job: Pick<PublicJobSummary, 'job_levels'>) =>
        job.job_levels.map((l) => t(`profile_enum.job_level.${l}`)).join(', '),
      workplaces: (job: Pick<PublicJobSummary, 'workplaces'>) =>
        job.workplaces.map((w) => t(`profile_enum.workplace.${w}`)).join(', '),
      /** A year range (experience, age): "2 to 5 years", "at least 2 years", "up to 5 years"; '' when neither is set. */
      years: (min: number | null, max: number | null) => {
        if (min !== null && max !== null)
          return t('youth_jobs.detail.years_range', { min: f.formatNumber(min), max: f.formatNumber(max) });
        if (min !== null) return t('youth_jobs.detail.years_min', { min: f.formatNumber(min) });
        if (max !== null) return t('youth_jobs.detail.years_max', { max: f.formatNumber(max) });
        return '';
      },
    };
  }, [f, pick, t]);
}

export type JobText = ReturnType<typeof useJobText>;
