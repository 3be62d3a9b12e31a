import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useApiClient, useRouteId } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import { COURSE_PERMISSIONS, type PlatformTrainerDetail } from '@platform/contract';
import {
  FactList,
  InstructorCard,
  PageTitle,
  RecordRoute,
  useFormatters,
  useLocalName,
  useTranslate,
} from '@platform/ui';
import { usePlatformTrainer } from './platform-structure-data';

export function PlatformTrainerRoute() {
  return (
    <RequirePermission keys={[COURSE_PERMISSIONS.viewPlatformTrainers]}>
      <RecordRoute
        id={useRouteId()}
        useRecord={usePlatformTrainer}
        loadErrorId="platform_trainers.detail.load_error"
        notFoundId="platform_trainers.detail.not_found"
      >
        {(trainer) => <PlatformTrainerPage trainer={trainer} />}
      </RecordRoute>
    </RequirePermission>
  );
}

/** A section of the page: an h2 and what it holds, or a line saying there is nothing. */
function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  const t = useTranslate();
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t(titleId)}
      </Typography>
      {children}
    </Box>
  );
}

/** The instructor profile as the youth's course page draws it: photo, name, subject and short bio. */
function InstructorProfile({ trainer }: { trainer: PlatformTrainerDetail }) {
  const t = useTranslate();
  const name = useLocalName();
  const gateway = useApiClient().baseURL;
  const x = trainer.instructor;
  const shown = name(x.name, x.name_en);
  return (
    <InstructorCard
      framed
      name={shown}
      photoUrl={x.photo ? `${gateway}${x.photo}` : null}
      photoAlt={t('platform_trainers.detail.photo', { name: shown })}
      subject={x.subject}
      about={x.about}
      empty={t('platform_trainers.detail.no_profile')}
    />
  );
}

/**
 * `/platform-trainers/:id` (ADR 0118): the trainer as learners see them on a course page, the institute's facts of
 * them (branch, centre, contact, skills, status), the courses they teach and those courses' batches — each a link to
 * its platform page.
 */
export function PlatformTrainerPage({ trainer }: { trainer: PlatformTrainerDetail }) {
  const t = useTranslate();
  const name = useLocalName();
  const { formatDate } = useFormatters();
  const shown = name(trainer.trainer_name, trainer.trainer_name_en);
  const title = (x: { title: string; title_en: string | null }) => name(x.title, x.title_en);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Link component={RouterLink} to="/platform-trainers">
        {t('platform_trainers.detail.back')}
      </Link>
      <PageTitle titleId="platform_trainers.detail.title" values={{ name: shown }} />
      <Section titleId="platform_trainers.detail.profile">
        <InstructorProfile trainer={trainer} />
      </Section>
      <Section titleId="platform_trainers.detail.facts">
        <FactList
          keepEmpty
          rows={[
            [t('platform_trainers.col.institute'), name(trainer.institute_title, trainer.institute_title_en)],
            [
              t('platform_trainers.detail.branch'),
              trainer.branch_title ? name(trainer.branch_title, trainer.branch_title_en) : '—',
            ],
            [
              t('platform_trainers.detail.centre'),
              trainer.training_center_title
                ? name(trainer.training_center_title, trainer.training_center_title_en)
                : '—',
            ],
            [t('platform_trainers.detail.mobile'), trainer.mobile],
            [t('platform_trainers.detail.email'), trainer.email ?? '—'],
            [t('platform_trainers.detail.skills'), trainer.skills ?? '—'],
            [t('platform_trainers.col.status'), t(`enums.row_status.${trainer.row_status}`)],
          ]}
        />
      </Section>
      <Section titleId="platform_trainers.detail.courses">
        {trainer.courses.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {trainer.courses.map((c) => (
              <li key={c.id}>
                <Link component={RouterLink} to={`/platform-courses/${c.id}`}>
                  {title(c)}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {c.code} · {t(`courses.publication.${c.publication_status}`)}
                </Typography>
                {c.deactivated ? (
                  <Chip
                    size="small"
                    color="error"
                    label={t('platform_courses.deactivated_chip')}
                    sx={{ ml: 1 }}
                  />
                ) : null}
              </li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('platform_trainers.detail.no_courses')}</Typography>
        )}
      </Section>
      <Section titleId="platform_trainers.detail.batches">
        {trainer.batches.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {trainer.batches.map((b) => (
              <li key={b.id}>
                <Link component={RouterLink} to={`/platform-batches/${b.id}`}>
                  {title(b)}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('platform_trainers.detail.batch_line', {
                    course: name(b.course_title, b.course_title_en),
                    from: formatDate(b.batch_start_date),
                    to: formatDate(b.batch_end_date),
                  })}
                </Typography>{' '}
                <Chip size="small" variant="outlined" label={t(`platform_batches.phase.${b.phase}`)} />
              </li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('platform_trainers.detail.no_batches')}</Typography>
        )}
      </Section>
    </Container>
  );
}
