import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useApiClient } from '@platform/api-client';
import {
  FILE_VISIBILITY,
  storedFilePath,
  type FreelanceOfferCard,
  type FreelanceRateUnit,
  type FreelanceYouth,
} from '@platform/contract';
import {
  NamedChipList,
  PersonAvatar,
  useFormatters,
  useLocalName,
  useLocalTitle,
  useTranslate,
} from '@platform/ui';

/** "৳800 per hour" in the reader's language. */
export function useRateText() {
  const t = useTranslate();
  const { formatBDT } = useFormatters();
  return (amount: number, unit: FreelanceRateUnit) =>
    t(`freelance.rate.${unit}`, { amount: formatBDT(amount) });
}

/** The offering youth as the public sees them: the photo (or initials) and the public name. */
export function OfferYouth({ youth, size = 40 }: { youth: FreelanceYouth; size?: number }) {
  const t = useTranslate();
  const name = useLocalName()(youth.full_name, youth.full_name_en);
  const gateway = useApiClient().baseURL;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <PersonAvatar
        name={name}
        label={t('freelance.card.photo', { name })}
        size={size}
        src={
          youth.photo_file_id
            ? `${gateway}${storedFilePath(youth.photo_file_id, FILE_VISIBILITY.PUBLIC)}`
            : null
        }
      />
      <Typography variant="body2">{t('freelance.card.by', { name })}</Typography>
    </Stack>
  );
}

/** One offer of the list: its title as the link to its page, the youth, the rate, the skills and an excerpt. */
export function OfferCard({ offer }: { offer: FreelanceOfferCard }) {
  const title = useLocalTitle();
  const rate = useRateText();
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/freelance-corner/${offer.id}`}>
            {title(offer)}
          </Link>
        </Typography>
        <Typography sx={{ fontWeight: 600, my: 1 }}>{rate(offer.rate_amount, offer.rate_unit)}</Typography>
        <OfferYouth youth={offer.youth} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {offer.excerpt}
        </Typography>
        <NamedChipList items={offer.skills} labelId="freelance.card.skills" sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}
