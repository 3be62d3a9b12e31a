import Chip from '@mui/material/Chip';
import type { CertificateValidity } from '@platform/contract';
import { useTranslate } from '@platform/ui';

/** A certificate's validity as a chip: valid (green) or revoked. */
export function ValidityChip({ validity }: { validity: CertificateValidity }) {
  const t = useTranslate();
  return (
    <Chip
      size="small"
      color={validity === 'valid' ? 'success' : 'error'}
      variant="outlined"
      label={t(`certificate_pages.validity.${validity}`)}
    />
  );
}
