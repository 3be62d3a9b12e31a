import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import type { AssignmentBody } from '@platform/contract';
import { useAssignmentSettings, useSaveAssignment } from '@platform/lms-data-access-courses';
import { ContentLoader, FormDialog, FormSwitch, FormTextField, LoadErrorAlert, useToast } from '@platform/ui';
import { assignmentSchema } from '@platform/validation';

/*
 * The assignment of an assignment lesson (ADR 0089): instructions (rich text the gateway sanitises), total and pass
 * marks, an optional due date and whether a file is required. Opened from the lesson's row of the structure editor.
 */

export interface AssignmentDialogProps {
  courseId: number;
  lessonId: number;
  name: string;
  onClose: () => void;
}

export function AssignmentDialog({ courseId, lessonId, name, onClose }: AssignmentDialogProps) {
  const toast = useToast();
  const { data, error, mutate } = useAssignmentSettings(courseId, lessonId);
  const save = useSaveAssignment();

  if (!data)
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="md">
        <DialogContent>
          {error ? (
            <LoadErrorAlert
              messageId="course_assignments.settings.load_error"
              onRetry={() => void mutate()}
            />
          ) : (
            <ContentLoader />
          )}
        </DialogContent>
      </Dialog>
    );

  const a = data.assignment;
  async function submit(body: AssignmentBody) {
    await save.trigger({ params: { id: courseId, lessonId }, body });
    toast.success('course_assignments.success.saved');
    onClose();
  }

  return (
    <FormDialog<AssignmentBody>
      confirmLeave
      titleId="course_assignments.settings.title"
      titleValues={{ name }}
      introId="course_assignments.settings.rules"
      busy={save.isMutating}
      maxWidth="md"
      onClose={onClose}
      schema={assignmentSchema}
      defaultValues={{
        instructions: a?.instructions ?? '',
        total_marks: a?.total_marks,
        pass_marks: a?.pass_marks,
        due_date: a?.due_date ?? '',
        file_required: a?.file_required ?? false,
      }}
      onSubmit={submit}
    >
      <FormTextField
        name="instructions"
        labelId="course_assignments.field.instructions"
        helperId="course_assignments.field.instructions_help"
        multiline
        minRows={5}
        required
      />
      <FormTextField
        name="total_marks"
        type="number"
        inputMode="numeric"
        labelId="course_assignments.field.total_marks"
        required
      />
      <FormTextField
        name="pass_marks"
        type="number"
        inputMode="numeric"
        labelId="course_assignments.field.pass_marks"
        required
      />
      <FormTextField name="due_date" type="date" labelId="course_assignments.field.due_date" />
      <FormSwitch name="file_required" labelId="course_assignments.field.file_required" />
    </FormDialog>
  );
}
