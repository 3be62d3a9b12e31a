import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { defineListParams, listParam, useListParams } from '@platform/api-client';
import { type FeedSearchResult, SEARCH_LIMITS } from '@platform/contract';
import { CardListPage, useLocalName, useTranslate } from '@platform/ui';
import { useFeedSearch } from './feed-search-data';

const PAGE_SIZE = 10;

/** The search's address: `?search=welding&page=2`. */
const LIST = defineListParams({
  params: { search: listParam.text(SEARCH_LIMITS.query) },
  pageSizes: [PAGE_SIZE],
  defaultPageSize: PAGE_SIZE,
});

/** One result: its kind, the title as the link to its page, and the snippet. */
function ResultCard({ result }: { result: FeedSearchResult }) {
  const t = useTranslate();
  const local = useLocalName();
  const snippet = local(result.snippet, result.snippet_en);
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Chip size="small" label={t(`feed_search.kind.${result.kind}`)} sx={{ mb: 1 }} />
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={result.link}>
            {local(result.title, result.title_en)}
          </Link>
        </Typography>
        {snippet ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {snippet}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * /feed-search (issue 17 item 5, ADR 0097): published jobs, courses and notices searched together, best match first,
 * ten a page; each result says what it is and leads to its page. Nothing is asked before a word is typed.
 */
export function FeedSearchPage() {
  const t = useTranslate();
  const list = useListParams(LIST);
  const q = list.state.search;
  const result = useFeedSearch(q ? { q, page: list.state.page, page_size: list.state.page_size } : null);
  return (
    <CardListPage<FeedSearchResult>
      prefix="feed_search"
      maxWidth="md"
      search={list.search}
      maxLength={SEARCH_LIMITS.query}
      below={
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {t('feed_search.rule')}
        </Typography>
      }
      instead={q ? undefined : <Typography color="text.secondary">{t('feed_search.start')}</Typography>}
      result={result}
      paging={list.paging}
      rowKey={(r) => `${r.kind}-${r.id}`}
      renderCard={(r) => <ResultCard result={r} />}
    />
  );
}
