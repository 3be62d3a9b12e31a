import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { AuthProfile } from '@platform/contract';
import type { CatalogueLocale } from '@platform/i18n/catalogue';
import { makeProfile, renderWithPlatform, setupMswServer } from '@platform/testing';
import { HomePage } from './home-page';

setupMswServer();

function renderHome(over: Partial<AuthProfile> = {}, locale: CatalogueLocale = 'en-US') {
  const user = makeProfile({
    user_type_code: 3,
    full_name: 'ফারহানা ইসলাম',
    full_name_en: 'Farhana Islam',
    designation: 'Programme Officer',
    ...over,
  });
  return renderWithPlatform(<HomePage />, {
    user,
    locale,
    portal: { id: 'assessment', titleId: 'portals.assessment.name', allowedUserTypes: [3], publicWhenSignedOut: false },
  });
}

describe('assessment home', () => {
  it('greets the user by name and designation and says what the portal is for', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Farhana Islam' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Programme Officer')).toBeInTheDocument();
    expect(screen.getByText(/The assessment portal is where you take aptitude tests/)).toBeInTheDocument();
  });

  it('uses the Bengali name in Bengali and leaves out a missing designation', async () => {
    renderHome({ designation: null }, 'bn-BD');
    expect(await screen.findByRole('heading', { level: 1, name: 'স্বাগতম, ফারহানা ইসলাম' })).toBeInTheDocument();
    expect(screen.queryByText(/হিসেবে লগইন করেছেন/)).not.toBeInTheDocument();
  });
});
