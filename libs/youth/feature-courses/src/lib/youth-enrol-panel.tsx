import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiError } from '@platform/api-client';
import {
  type CatalogueCourseDetail,
  COURSE_SIGNUP_SUCCESS_PATH,
  ENROLMENT_STATUS,
  type MyCourse,
} from '@platform/contract';
import { ContentLoader, LoadErrorAlert, PaperSection, useLocale, useToast } from '@platform/ui';
import { useEnrolCourse, useMyEnrolment, usePayEnrolment } from '@platform/youth-data-access-courses';
import { BatchFacts } from './batch-facts';
import { FavouriteToggle } from './favourite-toggle';
import { useCourseText } from './course-text';
import { RatingForm } from './rating-form';

/**
 * A signed-in youth's side of a course page: the favourite toggle, and either the enrolment (enrolled, or waiting for
 * its fee with Pay the fee) or the batch choice with Enrol (a free course) / Enrol and pay (a paid one: the wallet's
 * checkout). Rating once enrolled.
 */
export function YouthEnrolPanel({ course, title }: { course: CatalogueCourseDetail; title: string }) {
  const { t } = useCourseText();
  const { data, error, mutate } = useMyEnrolment(course.id);
  if (error && !data)
    return <LoadErrorAlert messageId="learning.detail.load_failed" mb={0} onRetry={() => void mutate()} />;
  if (!data) return <ContentLoader />;
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <FavouriteToggle courseId={course.id} title={title} favourite={data.favourite} />
      </Stack>
      {data.enrolment ? <Enrolled enrolment={data.enrolment} /> : <EnrolForm course={course} />}
      {data.enrolment?.status === ENROLMENT_STATUS.ENROLLED ? (
        <RatingForm courseId={course.id} saved={data.rating} />
      ) : null}
      <Typography variant="body2" color="text.secondary">
        <RouterLink to="/my-courses">{t('learning.enrol.to_my_courses')}</RouterLink>
      </Typography>
    </>
  );
}

function Enrolled({ enrolment }: { enrolment: MyCourse }) {
  const { t, local } = useCourseText();
  const { locale } = useLocale();
  const toast = useToast();
  const pay = usePayEnrolment();
  const batch = local(enrolment.batch_title, enrolment.batch_title_en);
  if (enrolment.status === ENROLMENT_STATUS.ENROLLED)
    return (
      <Stack spacing={1.5}>
        <Alert severity="success">{t('learning.enrol.enrolled', { batch })}</Alert>
        <Button
          component={RouterLink}
          to={`/courses/${enrolment.course_id}/course-layout`}
          variant="contained"
        >
          {t('course_learning.continue')}
        </Button>
      </Stack>
    );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('learning.enrol.pending', { batch })}
      </Alert>
      <Button
        variant="contained"
        fullWidth
        disabled={pay.isMutating}
        onClick={() => void pay.pay(enrolment.id, locale).catch((e: unknown) => toast.error(e))}
      >
        {t('learning.enrol.pay_now')}
      </Button>
    </Paper>
  );
}

function EnrolForm({ course }: { course: CatalogueCourseDetail }) {
  const text = useCourseText();
  const { t, local } = text;
  const { locale } = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const enrol = useEnrolCourse();
  const [batchId, setBatchId] = useState<number | null>(
    course.batches.length === 1 ? (course.batches[0]?.id ?? null) : null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { rules: useId(), error: useId() };

  if (course.batches.length === 0)
    return (
      <PaperSection title={t('learning.batches.title')}>
        <Alert severity="info">{t('learning.batches.none')}</Alert>
      </PaperSection>
    );

  const submit = async () => {
    if (batchId === null) {
      setProblem('learning.enrol.choose_first');
      return;
    }
    setProblem(null);
    try {
      const result = await enrol.enrol(course.id, batchId, locale);
      // a paid course has left for the wallet's checkout; a free one is enrolled at once
      if (!result.redirect_url) navigate(`${COURSE_SIGNUP_SUCCESS_PATH}?enrollment=${result.enrolment.id}`);
    } catch (e) {
      const field = e instanceof ApiError ? e.fieldErrors.batch_id?.[0] : undefined;
      if (field) setProblem(field);
      else toast.error(e);
    }
  };

  return (
    <PaperSection title={t('learning.enrol.title')}>
      <Typography id={ids.rules} variant="body2" sx={{ mb: 2 }}>
        {t('learning.enrol.rules')}
      </Typography>
      <Box
        component="fieldset"
        aria-describedby={`${ids.rules}${problem ? ` ${ids.error}` : ''}`}
        sx={{ border: 0, p: 0, m: 0 }}
      >
        <Box component="legend" sx={{ typography: 'subtitle2', mb: 1 }}>
          {t('learning.batches.choose')}
        </Box>
        <RadioGroup
          name="batch"
          value={batchId === null ? '' : String(batchId)}
          onChange={(event) => setBatchId(Number(event.target.value))}
        >
          {course.batches.map((batch) => (
            <FormControlLabel
              key={batch.id}
              value={String(batch.id)}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
              label={
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{local(batch.title, batch.title_en)}</Typography>
                  <BatchFacts batch={batch} />
                </Box>
              }
            />
          ))}
        </RadioGroup>
      </Box>
      {problem ? (
        <Alert id={ids.error} severity="error" sx={{ mb: 2 }}>
          {t(problem)}
        </Alert>
      ) : null}
      <Button variant="contained" fullWidth disabled={enrol.isMutating} onClick={() => void submit()}>
        {course.fee > 0 ? t('learning.enrol.pay', { fee: text.fee(course.fee) }) : t('learning.enrol.free')}
      </Button>
    </PaperSection>
  );
}
