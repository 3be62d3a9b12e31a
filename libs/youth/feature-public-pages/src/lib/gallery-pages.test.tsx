import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { endpoints, type PublicGalleryAlbum, type PublicGalleryAlbumDetail } from '@platform/contract';
import { errorResponse, handlerFor, renderWithPlatform, server, setupMswServer } from '@platform/testing';
import { GalleryAlbumPage, GalleryPage } from './gallery-pages';

setupMswServer();

const cover = { src: '/files/00000000-0000-4000-8000-000000000001', width: 1200, height: 800 };
let albums: PublicGalleryAlbum[];
let detail: PublicGalleryAlbumDetail;
beforeEach(() => {
  const fair: PublicGalleryAlbum = {
    id: 3,
    album_type: 1,
    title: 'চাকরি মেলা',
    title_en: 'Job fair',
    cover,
    content_count: 2,
  };
  albums = [fair, { id: 4, album_type: 2, title: 'ভিডিও', title_en: null, cover: null, content_count: 1 }];
  detail = {
    ...fair,
    contents: [
      { id: 10, content_type: 1, title: 'মঞ্চ', title_en: 'The stage', image: cover, video_url: null },
      {
        id: 11,
        content_type: 3,
        title: 'উদ্বোধন',
        title_en: 'Opening',
        image: null,
        video_url: 'https://www.youtube.com/watch?v=abc',
      },
    ],
  };
  server.use(
    handlerFor(endpoints.publicGalleryAlbums, () => albums),
    handlerFor(endpoints.publicGalleryAlbum, ({ params }) =>
      Number(params.id) === detail.id ? detail : errorResponse(404, 'errors.not_found'),
    ),
  );
});

const routes = [
  { path: '/gallery', element: <GalleryPage /> },
  { path: '/gallery/:id', element: <GalleryAlbumPage /> },
];

describe('gallery', () => {
  it('lists the albums with their type, number of items and a sized, lazy cover', async () => {
    const { container } = renderWithPlatform(routes, { route: '/gallery', locale: 'en-US' });
    expect(await screen.findByRole('link', { name: 'Job fair' })).toHaveAttribute('href', '/gallery/3');
    // no English title: the Bengali one
    expect(screen.getByRole('link', { name: 'ভিডিও' })).toHaveAttribute('href', '/gallery/4');
    expect(screen.getByText('2 items')).toBeInTheDocument();
    expect(screen.getByText('Video album')).toBeInTheDocument();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('says so when there is no album', async () => {
    albums = [];
    renderWithPlatform(routes, { route: '/gallery', locale: 'en-US' });
    expect(await screen.findByText('There are no albums yet.')).toBeInTheDocument();
  });

  it('shows an album’s images with their captions and its videos as links to YouTube', async () => {
    renderWithPlatform(routes, { route: '/gallery/3', locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Job fair' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'The stage' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute(
      'src',
      expect.stringMatching(/\/files\/00000000-0000-4000-8000-000000000001$/),
    );
    const watch = screen.getByRole('link', { name: /Watch on YouTube\s*: Opening/ });
    expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc');
    expect(watch).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(watch).getByText(/opens in a new tab/)).toBeInTheDocument();
  });

  it('shows the album in Bengali', async () => {
    renderWithPlatform(routes, { route: '/gallery/3', locale: 'bn-BD' });
    expect(await screen.findByRole('heading', { level: 1, name: 'চাকরি মেলা' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'মঞ্চ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ইউটিউবে দেখুন/ })).toBeInTheDocument();
  });

  it('says so when an album is not shown', async () => {
    renderWithPlatform(routes, { route: '/gallery/99', locale: 'en-US' });
    expect(await screen.findByText(/does not exist or is no longer shown/)).toBeInTheDocument();
  });
});
