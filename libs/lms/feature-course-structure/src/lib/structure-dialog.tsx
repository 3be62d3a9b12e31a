import {
  COURSE_CONTENT_TYPE,
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
import { FormDialog, FormSelect, FormTitleFields, useToast } from '@platform/ui';
import { courseContentSchema, courseLessonSchema, courseModuleSchema } from '@platform/validation';
import { ContentFields, contentDefaults } from './content-fields';
import { ExamFields, LiveFields, examDefaults, liveDefaults } from './kind-fields';
import { LESSON_KIND_OPTIONS, MODULE_KIND_OPTIONS } from './labels';

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
      <FormTitleFields prefix="course_structure.field" />
      {isModule ? null : <LiveFields />}
      {isModule ? <ExamFields item={module} module /> : <ExamFields item={lesson} />}
    </FormDialog>
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
      introId={
        type === COURSE_CONTENT_TYPE.QUIZ ? 'lms_questions.quiz.rules' : 'course_structure.form.content_rules'
      }
      busy={create.isMutating || update.isMutating}
      maxWidth="md"
      onClose={onClose}
      schema={courseContentSchema}
      defaultValues={contentDefaults(type, item)}
      onSubmit={save}
    >
      <FormTitleFields prefix="course_structure.field" />
      <ContentFields type={type} item={item} />
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
