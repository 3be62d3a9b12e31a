import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useJobText } from '@platform/jobs-ui-job-detail';

/** Height of the phone's sticky Apply bar: the page keeps this much room below its last line and its focus. */
const BAR_HEIGHT = 72;

/** Whether the element is out of the viewport (false until known, and where IntersectionObserver is missing). */
function useOutOfView(ref: RefObject<HTMLElement | null>): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setOut(entry ? !entry.isIntersecting : false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return out;
}

/**
 * On a phone, once the Apply panel under the title has scrolled away (issue 12 defect 6): the job's title and the
 * same action, fixed at the bottom. The page keeps room for it (`scroll-padding-bottom`, bottom padding), so it
 * never covers the last line or a focused element (WCAG 2.4.11).
 */
function StickyApplyBar({ title, action, shown }: { title: string; action: ReactNode; shown: boolean }) {
  const { t } = useJobText();
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          [theme.breakpoints.down('md')]: {
            html: { scrollPaddingBottom: BAR_HEIGHT + 16 },
            body: { paddingBottom: BAR_HEIGHT },
          },
        })}
      />
      {shown ? (
        <Paper
          elevation={8}
          square
          role="region"
          aria-label={t('youth_jobs.apply.bar_label', { title })}
          sx={{
            display: { xs: 'flex', md: 'none' },
            position: 'fixed',
            insetInline: 0,
            bottom: 0,
            zIndex: (theme) => theme.zIndex.appBar - 1,
            minHeight: BAR_HEIGHT,
            px: 2,
            py: 1.5,
            gap: 1.5,
            alignItems: 'center',
          }}
        >
          <Typography sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
            {title}
          </Typography>
          <Box sx={{ flexShrink: 0 }}>{action}</Box>
        </Paper>
      ) : null}
    </>
  );
}

/**
 * The Apply panel's frame, the same for everyone: what the reader can do (`body`), the mandatory criteria line, and on
 * a phone the sticky bar with `action` once the panel has scrolled away (`sticky`). `children`: the apply dialog.
 */
export function ApplyFrame({
  title,
  body,
  action,
  sticky,
  note,
  children,
}: {
  title: string;
  body: ReactNode;
  action: ReactNode;
  sticky: boolean;
  note: ReactNode;
  children?: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const away = useOutOfView(panel);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} ref={panel}>
      <Stack spacing={1.5} sx={{ '& > .MuiButton-root': { width: '100%' } }}>
        {body}
        {note ? (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        ) : null}
      </Stack>
      {action && sticky ? <StickyApplyBar title={title} action={action} shown={away} /> : null}
      {children}
    </Paper>
  );
}
