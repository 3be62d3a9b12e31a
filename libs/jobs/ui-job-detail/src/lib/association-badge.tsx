import Chip from '@mui/material/Chip';
import type { AssociationBadge } from '@platform/contract';
import { useJobText } from './use-job-text';

/**
 * The badge of the industry association that approved a vacancy (ADR 0092), on the job card and the job's page;
 * nothing when no association approved it.
 */
export function AssociationBadgeChip({ badge }: { badge: AssociationBadge | null | undefined }) {
  const text = useJobText();
  if (!badge) return null;
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      label={text.t('associations.badge', { association: text.name(badge) })}
      sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
