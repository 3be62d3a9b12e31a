import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { NOTICE_TYPE, type NoticeType, type PublicNotice } from '@platform/contract';
import { useApiClient } from '@platform/api-client';
import { bareList, PageTitle, useFormatters, useTranslate } from '@platform/ui';
import { usePublicNotice, usePublicNotices } from '@platform/youth-data-access-static-content';
import { ContentItemPage, ContentListPage, ContentSkeleton } from './public-content';
import { useLocalized } from './use-localized';

type Filter = 'all' | NoticeType;

/** `/notices`: notices and news, newest first, filtered by type. */
export function NoticesPage() {
  const query = usePublicNotices();
  const [filter, setFilter] = useState<Filter>('all');
  const t = useTranslate();
  const pick = useLocalized();
  const { formatDate } = useFormatters();
  const shown = query.data?.filter((n) => filter === 'all' || n.notice_type === filter);
  return (
    <ContentListPage
      area="cms.notices"
      query={query}
      items={shown}
      skeleton={<ContentSkeleton height={96} />}
      toolbar={
        <ToggleButtonGroup
          value={filter}
          exclusive
          size="small"
          aria-label={t('cms.notices.filter')}
          onChange={(_event, next: Filter | null) => next !== null && setFilter(next)}
          sx={{ mb: 3, flexWrap: 'wrap' }}
        >
          <ToggleButton value="all">
            <FormattedMessage id="cms.notices.all" />
          </ToggleButton>
          <ToggleButton value={NOTICE_TYPE.NOTICE}>
            <FormattedMessage id="enums.notice_type.1" />
          </ToggleButton>
          <ToggleButton value={NOTICE_TYPE.NEWS}>
            <FormattedMessage id="enums.notice_type.2" />
          </ToggleButton>
        </ToggleButtonGroup>
      }
    >
      {(items) => (
        <Stack component="ul" spacing={2} sx={bareList}>
          {items.map((n) => (
            <Card component="li" key={n.id} variant="outlined">
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
                  <Chip size="small" label={t(`enums.notice_type.${n.notice_type}`)} />
                  <Typography variant="body2" color="text.secondary">
                    {formatDate(n.published_on)}
                  </Typography>
                </Stack>
                <Typography component="h2" variant="h6" sx={{ overflowWrap: 'break-word' }}>
                  <Link component={RouterLink} to={`/notices/${n.id}`}>
                    {pick(n.title, n.title_en)}
                  </Link>
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </ContentListPage>
  );
}

/** `/notices/:id`: one notice or news item with its attachment. */
export function NoticePage() {
  return (
    <ContentItemPage
      area="cms.notices"
      listPath="/notices"
      placeholderTitleId="cms.notices.detail"
      useItem={usePublicNotice}
      skeleton={<ContentSkeleton height={96} />}
    >
      {(notice) => <NoticeBody notice={notice} />}
    </ContentItemPage>
  );
}

function NoticeBody({ notice }: { notice: PublicNotice }) {
  const pick = useLocalized();
  const t = useTranslate();
  const { formatDate } = useFormatters();
  const gateway = useApiClient().baseURL;
  const title = pick(notice.title, notice.title_en);
  return (
    <>
      <PageTitle titleId="cms.notices.titled" values={{ title }} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Chip size="small" label={t(`enums.notice_type.${notice.notice_type}`)} />
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="cms.notices.published" values={{ date: formatDate(notice.published_on) }} />
        </Typography>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'break-word', lineHeight: 1.7 }}>
        {pick(notice.details, notice.details_en)}
      </Typography>
      {notice.attachment && (
        <Button
          component="a"
          href={`${gateway}${notice.attachment}`}
          variant="outlined"
          rel="noopener noreferrer"
          sx={{ mt: 3 }}
        >
          <FormattedMessage id="cms.notices.attachment" />
        </Button>
      )}
    </>
  );
}
