import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AssociationBadge } from '@platform/contract';
import { useLocalName, useTranslate } from '@platform/ui';

/**
 * "Approved by {association}" for each industry association that approved the youth and their CV (spec §6, ADR
 * 0104), as an approved vacancy shows its association's badge. Nothing when there is none.
 */
export function AssociationBadges({ badges }: { badges: readonly AssociationBadge[] | undefined }) {
  const t = useTranslate();
  const name = useLocalName();
  if (!badges?.length) return null;
  return (
    <Stack
      component="ul"
      aria-label={t('association_approval.badges')}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
    >
      {badges.map((b) => (
        <li key={b.id} style={{ maxWidth: '100%' }}>
          <Chip
            color="success"
            variant="outlined"
            label={t('association_approval.badge', { association: name(b.title, b.title_en) })}
            // a long association name wraps on a phone (360 px) instead of scrolling the page sideways
            sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
          />
        </li>
      ))}
    </Stack>
  );
}
