import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useTranslate, type MessageValues } from './message';

const DocumentTitleContext = createContext<string | null>(null);

/** Supplies the text after the page name in `document.title` (the shell passes the portal's name). */
export function DocumentTitleProvider({ suffix, children }: { suffix: string | null; children: ReactNode }) {
  return <DocumentTitleContext.Provider value={suffix}>{children}</DocumentTitleContext.Provider>;
}

/** Sets `document.title` to `<page> | <portal>`. */
export function useDocumentTitle(title: string) {
  const suffix = useContext(DocumentTitleContext);
  useEffect(() => {
    if (title) document.title = suffix && suffix !== title ? `${title} | ${suffix}` : title;
  }, [title, suffix]);
}

export interface PageTitleProps {
  /** Catalogue id of the page name (while `text` loads, or when it is empty). */
  titleId: string;
  values?: MessageValues;
  /** The page name when it comes from data (the title an admin gave a content page), in the active language. */
  text?: string | undefined;
  variant?: TypographyProps['variant'];
  /** Extra content after the title text (e.g. a count badge). */
  children?: ReactNode;
}

/**
 * The page's one h1. Sets the document title and is the focus target after navigation (`tabIndex=-1`,
 * `data-page-title`), so screen-reader users hear the new page's name.
 */
export function PageTitle({ titleId, values, text, variant = 'h4', children }: PageTitleProps) {
  const t = useTranslate();
  const title = text || t(titleId, values);
  useDocumentTitle(title);
  return (
    <Typography
      variant={variant}
      component="h1"
      tabIndex={-1}
      data-page-title=""
      gutterBottom
      sx={{ '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
    >
      {title}
      {children}
    </Typography>
  );
}

export interface PageHeaderProps extends Omit<PageTitleProps, 'children'> {
  /** The page's main actions (Create, Edit), at the title's end on a wide screen and under it on a phone. */
  actions?: ReactNode;
}

/** A page's title with its main actions beside it (list pages: "Post a job", "Create user"). */
export function PageHeader({ actions, ...title }: PageHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
    >
      <PageTitle {...title} />
      {actions ? <Box sx={{ flexShrink: 0, display: 'flex', gap: 1 }}>{actions}</Box> : null}
    </Stack>
  );
}
