import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  GALLERY_CONTENT_TYPE,
  type PublicGalleryAlbumDetail,
  type PublicGalleryContent,
} from '@platform/contract';
import { gridList, PageTitle, useTranslate, visuallyHidden } from '@platform/ui';
import { usePublicGalleryAlbum, usePublicGalleryAlbums } from '@platform/youth-data-access-static-content';
import { ContentItemPage, ContentListPage, ContentSkeleton, SizedImage } from './public-content';
import { useLocalized } from './use-localized';

const grid = gridList({ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, 3);

/** `/gallery`: the albums (image or video) in the admin's order, each with its cover and number of items. */
export function GalleryPage() {
  const query = usePublicGalleryAlbums();
  const t = useTranslate();
  const pick = useLocalized();
  return (
    <ContentListPage
      area="cms.gallery"
      query={query}
      maxWidth="lg"
      skeleton={<ContentSkeleton height={220} sx={grid} />}
    >
      {(items) => (
        <Box component="ul" sx={grid}>
          {items.map((album) => {
            const title = pick(album.title, album.title_en);
            return (
              <Card component="li" key={album.id} variant="outlined">
                {album.cover && <SizedImage image={album.cover} alt="" />}
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                    <Chip size="small" label={t(`enums.album_type.${album.album_type}`)} />
                    <Typography variant="body2" color="text.secondary">
                      <FormattedMessage id="cms.gallery.count" values={{ count: album.content_count }} />
                    </Typography>
                  </Stack>
                  <Typography component="h2" variant="h6" sx={{ overflowWrap: 'break-word' }}>
                    <Link component={RouterLink} to={`/gallery/${album.id}`}>
                      {title}
                    </Link>
                  </Typography>
                </CardContent>
              </Card>
            );
          })}
        </Box>
      )}
    </ContentListPage>
  );
}

/** `/gallery/:id`: one album's images (with their sizes) and videos (opened on YouTube or Facebook). */
export function GalleryAlbumPage() {
  return (
    <ContentItemPage
      area="cms.gallery"
      listPath="/gallery"
      placeholderTitleId="cms.gallery.album"
      useItem={usePublicGalleryAlbum}
      maxWidth="lg"
      skeleton={<ContentSkeleton height={220} sx={grid} />}
    >
      {(album) => <AlbumBody album={album} />}
    </ContentItemPage>
  );
}

function AlbumBody({ album }: { album: PublicGalleryAlbumDetail }) {
  const pick = useLocalized();
  const t = useTranslate();
  return (
    <>
      <PageTitle titleId="cms.gallery.titled" values={{ title: pick(album.title, album.title_en) }} />
      <Chip size="small" label={t(`enums.album_type.${album.album_type}`)} sx={{ mb: 3 }} />
      {album.contents.length === 0 ? (
        <Alert severity="info">
          <FormattedMessage id="cms.gallery.empty" />
        </Alert>
      ) : (
        <Box component="ul" sx={grid}>
          {album.contents.map((item) => (
            <Box component="li" key={item.id}>
              <GalleryItem item={item} />
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}

function GalleryItem({ item }: { item: PublicGalleryContent }) {
  const pick = useLocalized();
  const title = pick(item.title, item.title_en);
  if (item.image)
    return (
      <Box component="figure" sx={{ m: 0 }}>
        <SizedImage image={item.image} alt={title} />
        <Typography component="figcaption" variant="body2" sx={{ mt: 1, overflowWrap: 'break-word' }}>
          {title}
        </Typography>
      </Box>
    );
  if (!item.video_url) return null;
  const provider = item.content_type === GALLERY_CONTENT_TYPE.FACEBOOK_VIDEO ? 'facebook' : 'youtube';
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <FormattedMessage id={`enums.gallery_content_type.${item.content_type}`} />
        </Typography>
        <Typography component="h2" variant="h6" sx={{ mb: 2, overflowWrap: 'break-word' }}>
          {title}
        </Typography>
        <Button
          component="a"
          href={item.video_url}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
        >
          <FormattedMessage id={`cms.gallery.watch_${provider}`} />
          <Box component="span" sx={visuallyHidden}>
            {`: ${title}`} <FormattedMessage id="cms.gallery.new_tab" />
          </Box>
        </Button>
      </CardContent>
    </Card>
  );
}
