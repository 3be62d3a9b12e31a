import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useApiClient } from '@platform/api-client';
import type { CourseInstructor } from '@platform/contract';
import { useCourseText } from './course-text';

/*
 * The instructors of a catalogue course (issue 18 item 1): trainers of its institute, each with a photo when there is
 * one (loaded only near the screen), name, subject and short bio. Nothing of a trainer's contact is public.
 */
export function CourseInstructors({ instructors }: { instructors: CourseInstructor[] }) {
  const { t, local } = useCourseText();
  const gateway = useApiClient().baseURL;
  if (!instructors.length) return null;
  return (
    <Box component="section" aria-labelledby="course-instructors">
      <Typography id="course-instructors" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('learning.detail.instructors')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {instructors.map((x) => {
          const name = local(x.name, x.name_en) ?? x.name;
          return (
            <Box component="li" key={x.id} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              {x.photo ? (
                <Box
                  component="img"
                  src={`${gateway}${x.photo}`}
                  alt={t('learning.detail.instructor_photo', { name })}
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  sx={{ borderRadius: '50%', objectFit: 'cover', flex: 'none', bgcolor: 'action.hover' }}
                />
              ) : null}
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {name}
                </Typography>
                {x.subject ? <Typography color="text.secondary">{x.subject}</Typography> : null}
                {x.about ? (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {x.about}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
