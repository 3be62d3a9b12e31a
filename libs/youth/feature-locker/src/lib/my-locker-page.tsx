import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RequireAuth } from '@platform/auth';
import type { LockerDocument, LockerDocumentUpdateBody } from '@platform/contract';
import {
  useDeleteLockerDocument,
  useLockerDocuments,
  useLockerFile,
  useUpdateLockerDocument,
} from '@platform/youth-data-access-locker';
import { lockerDocumentUpdateSchema } from '@platform/validation';
import {
  ConfirmDialog,
  DownloadButton,
  FormDialog,
  PageHeader,
  ServerList,
  useToast,
  useTranslate,
} from '@platform/ui';
import { AddDocumentForm } from './add-document-form';
import { EarnedCertificates } from './earned-certificates';
import { TitleAndCategoryFields } from './locker-fields';
import { ShareDialog } from './share-dialog';

/*
 * /my-locker (issue 18 item 5, ADR 0085): the signed-in youth's documents — add, open, rename, share by an expiring
 * link, delete — and its earned certificates, read-only.
 */

type Action = { kind: 'rename' | 'share' | 'delete'; id: number } | null;

function DocumentRow({ d, onAction }: { d: LockerDocument; onAction: (a: Action) => void }) {
  const t = useTranslate();
  const file = useLockerFile();
  const name = d.title;
  return (
    <TableRow>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{name}</TableCell>
      <TableCell>{t(`locker_pages.category.${d.category}`)}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {d.file.original_name}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {t('locker_pages.file.size', { size: Math.max(1, Math.round(d.file.size / 1024)) })}
        </Typography>
      </TableCell>
      <TableCell>
        {d.shares.length
          ? t('locker_pages.links.count', { count: d.shares.length })
          : t('locker_pages.links.none')}
      </TableCell>
      <TableCell align="right">
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <DownloadButton
            fetchFile={async () => ({ blob: await file(d.file.path), fileName: d.file.original_name })}
            labelId="locker_pages.action.open"
            busyId="locker_pages.action.opening"
            doneId="locker_pages.action.opened"
            failedId="locker_pages.action.open_error"
          />
          <Button
            size="small"
            onClick={() => onAction({ kind: 'rename', id: d.id })}
            aria-label={t('locker_pages.action.rename_named', { name })}
          >
            {t('locker_pages.action.rename')}
          </Button>
          <Button
            size="small"
            onClick={() => onAction({ kind: 'share', id: d.id })}
            aria-label={t('locker_pages.action.share_named', { name })}
          >
            {t('locker_pages.action.share')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => onAction({ kind: 'delete', id: d.id })}
            aria-label={t('locker_pages.action.delete_named', { name })}
          >
            {t('locker_pages.action.delete')}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

function MyLocker() {
  const t = useTranslate();
  const toast = useToast();
  const documents = useLockerDocuments();
  const update = useUpdateLockerDocument();
  const remove = useDeleteLockerDocument();
  const [action, setAction] = useState<Action>(null);
  const current = action ? documents.data?.find((d) => d.id === action.id) : undefined;
  const close = () => setAction(null);

  async function confirmDelete() {
    if (!current) return;
    try {
      await remove.trigger({ params: { id: current.id } });
      toast.success('locker.success.deleted');
    } catch (error) {
      toast.error(error);
    } finally {
      close();
    }
  }

  return (
    <>
      <PageHeader titleId="locker.title" />
      <Typography sx={{ mb: 2 }}>{t('locker_pages.intro')}</Typography>
      <AddDocumentForm />
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('locker_pages.documents.title')}
      </Typography>
      <ServerList<LockerDocument>
        result={documents}
        labelId="locker_pages.documents.title"
        loadErrorId="locker_pages.documents.load_error"
        emptyTypeId="locker_pages.documents.message_type"
        emptyHintId="locker_pages.documents.empty"
        columns={[
          { key: 'title', labelId: 'locker_pages.column.title' },
          { key: 'category', labelId: 'locker_pages.column.category' },
          { key: 'file', labelId: 'locker_pages.column.file' },
          { key: 'links', labelId: 'locker_pages.column.links' },
          { key: 'actions', labelId: 'locker_pages.column.actions', align: 'right' },
        ]}
        renderRow={(d) => <DocumentRow key={d.id} d={d} onAction={setAction} />}
      />
      <EarnedCertificates />
      {action?.kind === 'rename' && current ? (
        <FormDialog<LockerDocumentUpdateBody>
          titleId="locker_pages.rename.title"
          titleValues={{ name: current.title }}
          introId="locker_pages.rename.rules"
          busy={update.isMutating}
          onClose={close}
          schema={lockerDocumentUpdateSchema}
          defaultValues={{ title: current.title, category: current.category }}
          onSubmit={async (body) => {
            await update.trigger({ params: { id: current.id }, body });
            toast.success('locker.success.updated');
            close();
          }}
        >
          <TitleAndCategoryFields />
        </FormDialog>
      ) : null}
      {action?.kind === 'share' && current ? <ShareDialog document={current} onClose={close} /> : null}
      <ConfirmDialog
        open={action?.kind === 'delete' && Boolean(current)}
        titleId="locker_pages.delete.title"
        messageId="locker_pages.delete.confirm"
        messageValues={{ name: current?.title ?? '' }}
        confirmLabelId="locker_pages.action.delete"
        destructive
        loading={remove.isMutating}
        onConfirm={() => void confirmDelete()}
        onCancel={close}
      />
    </>
  );
}

export function MyLockerPage() {
  return (
    <RequireAuth>
      <MyLocker />
    </RequireAuth>
  );
}
