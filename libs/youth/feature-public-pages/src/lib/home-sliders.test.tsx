import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { endpoints, type PublicSlider } from '@platform/contract';
import { handlerFor, renderWithPlatform, server, setupMswServer } from '@platform/testing';
import { LazyHomeSliders } from './home-sliders-lazy';

setupMswServer();

let sliders: PublicSlider[];
beforeEach(() => {
  sliders = [
    { id: 1, title: 'নতুন কোর্স', title_en: 'New courses', image: '/files/a', link: '/jobs' },
    { id: 2, title: 'চাকরি মেলা', title_en: 'Job fair', image: '/files/b', link: 'https://example.org/fair' },
    { id: 3, title: 'শুধু ছবি', title_en: null, image: '/files/c', link: null },
  ];
  server.use(handlerFor(endpoints.publicSliders, () => sliders));
});

describe('home sliders', () => {
  it('shows each slider in order with its image and its link', async () => {
    renderWithPlatform(<LazyHomeSliders />, { locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 2, name: 'In the spotlight' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'New courses' })).toHaveAttribute('href', '/jobs');
    const external = screen.getByRole('link', { name: 'Job fair' });
    expect(external).toHaveAttribute('href', 'https://example.org/fair');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // no English title: the Bengali one, without a link
    expect(screen.getByRole('heading', { level: 3, name: 'শুধু ছবি' })).toBeInTheDocument();
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toMatch(/\/files\/a$/);
  });

  it('reads the Bengali titles in Bengali', async () => {
    renderWithPlatform(<LazyHomeSliders />, { locale: 'bn-BD' });
    expect(await screen.findByRole('link', { name: 'নতুন কোর্স' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'বিশেষ আকর্ষণ' })).toBeInTheDocument();
  });

  it('says nothing when there is no slider', async () => {
    sliders = [];
    const { container } = renderWithPlatform(<LazyHomeSliders />, { locale: 'en-US' });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(container.querySelector('section')).toBeNull();
  });
});
