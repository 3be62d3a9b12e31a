import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { endpoints, type PublicPublication } from '@platform/contract';
import { errorResponse, handlerFor, renderWithPlatform, server, setupMswServer } from '@platform/testing';
import { PublicationsPage } from './publications-page';

setupMswServer();

let publications: PublicPublication[];
beforeEach(() => {
  publications = [
    {
      id: 2,
      title: 'যুব জরিপ',
      title_en: 'Youth survey',
      author: 'গবেষণা দল',
      author_en: 'Research team',
      description: 'ফলাফল',
      description_en: 'What young people told us.',
      file_path: '/files/00000000-0000-4000-8000-000000000002',
      published_on: '2026-02-01',
    },
    {
      id: 1,
      title: 'বার্ষিক প্রতিবেদন',
      title_en: null,
      author: 'অধিদপ্তর',
      author_en: null,
      description: null,
      description_en: null,
      file_path: '/files/00000000-0000-4000-8000-000000000001',
      published_on: null,
    },
  ];
  server.use(handlerFor(endpoints.publicPublications, () => publications));
});

describe('publications', () => {
  it('lists each with its author, description and a link to its PDF', async () => {
    renderWithPlatform(<PublicationsPage />, { route: '/publications', locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Youth survey' })).toBeInTheDocument();
    expect(screen.getByText(/By Research team/)).toBeInTheDocument();
    expect(screen.getByText('What young people told us.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download the PDF\s*: Youth survey/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/files\/00000000-0000-4000-8000-000000000002$/),
    );
    // no English text: the Bengali one
    expect(screen.getByRole('heading', { level: 2, name: 'বার্ষিক প্রতিবেদন' })).toBeInTheDocument();
  });

  it('shows the Bengali texts in Bengali', async () => {
    renderWithPlatform(<PublicationsPage />, { route: '/publications', locale: 'bn-BD' });
    expect(await screen.findByRole('heading', { level: 2, name: 'যুব জরিপ' })).toBeInTheDocument();
    expect(screen.getByText(/গবেষণা দল/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /পিডিএফ ডাউনলোড করুন\s*: যুব জরিপ/ })).toBeInTheDocument();
  });

  it('says so when there is none, and offers a retry when the list cannot be loaded', async () => {
    publications = [];
    const first = renderWithPlatform(<PublicationsPage />, { route: '/publications', locale: 'en-US' });
    expect(await screen.findByText('There are no publications yet.')).toBeInTheDocument();
    first.unmount();
    server.use(handlerFor(endpoints.publicPublications, () => errorResponse(500, 'errors.unknown')));
    renderWithPlatform(<PublicationsPage />, { route: '/publications', locale: 'en-US' });
    expect(await screen.findByText('The publications could not be loaded.')).toBeInTheDocument();
  });
});
