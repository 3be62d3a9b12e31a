import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PaperSection, useFormatters, useLocalName, useTranslate } from '@platform/ui';
import { useJobSkillGap } from '@platform/youth-data-access-learning';

/**
 * The bridge from the job board to learning (issue 16 item 4): the skills this job asks for that the signed-in youth's
 * profile does not list, each with courses of the catalogue that teach it. Loaded only for a signed-in youth (its own
 * chunk); nothing shows while it loads, fails, or when the job names no skills.
 */
export function SkillGapSection({ jobId }: { jobId: number }) {
  const t = useTranslate();
  const local = useLocalName();
  const { formatNumber } = useFormatters();
  const { data } = useJobSkillGap(jobId);
  if (!data || data.job_skills === 0) return null;
  return (
    <PaperSection title={t('course_learning.gap.title')} sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      {data.missing.length === 0 ? (
        <Typography>{t('course_learning.gap.none_missing')}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>
            {t('course_learning.gap.intro', { count: data.missing.length })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1.5 }}>
            {data.missing.map((skill) => (
              <li key={skill.skill_id}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {local(skill.title, skill.title_en)}
                </Typography>
                {skill.courses.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('course_learning.gap.no_course')}
                  </Typography>
                ) : (
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {skill.courses.map((course) => (
                      <li key={course.id}>
                        <Link component={RouterLink} to={`/courses/${course.id}`}>
                          {local(course.title, course.title_en)}
                        </Link>{' '}
                        <Typography component="span" variant="body2" color="text.secondary">
                          · {local(course.institute_title, course.institute_title_en)} ·{' '}
                          {course.fee === 0
                            ? t('course_learning.gap.free')
                            : t('course_learning.gap.fee', { fee: formatNumber(course.fee) })}
                        </Typography>
                      </li>
                    ))}
                  </Box>
                )}
              </li>
            ))}
          </Box>
        </>
      )}
    </PaperSection>
  );
}
