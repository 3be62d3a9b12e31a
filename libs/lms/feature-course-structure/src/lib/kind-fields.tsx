import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import {
  COURSE_LESSON_KIND,
  COURSE_MODULE_KIND,
  type CourseLesson,
  type CourseModule,
} from '@platform/contract';
import { FormTextField, useTranslate } from '@platform/ui';
import { QuizFields, quizDefaults } from './quiz-fields';

/** The form values of a live lesson's class: the stored one's, or none. */
export function liveDefaults(lesson?: CourseLesson) {
  return {
    live_starts_at: lesson?.live?.starts_local ?? '',
    live_minutes: lesson?.live?.duration_minutes ?? null,
  };
}

/**
 * A live lesson's class (kind 4, ADR 0114): its rules first, then its start in Dhaka time and its length. The video
 * room is the gateway's: it is named once and shown after saving.
 */
export function LiveFields() {
  const t = useTranslate();
  const kind = useWatch({ name: 'kind' });
  if (Number(kind) !== COURSE_LESSON_KIND.LIVE_LESSON) return null;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('course_structure.form.live_rules')}
      </Typography>
      <FormTextField
        name="live_starts_at"
        type="datetime-local"
        labelId="course_structure.field.live_starts_at"
        required
      />
      <FormTextField
        name="live_minutes"
        type="number"
        inputMode="numeric"
        labelId="course_structure.field.live_minutes"
        required
      />
    </>
  );
}

/**
 * The form values of an exam — an assessment lesson's (ADR 0119) or a module assessment's (ADR 0121): its length and
 * the quiz's fields, the stored exam's or none.
 */
export function examDefaults(item?: CourseLesson | CourseModule) {
  return { exam_minutes: item?.exam?.duration_minutes ?? null, ...quizDefaults(item?.exam) };
}

/**
 * An exam of an assessment lesson (kind 2, ADR 0119) or a module assessment (module kind 2, ADR 0121): its rules
 * first, then its length and the quiz's fields (questions of the institute's bank or a question set, how many each
 * learner gets, the pass mark).
 */
export function ExamFields({
  item,
  module = false,
}: {
  item?: CourseLesson | CourseModule;
  module?: boolean;
}) {
  const t = useTranslate();
  const kind = useWatch({ name: 'kind' });
  const assessment = module ? COURSE_MODULE_KIND.ASSESSMENT : COURSE_LESSON_KIND.ASSESSMENT;
  if (Number(kind) !== assessment) return null;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t(module ? 'exam_module.form.rules' : 'exam_lesson.form.rules')}
      </Typography>
      <FormTextField
        name="exam_minutes"
        type="number"
        inputMode="numeric"
        labelId="exam_lesson.field.minutes"
        required
      />
      <QuizFields item={{ quiz: item?.exam ?? null }} />
    </>
  );
}
