import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { endpoints, type PublicEvent, type PublicRecentActivity } from '@platform/contract';
import { errorResponse, handlerFor, renderWithPlatform, server, setupMswServer } from '@platform/testing';
import { EventsPage, RecentActivitiesPage } from './events-pages';

setupMswServer();

let events: PublicEvent[];
let activities: PublicRecentActivity[];
beforeEach(() => {
  events = [
    {
      id: 1,
      title: 'চাকরি মেলা',
      title_en: 'Job fair',
      starts_on: '2026-12-01',
      ends_on: '2026-12-03',
      venue: 'ঢাকা',
      venue_en: 'Dhaka',
      details: null,
      details_en: 'Bring your CV.',
    },
    {
      id: 2,
      title: 'কর্মশালা',
      title_en: null,
      starts_on: '2026-12-10',
      ends_on: null,
      venue: null,
      venue_en: null,
      details: null,
      details_en: null,
    },
  ];
  activities = [
    {
      id: 7,
      title: 'প্রশিক্ষণ সমাপ্ত',
      title_en: 'Training completed',
      details: 'বিস্তারিত',
      details_en: '120 youths took part.',
      activity_on: '2026-11-20',
      image: { src: '/files/00000000-0000-4000-8000-000000000004', width: 800, height: 600 },
    },
  ];
  server.use(
    handlerFor(endpoints.publicEvents, () => events),
    handlerFor(endpoints.publicRecentActivities, () => activities),
  );
});

describe('events', () => {
  it('lists the events with their dates, venue and details', async () => {
    renderWithPlatform(<EventsPage />, { route: '/events', locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Job fair' })).toBeInTheDocument();
    expect(screen.getByText(/Dec 1, 2026 to Dec 3, 2026|1 Dec 2026 to 3 Dec 2026/)).toBeInTheDocument();
    expect(screen.getByText('Venue: Dhaka')).toBeInTheDocument();
    expect(screen.getByText('Bring your CV.')).toBeInTheDocument();
    // no English title: the Bengali one
    expect(screen.getByRole('heading', { level: 2, name: 'কর্মশালা' })).toBeInTheDocument();
  });

  it('reads in Bengali and says so when there is none', async () => {
    const first = renderWithPlatform(<EventsPage />, { route: '/events', locale: 'bn-BD' });
    expect(await screen.findByRole('heading', { level: 2, name: 'চাকরি মেলা' })).toBeInTheDocument();
    expect(screen.getByText('স্থান: ঢাকা')).toBeInTheDocument();
    first.unmount();
    events = [];
    renderWithPlatform(<EventsPage />, { route: '/events', locale: 'en-US' });
    expect(await screen.findByText('There are no upcoming events.')).toBeInTheDocument();
  });
});

describe('recent activities', () => {
  it('shows each with its date and a picture sized before it loads', async () => {
    const { container } = renderWithPlatform(<RecentActivitiesPage />, {
      route: '/recent-activities',
      locale: 'en-US',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Training completed' })).toBeInTheDocument();
    expect(screen.getByText('120 youths took part.')).toBeInTheDocument();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server.use(handlerFor(endpoints.publicRecentActivities, () => errorResponse(500, 'errors.unknown')));
    renderWithPlatform(<RecentActivitiesPage />, { route: '/recent-activities', locale: 'en-US' });
    expect(await screen.findByText('The activities could not be loaded.')).toBeInTheDocument();
  });
});
