import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  endpoints,
  type PublicLogoDock,
  type PublicPartner,
  type PublicQuotationSlider,
} from '@platform/contract';
import { handlerFor, renderWithPlatform, server, setupMswServer } from '@platform/testing';
import { LazyHomePartners } from './home-partners-lazy';

setupMswServer();

const logo = { src: '/files/00000000-0000-4000-8000-000000000003', width: 240, height: 80 };
let partners: PublicPartner[];
let docks: PublicLogoDock[];
let quotations: PublicQuotationSlider[];
beforeEach(() => {
  partners = [
    { id: 1, title: 'যুব অধিদপ্তর', title_en: 'Youth directorate', logo, link: 'https://example.org' },
    { id: 2, title: 'দক্ষতা পরিষদ', title_en: null, logo, link: null },
  ];
  docks = [
    { id: 5, title: 'হেডার', title_en: 'Header logo', logo, link: null, appears_in: 1 },
    { id: 6, title: 'সরকার', title_en: 'Government', logo, link: 'https://bangladesh.gov.bd', appears_in: 2 },
  ];
  quotations = [
    {
      id: 9,
      title: 'শেখা কখনো থামে না',
      title_en: 'Learning never stops',
      author: 'অজ্ঞাত',
      author_en: 'Unknown',
    },
  ];
  server.use(
    handlerFor(endpoints.publicQuotationSliders, () => quotations),
    handlerFor(endpoints.publicPartners, () => partners),
    handlerFor(endpoints.publicLogoDocks, () => docks),
  );
});

describe('home partners and footer logos', () => {
  it('shows the partners’ sized logos, linked when they have a site, and the footer’s logos', async () => {
    renderWithPlatform(<LazyHomePartners />, { locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Our partners' })).toBeInTheDocument();
    const linked = screen.getByRole('link', { name: 'Youth directorate' });
    expect(linked).toHaveAttribute('href', 'https://example.org');
    expect(linked).toHaveAttribute('rel', 'noopener noreferrer');
    const plain = screen.getByRole('img', { name: 'দক্ষতা পরিষদ' });
    expect(plain).toHaveAttribute('width', '240');
    expect(plain).toHaveAttribute('height', '80');
    expect(plain).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('heading', { level: 2, name: 'With the support of' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Government' })).toHaveAttribute(
      'href',
      'https://bangladesh.gov.bd',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Words to grow by' })).toBeInTheDocument();
    expect(screen.getByText('Learning never stops')).toBeInTheDocument();
    expect(screen.getByText('— Unknown')).toBeInTheDocument();
    // a header logo is not one of the footer's
    expect(screen.queryByRole('img', { name: 'Header logo' })).not.toBeInTheDocument();
  });

  it('reads the names in Bengali', async () => {
    renderWithPlatform(<LazyHomePartners />, { locale: 'bn-BD' });
    expect(await screen.findByRole('heading', { level: 2, name: 'আমাদের অংশীদার' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'যুব অধিদপ্তর' })).toBeInTheDocument();
  });

  it('shows the quotations alone when there is nothing else', async () => {
    partners = [];
    docks = [];
    renderWithPlatform(<LazyHomePartners />, { locale: 'bn-BD' });
    expect(await screen.findByText('শেখা কখনো থামে না')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'আমাদের অংশীদার' })).not.toBeInTheDocument();
  });

  it('draws nothing when there is no quotation, no partner and no footer logo', async () => {
    quotations = [];
    partners = [];
    docks = [docks[0] as PublicLogoDock];
    const { container } = renderWithPlatform(<LazyHomePartners />, { locale: 'en-US' });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(container.querySelector('section')).toBeNull();
  });
});
