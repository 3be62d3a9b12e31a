import { useIntl } from 'react-intl';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '@platform/ui';

interface ContentTitleProps {
  /** Catalogue id of the page name: shown while the content loads, or when it has no title. */
  titleId: string;
  /** The title an admin gave the page, in the active language. */
  title?: string;
}

/**
 * The page's one h1 when its text comes from data (PageTitle takes catalogue ids only). Same contract as PageTitle:
 * sets the document title and is the focus target after navigation.
 */
export function ContentTitle({ titleId, title }: ContentTitleProps) {
  const intl = useIntl();
  const text = title || intl.formatMessage({ id: titleId });
  useDocumentTitle(text);
  return (
    <Typography
      variant="h4"
      component="h1"
      tabIndex={-1}
      data-page-title=""
      gutterBottom
      sx={{ '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
    >
      {text}
    </Typography>
  );
}
