import Typography from '@mui/material/Typography';
import { formLookup, publicLookup } from '@platform/api-client';
import type { DiscussionPostBody, DiscussionPostDetail } from '@platform/contract';
import { discussionPostSchema } from '@platform/validation';
import { FormDialog, FormLookupField, FormTextField, useTranslate } from '@platform/ui';

export interface PostFormDialogProps {
  /** The post to edit; a new one when absent. */
  post?: DiscussionPostDetail;
  busy: boolean;
  onSubmit: (body: DiscussionPostBody) => Promise<unknown>;
  onClose: () => void;
}

/** Write or edit a post: its rules first, then title, text and an optional skill (the shared schema checks them). */
export function PostFormDialog({ post, busy, onSubmit, onClose }: PostFormDialogProps) {
  const t = useTranslate();
  return (
    <FormDialog<DiscussionPostBody>
      titleId={post ? 'discussion.form.edit_title' : 'discussion.form.new_title'}
      submitLabelId="discussion.form.submit"
      busy={busy}
      onClose={onClose}
      schema={discussionPostSchema}
      defaultValues={{ title: post?.title ?? '', body: post?.body ?? '', skill_id: post?.skill?.id ?? null }}
      onSubmit={(values) => onSubmit(values)}
    >
      <Typography variant="body2" color="text.secondary" id="discussion-form-rules">
        {t('discussion.form.rules')}
      </Typography>
      <FormTextField name="title" labelId="discussion.form.title" required />
      <FormTextField name="body" labelId="discussion.form.body" required multiline minRows={5} />
      <FormLookupField
        name="skill_id"
        useLookup={formLookup(publicLookup('skills'))}
        labelId="discussion.form.skill"
      />
    </FormDialog>
  );
}
