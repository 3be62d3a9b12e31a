import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CatalogueCourse } from '@platform/contract';
import { useCourseText } from './course-text';

/** One course of a list: its title as the link to its page, institute, type, level, language, duration, fee. */
export function CourseCard({
  course,
  headingLevel = 2,
  action,
}: {
  course: CatalogueCourse;
  headingLevel?: 2 | 3;
  action?: ReactNode;
}) {
  const text = useCourseText();
  const { t } = text;
  const title = text.local(course.title, course.title_en);
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component={`h${headingLevel}`} variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={`/courses/${course.id}`}>
              {title}
            </Link>
          </Typography>
          {action}
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {text.local(course.institute_title, course.institute_title_en)}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          <Chip size="small" label={text.type(course.course_type)} />
          <Chip size="small" label={text.level(course.level)} />
          <Chip size="small" label={text.language(course.language_medium)} />
          <Chip
            size="small"
            color={course.fee > 0 ? 'default' : 'success'}
            variant="outlined"
            label={`${t('learning.card.fee')}: ${text.fee(course.fee)}`}
          />
        </Stack>
        <Typography variant="body2">
          {t('learning.card.duration', { hours: course.duration_hours })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('learning.card.open_batches', { count: course.open_batches })}
        </Typography>
      </CardContent>
    </Card>
  );
}
