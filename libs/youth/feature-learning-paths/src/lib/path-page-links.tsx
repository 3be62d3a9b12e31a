import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from '@platform/ui';

/** The three learning-path lists, each as the other two lead to it. */
const PAGES = {
  public: { to: '/learning-path', labelId: 'learning_paths.mine.find' },
  mine: { to: '/my-learning-path', labelId: 'learning_paths.mine.title' },
  suggested: { to: '/suggested-learning-path', labelId: 'learning_paths.mine.suggested' },
} as const;

/** The way from one learning-path list to the others: one outlined button a page, in a row that wraps. */
export function PathPageLinks({ pages, sx }: { pages: (keyof typeof PAGES)[]; sx?: SxProps<Theme> }) {
  const t = useTranslate();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={[{ flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {pages.map((page) => (
        <Button key={page} component={RouterLink} to={PAGES[page].to} variant="outlined">
          {t(PAGES[page].labelId)}
        </Button>
      ))}
    </Stack>
  );
}
