import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { DiscussionPostSummary } from '@platform/contract';
import { DiscussionByline as Byline, useLocalTitle, useTranslate } from '@platform/ui';

/** The approval status of one's own post, as a chip (published posts need none in the public list). */
export function StatusChip({ status }: { status: DiscussionPostSummary['status'] }) {
  const t = useTranslate();
  // filled chips: their text meets the contrast ratio on the page and inside an alert alike
  const color = status === 'approved' ? 'success' : status === 'rejected' ? 'error' : 'default';
  return <Chip size="small" color={color} label={t(`discussion.status.${status}`)} />;
}

/** Author and day of a post or comment: the kit's byline, as the course questions show it (ADR 0113). */
export { Byline };

/** One post of a list: its title opens it; excerpt, skill, likes and comments. */
export function PostCard({
  post,
  showStatus = false,
}: {
  post: DiscussionPostSummary;
  showStatus?: boolean;
}) {
  const t = useTranslate();
  const title = useLocalTitle();
  return (
    <Card variant="outlined" component="article" aria-labelledby={`post-${post.id}`}>
      <CardContent>
        <Typography id={`post-${post.id}`} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/discussion/${post.id}`}>
            {post.title}
          </Link>
        </Typography>
        <Byline author={post.author} date={post.created_at} />
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {post.excerpt}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {showStatus ? <StatusChip status={post.status} /> : null}
          {post.skill ? (
            <Chip size="small" label={t('discussion.post.skill', { skill: title(post.skill) })} />
          ) : null}
          <Chip
            size="small"
            variant="outlined"
            label={t('discussion.post.likes', { count: post.like_count })}
          />
          <Chip
            size="small"
            variant="outlined"
            label={t('discussion.post.comments', { count: post.comment_count })}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
