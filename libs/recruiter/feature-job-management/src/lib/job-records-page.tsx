import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { type ReactNode, useState } from 'react';
import { useAuth } from '@platform/auth';
import { JOB_PERMISSIONS } from '@platform/contract';
import { DeleteDialog, ServerList, type ServerListResult, useTranslate } from '@platform/ui';
import { JobHeader } from './job-header';

/** A record a job's page lists as a card (an interview board, an interview schedule). */
interface JobRecord {
  id: number;
  title: string;
}

/** The catalogue ids a records page says its things with. */
export interface JobRecordsTexts {
  /** The page's h1 and the list's name. */
  titleId: string;
  addId: string;
  loadErrorId: string;
  loadingId: string;
  /** "No {messageType} found". */
  messageTypeId: string;
  deleteTitleId: string;
  /** Asks before deleting; `{title}` is the record's. */
  deleteTextId: string;
  deletedId: string;
}

export interface JobRecordsPageProps<T extends JobRecord> {
  texts: JobRecordsTexts;
  /** Which of the job's pages this is (the header's links). */
  current: 'interview/board' | 'interview/schedule';
  result: ServerListResult<T>;
  /** Deletes a record (the gateway refuses one still in use; its message shows). */
  remove: { trigger: (record: T) => Promise<unknown>; isMutating: boolean };
  /** A record's card, with Edit (null without `update_job`) and Delete. */
  renderCard: (record: T, actions: { onEdit: (() => void) | null; onDelete: () => void }) => ReactNode;
  /** The add / edit dialog of a record (null: a new one). */
  renderDialog: (record: T | null, onClose: () => void) => ReactNode;
  /** More of the page (another dialog). */
  children?: ReactNode;
}

/**
 * A job's page of records as cards (`/jobs/:id/interview/board`, `/jobs/:id/interview/schedule`): the job's header,
 * Add for those holding `update_job`, the cards, their add / edit dialog, and delete after a confirmation.
 */
export function JobRecordsPage<T extends JobRecord>({
  texts,
  current,
  result,
  remove,
  renderCard,
  renderDialog,
  children,
}: JobRecordsPageProps<T>) {
  const t = useTranslate();
  const { hasPermission } = useAuth();
  const canEdit = hasPermission(JOB_PERMISSIONS.updateJob);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <JobHeader titleId={texts.titleId} current={current} />
      {canEdit ? (
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setEditing('new')}
          sx={{ mb: 2 }}
        >
          {t(texts.addId)}
        </Button>
      ) : null}
      <ServerList
        variant="cards"
        result={result}
        labelId={texts.titleId}
        loadErrorId={texts.loadErrorId}
        loadingId={texts.loadingId}
        emptyTypeId={texts.messageTypeId}
        renderCard={(record) =>
          renderCard(record, {
            onEdit: canEdit ? () => setEditing(record) : null,
            onDelete: () => setDeleting(record),
          })
        }
      />
      {editing !== null ? renderDialog(editing === 'new' ? null : editing, () => setEditing(null)) : null}
      {children}
      <DeleteDialog
        target={deleting}
        titleId={texts.deleteTitleId}
        messageId={texts.deleteTextId}
        messageValues={({ title }) => ({ title })}
        confirmLabelId="recruiter_pipeline.delete"
        remove={remove.trigger}
        busy={remove.isMutating}
        successId={texts.deletedId}
        onClose={() => setDeleting(null)}
      />
    </Container>
  );
}
