import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeProfile, renderWithPlatform, setupMswServer } from '@platform/testing';
import { HomePage } from './home-page';

setupMswServer();

it('shows the signed-in user what the recruiter portal is for', async () => {
  const portal = { id: 'recruiter' as const, allowedUserTypes: [4], publicWhenSignedOut: false };
  renderWithPlatform(<HomePage />, {
    user: makeProfile({ user_type_code: 4, full_name_en: 'Farhana Islam' }),
    portal,
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Farhana Islam' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/The recruiter portal is where employers find talent/)).toBeInTheDocument();
});
