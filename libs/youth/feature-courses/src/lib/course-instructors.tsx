import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useApiClient } from '@platform/api-client';
import type { CourseInstructor } from '@platform/contract';
import { gridList, InstructorCard } from '@platform/ui';
import { useCourseText } from './course-text';

/*
 * The instructors of a catalogue course (issue 18 item 1): trainers of its institute, each with a photo when there is
 * one (loaded only near the screen), name, subject and short bio; the name links to the instructor's profile page
 * (/courses/{id}/instructor-profile/{instructorId}). Nothing of a trainer's contact is public.
 */
export function CourseInstructors({
  courseId,
  instructors,
}: {
  courseId: number;
  instructors: CourseInstructor[];
}) {
  const { t, local } = useCourseText();
  const gateway = useApiClient().baseURL;
  if (!instructors.length) return null;
  return (
    <Box component="section" aria-labelledby="course-instructors">
      <Typography id="course-instructors" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('learning.detail.instructors')}
      </Typography>
      <Box component="ul" sx={gridList('1fr')}>
        {instructors.map((x) => {
          const name = local(x.name, x.name_en) ?? x.name;
          return (
            <InstructorCard
              key={x.id}
              as="li"
              nameAs="h3"
              name={
                <Link component={RouterLink} to={`/courses/${courseId}/instructor-profile/${x.id}`}>
                  {name}
                </Link>
              }
              photoUrl={x.photo ? `${gateway}${x.photo}` : null}
              photoAlt={t('learning.detail.instructor_photo', { name })}
              subject={x.subject}
              about={x.about}
            />
          );
        })}
      </Box>
    </Box>
  );
}
