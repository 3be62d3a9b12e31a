import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import type { CatalogueCourseDetail } from '@platform/contract';
import { BatchFacts } from './batch-facts';
import { useCourseText } from './course-text';
import { bareList, PaperSection } from '@platform/ui';

/** The open batches as a visitor (or a staff user) sees them, with the way to sign in. */
export function VisitorEnrolPanel({
  course,
  signedIn,
}: {
  course: CatalogueCourseDetail;
  signedIn: boolean;
}) {
  const { t, local } = useCourseText();
  const { signIn } = useAuth();
  const location = useLocation();
  return (
    <PaperSection title={t('learning.batches.title')}>
      {course.batches.length === 0 ? (
        <Alert severity="info">{t('learning.batches.none')}</Alert>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ ...bareList, mb: 2 }}>
          {course.batches.map((batch) => (
            <Box component="li" key={batch.id}>
              <Typography sx={{ fontWeight: 600 }}>{local(batch.title, batch.title_en)}</Typography>
              <BatchFacts batch={batch} />
            </Box>
          ))}
        </Stack>
      )}
      {course.batches.length === 0 ? null : signedIn ? (
        <Alert severity="info">{t('learning.enrol.youth_only')}</Alert>
      ) : (
        <Button variant="contained" fullWidth onClick={() => void signIn(location.pathname)}>
          {t('learning.enrol.sign_in')}
        </Button>
      )}
    </PaperSection>
  );
}
