import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useApiClient, useRouteId } from '@platform/api-client';
import { COURSE_PERMISSIONS, COURSE_TEXT_FIELDS, COURSE_TYPE, type Course } from '@platform/contract';
import { useAuth } from '@platform/auth';
import {
  useArchiveCourse,
  useCourse,
  useDeleteCourse,
  usePublishCourse,
  useToggleCourseStatus,
  useUnpublishCourse,
} from '@platform/lms-data-access-courses';
import {
  ContentLoader,
  DeleteDialog,
  FactList,
  type FactRow,
  LoadErrorAlert,
  PageHeader,
  ReasonAlert,
  useFormatters,
  useLocalName,
  useTranslate,
} from '@platform/ui';
import { CourseQuestions } from './course-questions';
import { publicationLabelId, statusLabelId } from './labels';
import { useToastedRun } from './toasted-run';

/** Plain text as typed: line breaks kept, never read as HTML. */
const Plain = ({ text, lang }: { text: string | null; lang: 'bn' | 'en' }) =>
  text ? (
    <Box component="span" lang={lang} sx={{ whiteSpace: 'pre-line' }}>
      {text}
    </Box>
  ) : null;

function Actions({ course }: { course: Course }) {
  const t = useTranslate();
  const run = useToastedRun();
  const toggle = useToggleCourseStatus();
  const publish = usePublishCourse();
  const unpublish = useUnpublishCourse();
  const archive = useArchiveCourse();
  const remove = useDeleteCourse();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<'archive' | 'delete' | null>(null);
  const local = useLocalName();
  const params = { params: { id: course.id } };
  const busy =
    toggle.isMutating ||
    publish.isMutating ||
    unpublish.isMutating ||
    archive.isMutating ||
    remove.isMutating;

  const named = (c: Course) => ({ name: local(c.title, c.title_en) });

  if (course.publication_status === 'archived') return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} useFlexGap>
      <Button variant="contained" component={RouterLink} to={`/courses/${course.id}/edit`}>
        {t('courses.read.edit')}
      </Button>
      {course.publication_status === 'draft' ? (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => void run(() => publish.trigger(params), 'courses.success.published')}
        >
          {t('courses.read.publish')}
        </Button>
      ) : (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => void run(() => unpublish.trigger(params), 'courses.success.unpublished')}
        >
          {t('courses.read.unpublish')}
        </Button>
      )}
      <Button
        variant="outlined"
        disabled={busy}
        onClick={() => void run(() => toggle.trigger(params), 'courses.success.status_changed')}
      >
        {t(course.row_status === 1 ? 'courses.read.deactivate' : 'courses.read.activate')}
      </Button>
      <Button variant="outlined" color="error" disabled={busy} onClick={() => setAsking('archive')}>
        {t('courses.read.archive')}
      </Button>
      {course.published_at === null && (
        <Button variant="outlined" color="error" disabled={busy} onClick={() => setAsking('delete')}>
          {t('courses.read.delete')}
        </Button>
      )}
      <DeleteDialog
        target={asking === 'delete' ? course : null}
        titleId="courses.read.delete_title"
        messageId="courses.read.delete_confirm"
        messageValues={named}
        confirmLabelId="courses.read.delete"
        remove={() => remove.trigger(params)}
        busy={remove.isMutating}
        successId="courses.success.deleted"
        onDeleted={() => navigate('/courses')}
        onClose={() => setAsking(null)}
      />
      <DeleteDialog
        target={asking === 'archive' ? course : null}
        titleId="courses.read.archive_title"
        messageId="courses.read.archive_confirm"
        messageValues={named}
        confirmLabelId="courses.read.archive"
        remove={() => archive.trigger(params)}
        busy={archive.isMutating}
        successId="courses.success.archived"
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}

/** /courses/{id}/read (spec §2): every field of the course, its status and its publication, and what can be done next. */
export function CourseReadPage() {
  const t = useTranslate();
  const local = useLocalName();
  const { formatDate } = useFormatters();
  const gateway = useApiClient().baseURL;
  const { hasPermission } = useAuth();
  const id = useRouteId();
  const valid = id !== null;
  const result = useCourse(valid ? id : null);
  if (!valid || result.error) return <LoadErrorAlert messageId="courses.form.load_error" />;
  const course = result.data;
  if (course === undefined) return <ContentLoader />;
  const name = local(course.title, course.title_en);
  const day = (value: string | null) => (value ? formatDate(value) : null);
  const basic: FactRow[] = [
    [t('courses.field.code'), course.code],
    [t('courses.field.title'), course.title, 'bn'],
    [t('courses.field.title_en'), course.title_en, 'en'],
    [t('courses.field.institute'), local(course.institute_title, course.institute_title_en)],
    [t('courses.field.course_type'), t(`courses.type.${course.course_type}`)],
    [t('courses.field.duration_hours'), t('courses.hours', { hours: course.duration_hours })],
    [t('courses.list.col.fee'), course.fee === 0 ? t('courses.free') : t('courses.fee', { fee: course.fee })],
    [t('courses.field.language_medium'), t(`courses.medium.${course.language_medium}`)],
    [t('courses.field.level'), t(`courses.level.${course.level}`)],
    [t('courses.field.published_at'), day(course.published_at)],
  ];
  const post: FactRow[] = [
    [t('courses.field.publish_date'), day(course.publish_date)],
    [t('courses.field.nature'), course.nature],
    [t('courses.field.difficulty'), course.difficulty ? t(`courses.difficulty.${course.difficulty}`) : null],
    [t('courses.field.learner_type'), course.learner_type],
    [t('courses.field.category'), course.category],
    [t('courses.field.start_date'), day(course.start_date)],
    [t('courses.field.end_date'), day(course.end_date)],
    [
      t('courses.field.skills'),
      course.skills.length
        ? course.skills.map((s) => local(s.title, s.title_en)).join(', ')
        : t('courses.read.no_skills'),
    ],
    [
      t('courses.field.dependencies'),
      course.dependencies.length
        ? course.dependencies.map((d) => local(d.title, d.title_en)).join(', ')
        : t('courses.read.no_dependencies'),
    ],
    [
      t('courses.field.instructors'),
      course.instructors.length ? course.instructors.map((d) => local(d.title, d.title_en)).join(', ') : null,
    ],
  ];
  const texts: FactRow[] = COURSE_TEXT_FIELDS.flatMap((f): FactRow[] => [
    [t(`courses.field.${f}`), <Plain key={f} text={course[f]} lang="bn" />],
    [t(`courses.field.${f}_en`), <Plain key={`${f}_en`} text={course[`${f}_en`]} lang="en" />],
  ]).filter(([, value]) => Boolean((value as { props: { text: string | null } }).props.text));

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 960, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader titleId="courses.read.title" />
      <Typography variant="h5" component="h2">
        {name}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Chip label={t(publicationLabelId(course.publication_status))} />
        <Chip
          variant="outlined"
          color={course.row_status === 1 ? 'success' : 'default'}
          label={t(statusLabelId(course.row_status))}
        />
        {course.deactivated_at ? (
          // platform staff took it out of the public catalogue (ADR 0107): the institute's toggle does not bring it back
          <Chip color="error" label={t('platform_courses.deactivated_chip')} />
        ) : null}
      </Stack>
      {/* and why, as staff wrote it (ADR 0112) */}
      <ReasonAlert
        messageId="platform_lists.deactivated_with_reason"
        reason={course.deactivated_at ? course.deactivation_reason : null}
      />
      {hasPermission(COURSE_PERMISSIONS.manageCourse) && <Actions course={course} />}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} useFlexGap>
        <Button variant="outlined" component={RouterLink} to={`/courses/${course.id}/module`}>
          {t('course_structure.link.module')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={`/courses/${course.id}/design`}>
          {t('course_structure.link.design')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={`/courses/${course.id}/batches`}>
          {t('course_batches.link')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={`/courses/${course.id}/trainees`}>
          {t('course_trainees.link')}
        </Button>
        {course.course_type === COURSE_TYPE.LIVE && (
          <Button variant="outlined" component={RouterLink} to={`/courses/${course.id}/schedule`}>
            {t('course_schedules.link')}
          </Button>
        )}
        {course.course_type === COURSE_TYPE.PROGRAM && (
          <Button variant="outlined" component={RouterLink} to={`/courses/${course.id}/program`}>
            {t('course_programs.link')}
          </Button>
        )}
      </Stack>
      {course.cover_path ? (
        <Box
          component="img"
          src={`${gateway}${course.cover_path}`}
          alt={t('courses.cover.alt', { name })}
          sx={{ maxWidth: '100%', width: 480, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }}
        />
      ) : null}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FactList rows={basic} />
      </Paper>
      <Typography variant="h6" component="h2">
        {t('courses.read.section.post')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FactList rows={post} />
      </Paper>
      {texts.length > 0 && (
        <>
          <Typography variant="h6" component="h2">
            {t('courses.read.section.description')}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <FactList rows={texts} />
          </Paper>
        </>
      )}
      <CourseQuestions courseId={course.id} />
      <Box>
        <Button component={RouterLink} to="/courses">
          {t('courses.read.back')}
        </Button>
      </Box>
    </Box>
  );
}
