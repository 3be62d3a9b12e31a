import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import { Fragment, type ReactNode, useId, useState } from 'react';
import type {
  DiscussionAuthor,
  DiscussionCommentBody,
  DiscussionPostDetail,
  DiscussionPostSummary,
  DiscussionReply,
  DiscussionReportBody,
} from '@platform/contract';
import { discussionCommentSchema, discussionReportSchema } from '@platform/validation';
import { Form, FormTextField } from './form';
import { ContentLoader, LoadErrorAlert } from './load-states';
import { useLocalName } from './local-name';
import { useTranslate } from './message';
import { PagePager } from './page-pager';
import { ReasonDialog } from './reason-dialog';
import { useToast } from './toast';
import { useFormatters } from './use-formatters';

/*
 * A course's questions and answers as both sides draw them (ADR 0109, ADR 0113): the youth player's discussion tab and
 * the lms course page's "learners' questions". The pieces take what the screen read (SWR answers, duck-typed: ui does
 * no I/O) and the calls it makes; each screen keeps its own hooks, its heading and what only it offers (asking,
 * reporting abuse).
 */

const TEXT = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;
const PLAIN_LIST = { listStyle: 'none', p: 0, m: 0 } as const;

export interface DiscussionBylineProps {
  author: DiscussionAuthor;
  date: string;
  /** Catalogue id with `{name}` and `{date}` (default "By {name} on {date}" of the forum). */
  labelId?: string;
}

/** Author (in the reader's language) and day of a question or answer. */
export function DiscussionByline({ author, date, labelId = 'discussion.post.by' }: DiscussionBylineProps) {
  const t = useTranslate();
  const name = useLocalName();
  const { formatDate } = useFormatters();
  return (
    <Typography variant="body2" color="text.secondary">
      {t(labelId, { name: name(author.full_name, author.full_name_en), date: formatDate(date) })}
    </Typography>
  );
}

export interface DiscussionReportDialogProps {
  busy: boolean;
  /** Sends the report (its failure stays in the dialog); the caller toasts and closes on success. */
  onSubmit: (body: DiscussionReportBody) => Promise<unknown>;
  onClose: () => void;
}

/** "Report abuse" on a forum post or comment or a course question: the reason, with its rule shown first. */
export function DiscussionReportDialog({ busy, onSubmit, onClose }: DiscussionReportDialogProps) {
  return (
    <ReasonDialog<DiscussionReportBody>
      titleId="discussion.report.title"
      submitLabelId="discussion.report.submit"
      busy={busy}
      onClose={onClose}
      schema={discussionReportSchema}
      reasonLabelId="discussion.report.reason"
      rulesId="discussion.report.rules"
      onSubmit={(values) => onSubmit(values)}
    />
  );
}

export interface DiscussionLikeButtonProps {
  /** Whether the reader likes it. */
  liked: boolean;
  count: number;
  busy: boolean;
  /** Likes it or takes the like back; a failure is toasted. */
  onToggle: () => Promise<unknown>;
}

/** The like of a forum post or a course question (ADR 0115): a toggle (`aria-pressed`) that shows the count. */
export function DiscussionLikeButton({ liked, count, busy, onToggle }: DiscussionLikeButtonProps) {
  const t = useTranslate();
  const toast = useToast();
  const toggle = async () => {
    try {
      await onToggle();
    } catch (error) {
      toast.error(error);
    }
  };
  return (
    <Button
      variant={liked ? 'contained' : 'outlined'}
      startIcon={liked ? <ThumbUp /> : <ThumbUpOutlined />}
      aria-pressed={liked}
      title={liked ? t('discussion.post.liked') : undefined}
      disabled={busy}
      onClick={() => void toggle()}
    >
      {t('discussion.post.like')} · {t('discussion.post.likes', { count })}
    </Button>
  );
}

function Answer({ answer }: { answer: DiscussionReply }) {
  return (
    <Box sx={{ borderInlineStart: 3, borderColor: 'divider', pl: 1.5, py: 0.5 }}>
      <Typography sx={TEXT}>{answer.body}</Typography>
      <DiscussionByline author={answer.author} date={answer.created_at} />
    </Box>
  );
}

/** The answers of a question, each with its replies listed under it; "No answers yet." for none. */
function AnswerList({ comments }: { comments: DiscussionPostDetail['comments'] }) {
  const t = useTranslate();
  if (comments.length === 0)
    return <Typography color="text.secondary">{t('course_discussion.no_answers')}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={PLAIN_LIST}>
      {comments.map((c) => (
        <li key={c.id}>
          <Answer answer={c} />
          {c.replies.length > 0 ? (
            <Stack component="ul" spacing={1} sx={{ ...PLAIN_LIST, ml: 3, mt: 1 }}>
              {c.replies.map((r) => (
                <li key={r.id}>
                  <Answer answer={r} />
                </li>
              ))}
            </Stack>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}

/** Answer a question: the rules first; the form empties and says so once the answer is saved. */
function AnswerForm({
  onAnswer,
  busy,
  variant,
}: {
  onAnswer: (body: DiscussionCommentBody) => Promise<unknown>;
  busy: boolean;
  variant: 'contained' | 'outlined';
}) {
  const t = useTranslate();
  const toast = useToast();
  const [round, setRound] = useState(0);
  const save = async (values: DiscussionCommentBody) => {
    await onAnswer({ body: values.body });
    toast.success('course_discussion.answer_saved');
    setRound((n) => n + 1);
  };
  return (
    <Form<DiscussionCommentBody>
      key={round}
      schema={discussionCommentSchema}
      defaultValues={{ body: '' }}
      onSubmit={save}
      labelId="course_discussion.answer"
      rulesId="discussion.comments.rules"
    >
      <FormTextField name="body" labelId="course_discussion.answer" required multiline minRows={2} />
      <Box>
        <Button type="submit" variant={variant} disabled={busy}>
          {t('course_discussion.answer_submit')}
        </Button>
      </Box>
    </Form>
  );
}

export interface QuestionThreadProps {
  /** The read of the question in full (an SWR answer): its text, answers and replies. */
  result: { data?: DiscussionPostDetail; error?: unknown; mutate: () => unknown };
  /** Sends an answer (its failure stays on the form); the form empties and a toast says it was added. */
  onAnswer: (body: DiscussionCommentBody) => Promise<unknown>;
  answering: boolean;
  /** The answer button's weight: `outlined` where the screen's main action is another form (asking). */
  answerVariant?: 'contained' | 'outlined';
  /** Under the answer form: what else this reader may do with the question (e.g. report abuse). */
  after?: (question: DiscussionPostDetail) => ReactNode;
  /** Likes the question or takes the like back (ADR 0115); the question is read again after. */
  onReact: () => Promise<unknown>;
  reacting: boolean;
}

/** An opened question: its full text, its like, its answers and the form to answer (the load error with a retry). */
export function QuestionThread({
  result,
  onAnswer,
  answering,
  answerVariant = 'contained',
  after,
  onReact,
  reacting,
}: QuestionThreadProps) {
  const { data, error, mutate } = result;
  if (error) return <LoadErrorAlert messageId="course_discussion.load_error" onRetry={() => void mutate()} />;
  if (!data) return <ContentLoader labelId="course_discussion.loading" />;
  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }}>
      <Typography sx={TEXT}>{data.body}</Typography>
      <Box>
        <DiscussionLikeButton liked={data.liked} count={data.like_count} busy={reacting} onToggle={onReact} />
      </Box>
      <AnswerList comments={data.comments} />
      <AnswerForm onAnswer={onAnswer} busy={answering} variant={answerVariant} />
      {after?.(data)}
    </Stack>
  );
}

export interface QuestionCardProps {
  post: DiscussionPostSummary;
  /** `subtitle1` inside a page section whose own heading is small; `h6` (default) under a page-size heading. */
  titleVariant?: 'h6' | 'subtitle1';
  /** The opened question (e.g. a `QuestionThread`), mounted only while open — nothing is read before. */
  children: ReactNode;
}

/** One question of a list (an h3 article): title, byline, excerpt, its likes and the "N answers" button that opens it. */
export function QuestionCard({ post, titleVariant = 'h6', children }: QuestionCardProps) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Typography
          id={headingId}
          component="h3"
          variant={titleVariant}
          sx={{ ...TEXT, fontWeight: titleVariant === 'subtitle1' ? 600 : undefined }}
        >
          {post.title}
        </Typography>
        <DiscussionByline author={post.author} date={post.created_at} />
        {open ? null : <Typography sx={{ mt: 1, ...TEXT }}>{post.excerpt}</Typography>}
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            aria-expanded={open}
            aria-controls={panelId}
            aria-describedby={headingId}
            onClick={() => setOpen((o) => !o)}
          >
            {t('course_discussion.answers', { count: post.comment_count })}
          </Button>
          {open ? null : (
            <Typography variant="body2" color="text.secondary">
              {t('discussion.post.likes', { count: post.like_count })}
            </Typography>
          )}
        </Stack>
        <Box id={panelId}>{open ? children : null}</Box>
      </CardContent>
    </Card>
  );
}

export interface QuestionListProps {
  /** One page of questions (an SWR answer of a paged list). */
  result: {
    data?: { data: readonly DiscussionPostSummary[]; meta: { total_page: number } };
    error?: unknown;
    mutate: () => unknown;
  };
  page: number;
  onPageChange: (page: number) => void;
  /** Catalogue id of the note for a course without questions (what this reader may do about it). */
  emptyId: string;
  /** One question of the page (a `QuestionCard`). */
  children: (post: DiscussionPostSummary) => ReactNode;
}

/** A page of questions with the pager; the load error with a retry, the spinner, the empty note. */
export function QuestionList({ result, page, onPageChange, emptyId, children }: QuestionListProps) {
  const t = useTranslate();
  const { data, error, mutate } = result;
  if (error && !data)
    return <LoadErrorAlert messageId="course_discussion.load_error" onRetry={() => void mutate()} />;
  if (!data) return <ContentLoader labelId="course_discussion.loading" />;
  if (data.data.length === 0) return <Alert severity="info">{t(emptyId)}</Alert>;
  return (
    <>
      {data.data.map((post) => (
        <Fragment key={post.id}>{children(post)}</Fragment>
      ))}
      <PagePager
        page={page}
        count={data.meta.total_page}
        onChange={onPageChange}
        labelId="course_discussion.pages"
      />
    </>
  );
}
