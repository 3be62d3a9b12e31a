import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { PIPELINE_LIMITS, type InterviewBoard, type InterviewBoardBody } from '@platform/contract';
import {
  useCreateInterviewBoard,
  useDeleteInterviewBoard,
  useInterviewBoards,
  useUpdateInterviewBoard,
} from '@platform/recruiter-data-access-job-management';
import { FormDialog, FormTextField, useFormatters, useToast, useTranslate } from '@platform/ui';
import { interviewBoardSchema } from '@platform/validation';
import { useJobId } from './job-header';
import { JobRecordsPage, type JobRecordsTexts } from './job-records-page';

const EMPTY_MEMBER = { name: '', email: '', mobile: '', designation: '' };

/** The panel members of the board form: one row of fields per member, add and remove by button. */
function MemberFields() {
  const t = useTranslate();
  const { control, watch } = useFormContext<InterviewBoardBody>();
  const { fields, append, remove } = useFieldArray({ control, name: 'members' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {t('job_pipeline.board.members')}
      </Typography>
      {fields.map((field, index) => {
        const name =
          watch(`members.${index}.name`) || t('recruiter_pipeline.boards.member_n', { n: index + 1 });
        return (
          <Paper
            key={field.id}
            variant="outlined"
            sx={{ p: 2, mt: 1 }}
            role="group"
            aria-label={t('recruiter_pipeline.boards.member_n', { n: index + 1 })}
          >
            <Grid container spacing={1}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  name={`members.${index}.name`}
                  labelId="job_pipeline.member.name"
                  required
                  autoComplete="off"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  name={`members.${index}.designation`}
                  labelId="job_pipeline.member.designation"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  name={`members.${index}.email`}
                  type="email"
                  labelId="job_pipeline.member.email"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  name={`members.${index}.mobile`}
                  type="tel"
                  inputMode="tel"
                  labelId="job_pipeline.member.mobile"
                />
              </Grid>
            </Grid>
            {fields.length > 1 ? (
              <Button size="small" color="error" startIcon={<DeleteOutlined />} onClick={() => remove(index)}>
                {t('job_pipeline.board.remove_member', { name })}
              </Button>
            ) : null}
          </Paper>
        );
      })}
      {fields.length < PIPELINE_LIMITS.boardMembers ? (
        <Button startIcon={<AddOutlined />} onClick={() => append({ ...EMPTY_MEMBER })} sx={{ mt: 1 }}>
          {t('job_pipeline.board.add_member')}
        </Button>
      ) : null}
    </Box>
  );
}

/** Create or edit a board: its name and panel members (name, e-mail, mobile, designation). */
function BoardDialog({
  jobId,
  board,
  onClose,
}: {
  jobId: number;
  board: InterviewBoard | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const create = useCreateInterviewBoard();
  const update = useUpdateInterviewBoard();
  const defaults: InterviewBoardBody = board
    ? {
        title: board.title,
        members: board.members.map((m) => ({
          name: m.name,
          email: m.email ?? '',
          mobile: m.mobile ?? '',
          designation: m.designation ?? '',
          user_id: m.user_id,
        })),
      }
    : { title: '', members: [{ ...EMPTY_MEMBER }] };

  async function submit(values: InterviewBoardBody) {
    if (board) await update.trigger({ params: { id: jobId, boardId: board.id }, body: values });
    else await create.trigger({ params: { id: jobId }, body: values });
    toast.success('job_pipeline.success.board_saved');
    onClose();
  }

  const titleId = board ? 'job_pipeline.board.edit' : 'job_pipeline.board.add';
  return (
    <FormDialog<InterviewBoardBody>
      titleId={titleId}
      labelId={titleId}
      maxWidth="md"
      busy={create.isMutating || update.isMutating}
      onClose={onClose}
      schema={interviewBoardSchema}
      defaultValues={defaults}
      onSubmit={submit}
    >
      <FormTextField name="title" labelId="job_pipeline.board.name" required />
      <MemberFields />
    </FormDialog>
  );
}

/** One board: its name, how many schedules use it, its members, and edit / delete for those who may. */
function BoardCard({
  board,
  onEdit,
  onDelete,
}: {
  board: InterviewBoard;
  onEdit: (() => void) | null;
  onDelete: () => void;
}) {
  const t = useTranslate();
  const { formatNumber } = useFormatters();
  return (
    <Card variant="outlined" component="section" aria-label={board.title}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {board.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('recruiter_pipeline.boards.used_by', {
            count: board.schedules,
            shown: formatNumber(board.schedules),
          })}
        </Typography>
        <Table
          size="small"
          aria-label={t('recruiter_pipeline.boards.members_of', { title: board.title })}
          sx={{ mt: 1 }}
        >
          <TableHead>
            <TableRow>
              {(['name', 'designation', 'email', 'mobile'] as const).map((column) => (
                <TableCell key={column} scope="col">
                  {t(`job_pipeline.member.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {board.members.map((member) => (
              <TableRow key={member.id}>
                <TableCell component="th" scope="row">
                  {member.name}
                </TableCell>
                <TableCell>{member.designation ?? '—'}</TableCell>
                <TableCell>{member.email ?? '—'}</TableCell>
                <TableCell>{member.mobile ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      {onEdit ? (
        <CardActions>
          <Button
            size="small"
            startIcon={<EditOutlined />}
            onClick={onEdit}
            aria-label={t('recruiter_pipeline.boards.edit', { title: board.title })}
          >
            {t('job_pipeline.board.edit')}
          </Button>
          <IconButton
            size="small"
            color="error"
            aria-label={t('recruiter_pipeline.boards.delete', { title: board.title })}
            onClick={onDelete}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </CardActions>
      ) : null}
    </Card>
  );
}

/**
 * `/jobs/:id/interview/board` (spec §2 interview board and schedule, §3 interview boards with panel members): the
 * job's boards with their members; create, edit (the members listed replace the old ones) and delete one that no
 * schedule uses (the gateway refuses otherwise, and its message shows).
 */
export function InterviewBoardPage() {
  const jobId = useJobId();
  const boards = useInterviewBoards(jobId);
  const remove = useDeleteInterviewBoard();
  return (
    <JobRecordsPage<InterviewBoard>
      texts={BOARD_TEXTS}
      current="interview/board"
      result={boards}
      remove={{
        trigger: (board) => remove.trigger({ params: { id: jobId, boardId: board.id } }),
        isMutating: remove.isMutating,
      }}
      renderCard={(board, actions) => <BoardCard board={board} {...actions} />}
      renderDialog={(board, onClose) => <BoardDialog jobId={jobId} board={board} onClose={onClose} />}
    />
  );
}

const BOARD_TEXTS: JobRecordsTexts = {
  titleId: 'job_pipeline.board.title',
  addId: 'job_pipeline.board.add',
  loadErrorId: 'recruiter_pipeline.boards.load_error',
  loadingId: 'recruiter_pipeline.boards.loading',
  messageTypeId: 'recruiter_pipeline.boards.message_type',
  deleteTitleId: 'job_pipeline.board.delete',
  deleteTextId: 'recruiter_pipeline.boards.delete_text',
  deletedId: 'job_pipeline.success.board_deleted',
};
