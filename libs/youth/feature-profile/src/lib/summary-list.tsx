import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@platform/ui';

/**
 * Label–value pairs of a part of the profile (a description list); rows without a value say "not given". A value
 * written in one language carries it (`lang`), so it is read (and labelled) as that language's text.
 */
export function SummaryList({ rows }: { rows: { name: string; value: string; lang?: 'bn' | 'en' }[] }) {
  const t = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
        columnGap: 3,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows.map((row) => (
        <Box key={row.name} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`profile.field.${row.name}`)}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            lang={row.value ? row.lang : undefined}
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
          >
            {row.value || t('profile.item.not_given')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
