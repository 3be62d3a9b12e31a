import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { courseEndpoints } from '@platform/contract';
import { handlerFor, makeProfile, renderWithPlatform, server, setupMswServer } from '@platform/testing';
import { HomePage } from './home-page';

setupMswServer();

it('shows the signed-in user what the lms portal is for', async () => {
  const portal = { id: 'lms' as const, allowedUserTypes: [2], publicWhenSignedOut: false };
  renderWithPlatform(<HomePage />, {
    user: makeProfile({ user_type_code: 2, full_name_en: 'Farhana Islam' }),
    portal,
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Farhana Islam' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/The learning management portal is where content providers/)).toBeInTheDocument();
});

it('counts the institute’s courses by status, each count a link to the list filtered the same way', async () => {
  server.use(
    handlerFor(courseEndpoints.courseStatusCounts, () => ({
      total: 4,
      active: 3,
      inactive: 1,
      draft: 2,
      published: 1,
      archived: 1,
    })),
  );
  renderWithPlatform(<HomePage />, {
    user: makeProfile({ user_type_code: 2, institute_id: 1, permissions: ['view_any_course'] }),
    portal: { id: 'lms' as const, allowedUserTypes: [2], publicWhenSignedOut: false },
  });
  expect(await screen.findByRole('heading', { name: 'Your courses' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'See the drafts' })).toHaveAttribute(
    'href',
    '/courses?publication_status=draft',
  );
  expect(screen.getByRole('link', { name: 'See the inactive courses' })).toHaveAttribute(
    'href',
    '/courses?row_status=0',
  );
});
