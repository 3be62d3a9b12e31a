import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAddressList } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import { type DiscussionPostBody, discussionEndpoints as E } from '@platform/contract';
import {
  DISCUSSION_LIST_PARAMS,
  useCreateDiscussionPost,
  useMyDiscussionPosts,
} from '@platform/youth-data-access-discussion';
import { ListFilterBar, ListSearchField, PageHeader, ServerList, useToast, useTranslate } from '@platform/ui';
import { PostCard } from './post-card';
import { PostFormDialog } from './post-form-dialog';

/** The signed-in youth's own posts with their approval status (a post waiting for a moderator is only seen here). */
function MyPosts() {
  const t = useTranslate();
  const mine = useMyDiscussionPosts(true);
  const posts = mine.data?.data ?? [];
  return (
    <Box component="section" aria-labelledby="my-posts" sx={{ mb: 4 }}>
      <Typography id="my-posts" component="h2" variant="h5" sx={{ mb: 1.5 }}>
        {t('discussion.list.mine')}
      </Typography>
      {mine.data && posts.length === 0 ? (
        <Typography color="text.secondary">{t('discussion.list.mine_empty')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} showStatus />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * /discussion (spec §2): approved posts, newest first, with search in the address; signed in, the youth's own posts
 * and "Write a post" (it waits for a moderator and opens at once for its author).
 */
export function DiscussionPage() {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const { user, signIn } = useAuth();
  const { list, result: posts } = useAddressList(DISCUSSION_LIST_PARAMS, E.discussionPosts);
  const create = useCreateDiscussionPost();
  const [writing, setWriting] = useState(false);

  const save = async (body: DiscussionPostBody) => {
    const post = await create.trigger({ body });
    toast.success('discussion.form.saved');
    setWriting(false);
    navigate(`/discussion/${post.id}`);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <PageHeader titleId="discussion.list.title" />
      <Typography sx={{ mb: 2 }}>{t('discussion.list.intro')}</Typography>
      <Box sx={{ mb: 3 }}>
        {user ? (
          <Button variant="contained" onClick={() => setWriting(true)}>
            {t('discussion.list.write')}
          </Button>
        ) : (
          <Button variant="outlined" onClick={() => void signIn('/discussion')}>
            {t('discussion.list.sign_in')}
          </Button>
        )}
      </Box>
      {user ? <MyPosts /> : null}
      <ServerList
        variant="cards"
        result={posts}
        paging={list.paging}
        labelPrefix="discussion.list"
        loadingId="discussion.list.loading"
        filters={
          <ListFilterBar>
            <ListSearchField
              labelId="discussion.list.search"
              submitId="discussion.list.search_submit"
              search={list.search}
            />
          </ListFilterBar>
        }
        renderCard={(post) => <PostCard key={post.id} post={post} />}
      />
      {writing ? (
        <PostFormDialog busy={create.isMutating} onSubmit={save} onClose={() => setWriting(false)} />
      ) : null}
    </Container>
  );
}
