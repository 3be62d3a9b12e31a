import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useApiClient } from '@platform/api-client';
import type { PublicInstructorProfile } from '@platform/contract';
import { FactList, InstructorCard, PageTitle, RecordLoader } from '@platform/ui';
import { useCourseInstructor } from '@platform/youth-data-access-courses';
import { useCourseText } from './course-text';

const positive = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * /courses/{id}/instructor-profile/{instructorId} (spec §2, issue 16 item 1): a catalogue course's instructor — the
 * trainer's card, institute and the other catalogue courses they teach. Nothing of a trainer's contact is public; the
 * gateway answers 404 unless the course is in the catalogue and the trainer teaches it.
 */
export function InstructorProfilePage() {
  const params = useParams();
  const courseId = positive(params.id);
  const instructorId = positive(params.instructorId);
  const valid = courseId !== null && instructorId !== null;
  const result = useCourseInstructor(courseId, instructorId);
  const { t, local } = useCourseText();
  const profile = result.data;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Link
        component={RouterLink}
        to={courseId ? `/courses/${courseId}` : '/courses'}
        sx={{ display: 'inline-block', mb: 2 }}
      >
        {profile
          ? t('learning.instructor.back', { course: local(profile.course_title, profile.course_title_en) })
          : t('learning.detail.back')}
      </Link>
      <RecordLoader
        result={result}
        valid={valid}
        notFoundId="learning.instructor.not_found"
        notFoundTitleId="learning.instructor.title"
        loadErrorId="learning.instructor.load_failed"
      >
        {(instructor) => <InstructorProfile instructor={instructor} />}
      </RecordLoader>
    </Container>
  );
}

function InstructorProfile({ instructor }: { instructor: PublicInstructorProfile }) {
  const { t, local } = useCourseText();
  const gateway = useApiClient().baseURL;
  const name = local(instructor.name, instructor.name_en) ?? instructor.name;
  const course = local(instructor.course_title, instructor.course_title_en);
  return (
    <Stack spacing={3}>
      <Box>
        <PageTitle titleId="learning.instructor.heading" values={{ name }} />
        <Typography color="text.secondary">{t('learning.instructor.teaches', { course })}</Typography>
      </Box>
      <InstructorCard
        framed
        name={name}
        photoUrl={instructor.photo ? `${gateway}${instructor.photo}` : null}
        photoAlt={t('learning.detail.instructor_photo', { name })}
        subject={instructor.subject}
        about={instructor.about}
      />
      <FactList
        rows={[
          [t('learning.detail.institute'), local(instructor.institute_title, instructor.institute_title_en)],
        ]}
      />
      <Box component="section" aria-labelledby="instructor-other-courses">
        <Typography id="instructor-other-courses" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('learning.instructor.other_courses', { name })}
        </Typography>
        {instructor.other_courses.length ? (
          <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
            {instructor.other_courses.map((c) => (
              <li key={c.id}>
                <Link component={RouterLink} to={`/courses/${c.id}`} sx={{ overflowWrap: 'anywhere' }}>
                  {local(c.title, c.title_en)}
                </Link>
              </li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('learning.instructor.no_other_courses')}</Typography>
        )}
      </Box>
    </Stack>
  );
}
