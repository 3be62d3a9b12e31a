import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { StaticPageType } from '@platform/contract';
import { LoadErrorAlert, SafeHtml, visuallyHidden } from '@platform/ui';
import { useStaticContent } from '@platform/youth-data-access-static-content';
import { localizeStaticContent, type LocalizedContent } from './localized-content';

interface StaticContentProps {
  type: StaticPageType;
  /** Renders the page once the content is known (null while loading or on error): lets the caller place the title. */
  children: (content: LocalizedContent | null) => ReactNode;
}

/** Loads one static page and renders its sanitised body in the active language, with loading and error states. */
export function StaticContent({ type, children }: StaticContentProps) {
  const { locale } = useIntl();
  const { data, error, isLoading, mutate } = useStaticContent(type);
  const content = data ? localizeStaticContent(data, locale) : null;

  let body: ReactNode;
  if (content) {
    body = <SafeHtml html={content.body} />;
  } else if (error?.status === 404) {
    body = (
      <Alert severity="info">
        <FormattedMessage id="pages.static.not_found" />
      </Alert>
    );
  } else if (error) {
    body = <LoadErrorAlert messageId="pages.static.load_error" onRetry={() => void mutate()} mb={0} />;
  } else if (isLoading) {
    body = (
      <Box aria-busy="true" role="status">
        <Box component="span" sx={visuallyHidden}>
          <FormattedMessage id="common.loading" />
        </Box>
        <Skeleton variant="text" sx={{ fontSize: '1rem' }} />
        <Skeleton variant="text" sx={{ fontSize: '1rem' }} />
        <Skeleton variant="text" sx={{ fontSize: '1rem' }} width="60%" />
      </Box>
    );
  }

  return (
    <>
      {children(content)}
      {body}
    </>
  );
}
