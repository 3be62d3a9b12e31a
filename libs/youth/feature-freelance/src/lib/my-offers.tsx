import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { FreelanceOffer, FreelanceOfferBody } from '@platform/contract';
import {
  useCreateFreelanceOffer,
  useDeleteFreelanceOffer,
  useMyFreelanceOffers,
  useSetFreelanceOfferStatus,
  useUpdateFreelanceOffer,
} from '@platform/data-access-freelance';
import {
  DeleteDialog,
  ServerList,
  useFormatters,
  useLocalTitle,
  useToast,
  useTranslate,
  useRecordEditor,
} from '@platform/ui';
import { OfferFormDialog } from './offer-form-dialog';

const QUERY = { page: 1, page_size: 50 };

/** One of the youth's offers: title, status, rate, message count and what may be done with it. */
function OwnOfferCard({
  offer,
  onEdit,
  onDelete,
}: {
  offer: FreelanceOffer;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTranslate();
  const title = useLocalTitle();
  const toast = useToast();
  const { formatBDT } = useFormatters();
  const status = useSetFreelanceOfferStatus();
  const next = offer.status === 'active' ? 'paused' : 'active';
  const toggle = async () => {
    await status.trigger({ params: { id: offer.id }, body: { status: next } });
    toast.success('freelance.success.updated');
  };
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {title(offer)}
          </Typography>
          <Chip
            size="small"
            color={offer.status === 'active' ? 'success' : 'default'}
            label={t(`freelance.status.${offer.status}`)}
          />
        </Stack>
        <Typography sx={{ mt: 1 }}>
          {t(`freelance.rate.${offer.rate_unit}`, { amount: formatBDT(offer.rate_amount) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('freelance.mine.messages_count', { count: offer.message_count })}
        </Typography>
        {offer.status === 'active' ? (
          <Link component={RouterLink} to={`/freelance-corner/${offer.id}`} variant="body2">
            {t('freelance.mine.view_public')}
          </Link>
        ) : null}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onEdit}>{t('freelance.mine.edit')}</Button>
        <Button
          onClick={() => void toggle().catch(() => toast.error('freelance.mine.load_error'))}
          disabled={status.isMutating}
        >
          {t(offer.status === 'active' ? 'freelance.mine.pause' : 'freelance.mine.resume')}
        </Button>
        <Button color="error" onClick={onDelete}>
          {t('freelance.mine.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The "my offers" tab: offer a service, and the youth's offers with edit, pause / make active and delete. */
export function MyOffers() {
  const t = useTranslate();
  const result = useMyFreelanceOffers(QUERY);
  const create = useCreateFreelanceOffer();
  const update = useUpdateFreelanceOffer();
  const remove = useDeleteFreelanceOffer();
  const [deleting, setDeleting] = useState<FreelanceOffer | null>(null);
  const editor = useRecordEditor<FreelanceOffer, FreelanceOfferBody>({
    create: (body) => create.trigger({ body }),
    update: (offer, body) => update.trigger({ params: { id: offer.id }, body }),
    createdId: 'freelance.success.created',
    updatedId: 'freelance.success.updated',
    busy: create.isMutating || update.isMutating,
  });
  return (
    <>
      <Button variant="contained" onClick={() => editor.edit()} sx={{ mb: 2 }}>
        {t('freelance.mine.add')}
      </Button>
      <ServerList<FreelanceOffer>
        variant="cards"
        result={result}
        labelId="freelance.mine.tab_offers"
        loadErrorId="freelance.mine.load_error"
        emptyTypeId="freelance.mine.message_type"
        emptyHintId="freelance.mine.empty"
        rowKey={(offer) => String(offer.id)}
        renderCard={(offer) => (
          <OwnOfferCard offer={offer} onEdit={() => editor.edit(offer)} onDelete={() => setDeleting(offer)} />
        )}
      />
      {editor.open ? <OfferFormDialog offer={editor.record} {...editor.form} /> : null}
      <DeleteDialog
        target={deleting}
        titleId="freelance.mine.delete_title"
        messageId="freelance.mine.delete_body"
        confirmLabelId="freelance.mine.delete"
        remove={(offer) => remove.trigger({ params: { id: offer.id } })}
        busy={remove.isMutating}
        successId="freelance.success.deleted"
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
