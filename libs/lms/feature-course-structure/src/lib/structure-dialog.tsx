import {
  COURSE_CONTENT_TYPE as T,
  COURSE_LESSON_KIND,
  COURSE_MODULE_KIND,
  type CourseContent,
  type CourseContentBody,
  type CourseContentType,
  type CourseLesson,
  type CourseLessonBody,
  type CourseModule,
  type CourseModuleBody,
} from '@platform/contract';
import {
  useCreateContent,
  useCreateLesson,
  useCreateModule,
  useUpdateContent,
  useUpdateLesson,
  useUpdateModule,
} from '@platform/lms-data-access-courses';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormDialog, FormSelect, FormTextField, useToast, useTranslate } from '@platform/ui';
import { courseContentSchema, courseLessonSchema, courseModuleSchema } from '@platform/validation';
import { ContentFileField } from './file-field';
import { LESSON_KIND_OPTIONS, MODULE_KIND_OPTIONS } from './labels';
import { QuizFields, quizDefaults } from './quiz-fields';

/** What a dialog adds (to a parent) or edits. */
export type Editing =
  | { level: 'module'; parentId: number; item?: CourseModule }
  | { level: 'lesson'; parentId: number; item?: CourseLesson }
  | { level: 'content'; parentId: number; contentType: CourseContentType; item?: CourseContent };

const TITLES = {
  module: ['course_structure.module.add', 'course_structure.module.edit'],
  lesson: ['course_structure.lesson.add', 'course_structure.lesson.edit'],
  content: ['course_structure.content.add', 'course_structure.content.edit'],
} as const;

function TitleFields() {
  return (
    <>
      <FormTextField name="title" labelId="course_structure.field.title" required />
      <FormTextField name="title_en" labelId="course_structure.field.title_en" />
    </>
  );
}

/**
 * A live lesson's class (kind 4, ADR 0114): its rules first, then its start in Dhaka time and its length. The video
 * room is the gateway's: it is named once and shown after saving.
 */
/** The form values of a live lesson's class: the stored one's, or none. */
function liveDefaults(lesson?: CourseLesson) {
  return {
    live_starts_at: lesson?.live?.starts_local ?? '',
    live_minutes: lesson?.live?.duration_minutes ?? null,
  };
}

function LiveFields() {
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
function examDefaults(item?: CourseLesson | CourseModule) {
  return { exam_minutes: item?.exam?.duration_minutes ?? null, ...quizDefaults(item?.exam) };
}

/**
 * An exam of an assessment lesson (kind 2, ADR 0119) or a module assessment (module kind 2, ADR 0121): its rules
 * first, then its length and the quiz's fields (questions of the institute's bank or a question set, how many each
 * learner gets, the pass mark).
 */
function ExamFields({ item, module = false }: { item?: CourseLesson | CourseModule; module?: boolean }) {
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

/** The add / edit dialog of a module or lesson: kind and titles (and a live lesson's class, an assessment's exam). */
function KindDialog({
  editing,
  onClose,
}: {
  editing: Exclude<Editing, { level: 'content' }>;
  onClose: () => void;
}) {
  const toast = useToast();
  const createModule = useCreateModule();
  const updateModule = useUpdateModule();
  const createLesson = useCreateLesson();
  const updateLesson = useUpdateLesson();
  const item = editing.item;
  const isModule = editing.level === 'module';
  const lesson = editing.level === 'lesson' ? editing.item : undefined;
  const module = editing.level === 'module' ? editing.item : undefined;
  const busy =
    createModule.isMutating || updateModule.isMutating || createLesson.isMutating || updateLesson.isMutating;

  async function save(body: CourseModuleBody | CourseLessonBody) {
    if (isModule) {
      if (item) await updateModule.trigger({ params: { id: item.id }, body: body as CourseModuleBody });
      else await createModule.trigger({ params: { id: editing.parentId }, body: body as CourseModuleBody });
    } else if (item) await updateLesson.trigger({ params: { id: item.id }, body: body as CourseLessonBody });
    else await createLesson.trigger({ params: { id: editing.parentId }, body: body as CourseLessonBody });
    toast.success('course_structure.success.saved');
    onClose();
  }

  return (
    <FormDialog<CourseModuleBody | CourseLessonBody>
      confirmLeave
      titleId={TITLES[editing.level][item ? 1 : 0]}
      introId="course_structure.form.rules"
      busy={busy}
      onClose={onClose}
      schema={(isModule ? courseModuleSchema : courseLessonSchema) as typeof courseModuleSchema}
      defaultValues={{
        kind: item?.kind ?? 1,
        title: item?.title ?? '',
        title_en: item?.title_en ?? '',
        ...(isModule ? examDefaults(module) : { ...liveDefaults(lesson), ...examDefaults(lesson) }),
      }}
      onSubmit={save}
    >
      <FormSelect
        name="kind"
        labelId="course_structure.field.kind"
        required
        options={isModule ? MODULE_KIND_OPTIONS : LESSON_KIND_OPTIONS}
      />
      <TitleFields />
      {isModule ? null : <LiveFields />}
      {isModule ? <ExamFields item={module} module /> : <ExamFields item={lesson} />}
    </FormDialog>
  );
}

/**
 * Where a video or audio comes from: an https address, or a file uploaded with a progress bar. Choosing one clears
 * the other, so the content keeps exactly one.
 */
function MediaSource({ kind, item }: { kind: 'video' | 'audio'; item?: CourseContent }) {
  const t = useTranslate();
  const { setValue } = useFormContext<CourseContentBody>();
  const [source, setSource] = useState<'url' | 'upload'>(item?.file_id ? 'upload' : 'url');
  const labelId = useId();
  return (
    <>
      <FormControl sx={{ mt: 2 }}>
        <FormLabel id={labelId}>{t('course_structure.field.source')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={source}
          onChange={(event) => {
            const next = event.target.value === 'upload' ? 'upload' : 'url';
            setSource(next);
            if (next === 'upload') setValue('url', '');
            else setValue('file_id', null);
          }}
        >
          <FormControlLabel value="url" control={<Radio />} label={t('course_structure.field.source_url')} />
          <FormControlLabel
            value="upload"
            control={<Radio />}
            label={t('course_structure.field.source_upload')}
          />
        </RadioGroup>
      </FormControl>
      {source === 'url' ? (
        <FormTextField
          name="url"
          type="url"
          inputMode="url"
          labelId="course_structure.field.url"
          helperId="course_structure.field.source_url"
          required
        />
      ) : (
        <ContentFileField
          kind={kind}
          storedName={item?.file_name ?? null}
          helper="course_structure.form.media_rules"
        />
      )}
    </>
  );
}

/** The add / edit dialog of a content: titles and what its type needs (text, an https address, a file, a quiz). */
function ContentDialog({
  editing,
  onClose,
}: {
  editing: Extract<Editing, { level: 'content' }>;
  onClose: () => void;
}) {
  const toast = useToast();
  const create = useCreateContent();
  const update = useUpdateContent();
  const item = editing.item;
  const type = editing.contentType;

  async function save(body: CourseContentBody) {
    if (item) await update.trigger({ params: { id: item.id }, body });
    else await create.trigger({ params: { id: editing.parentId }, body });
    toast.success('course_structure.success.saved');
    onClose();
  }

  return (
    <FormDialog<CourseContentBody>
      confirmLeave
      titleId={TITLES.content[item ? 1 : 0]}
      introId={type === T.QUIZ ? 'lms_questions.quiz.rules' : 'course_structure.form.content_rules'}
      busy={create.isMutating || update.isMutating}
      maxWidth="md"
      onClose={onClose}
      schema={courseContentSchema}
      defaultValues={{
        content_type: type,
        title: item?.title ?? '',
        title_en: item?.title_en ?? '',
        text: item?.text ?? '',
        url: item?.url ?? '',
        file_id: item?.file_id ?? null,
        ...quizDefaults(item?.quiz),
      }}
      onSubmit={save}
    >
      <TitleFields />
      {type === T.TEXT ? (
        <FormTextField
          name="text"
          labelId="course_structure.field.text"
          helperId="course_structure.field.text_help"
          multiline
          minRows={6}
          required
        />
      ) : null}
      {type === T.VIDEO || type === T.AUDIO ? (
        <MediaSource kind={type === T.VIDEO ? 'video' : 'audio'} item={item} />
      ) : null}
      {type === T.FILE ? (
        <ContentFileField
          kind="file"
          storedName={item?.file_name ?? null}
          helper="course_structure.form.content_rules"
        />
      ) : null}
      {type === T.QUIZ ? <QuizFields item={item} /> : null}
    </FormDialog>
  );
}

/** The one add / edit dialog of the structure pages, by level. */
export function StructureDialog({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  if (!editing) return null;
  return editing.level === 'content' ? (
    <ContentDialog editing={editing} onClose={onClose} />
  ) : (
    <KindDialog editing={editing} onClose={onClose} />
  );
}
