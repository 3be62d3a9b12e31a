import { useLayoutEffect } from 'react';
import { useTranslate } from '@platform/ui';
import { usePortalMatches } from './navigation';
import type { PortalRouteHandle } from './routes';

/** The catalogue id of the page's title: the innermost matched route's `handle.titleId`. */
export function useRouteTitleId(): string | undefined {
  const matches = usePortalMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const titleId = (matches[i]?.route.handle as PortalRouteHandle | undefined)?.titleId;
    if (titleId) return titleId;
  }
  return undefined;
}

/**
 * Every page names the document `<page> | <portal>` from its route's `handle.titleId` as soon as it is shown (issue 12
 * defect 15: pages were titled only with the portal's name), also while it loads or when it has no heading. A page's
 * own `PageTitle` (a record's name) comes later in the same commit and wins: this runs as a layout effect.
 */
export function useRouteDocumentTitle(portalTitle: string): void {
  const t = useTranslate();
  const titleId = useRouteTitleId();
  const page = titleId ? t(titleId) : '';
  useLayoutEffect(() => {
    document.title = page && page !== portalTitle ? `${page} | ${portalTitle}` : portalTitle;
  }, [page, portalTitle]);
}
