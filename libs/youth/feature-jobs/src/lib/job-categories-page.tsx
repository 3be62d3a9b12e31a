import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { JobCategory } from '@platform/contract';
import { PageTitle, ServerList, useLocalTitle, useTranslate } from '@platform/ui';
import { useJobCategories } from '@platform/youth-data-access-jobs';

/** One category: its name and how many jobs it holds, leading to the board filtered by it. */
function CategoryCard({ category }: { category: JobCategory }) {
  const t = useTranslate();
  const title = useLocalTitle();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/jobs?job_sector_ids=${category.id}`}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {title(category)}
          </Typography>
          <Typography color="text.secondary">
            {t('job_categories.count', { count: category.job_count })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * /job-categories (spec §7 public `job-categories`, ADR 0099): the job sectors with their number of open jobs, each
 * leading to /jobs filtered by it. A page of its own rather than chips on /jobs, whose first visit is at its budget.
 */
export function JobCategoriesPage() {
  const t = useTranslate();
  const result = useJobCategories();
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageTitle titleId="job_categories.title" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('job_categories.intro')}
      </Typography>
      <ServerList<JobCategory>
        variant="cards"
        result={result}
        labelPrefix="job_categories"
        rowKey={(category) => String(category.id)}
        renderCard={(category) => <CategoryCard category={category} />}
      />
    </Container>
  );
}
