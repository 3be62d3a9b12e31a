import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { AuthProfile } from '@platform/contract';
import { makeProfile, renderWithPlatform, setupMswServer } from '@platform/testing';
import { HomePage } from './home-page';

setupMswServer();

function renderHome(over: Partial<AuthProfile> = {}) {
  const user = makeProfile({
    user_type_code: 4,
    full_name: 'ফারহানা ইসলাম',
    full_name_en: 'Farhana Islam',
    designation: 'Programme Officer',
    ...over,
  });
  return renderWithPlatform(<HomePage />, {
    user,
    portal: { id: 'recruiter', titleId: 'portals.recruiter.name', allowedUserTypes: [4], publicWhenSignedOut: false },
  });
}

describe('recruiter home', () => {
  it('greets the signed-in user and says what this portal is for', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Farhana Islam' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Programme Officer')).toBeInTheDocument();
    expect(screen.getByText(/The recruiter portal is where employers find talent/)).toBeInTheDocument();
  });
});
