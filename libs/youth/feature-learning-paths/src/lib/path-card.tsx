import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicLearningPath } from '@platform/contract';
import { useLocalName, useTranslate } from '@platform/ui';

/** One path as a card: its title (the link to `to`), institute, target occupation and number of courses. */
export function PathCard({
  path,
  to,
  headingLevel = 2,
  children,
}: {
  path: PublicLearningPath;
  to: string;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const t = useTranslate();
  const local = useLocalName();
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component={`h${headingLevel}`} variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={to}>
            {local(path.title, path.title_en)}
          </Link>
        </Typography>
        <Typography color="text.secondary">{local(path.institute_title, path.institute_title_en)}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('learning_paths.card.occupation', {
            occupation: local(path.occupation_title, path.occupation_title_en),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('learning_paths.card.courses', { count: path.course_count })}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
