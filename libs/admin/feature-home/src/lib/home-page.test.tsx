import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AuthProfile } from '@platform/contract';
import type { CatalogueLocale } from '@platform/i18n/catalogue';
import { makeProfile, renderWithPlatform, setupMswServer } from '@platform/testing';
import { HomePage } from './home-page';

setupMswServer();

function renderHome(over: Partial<AuthProfile> = {}, locale: CatalogueLocale = 'en-US') {
  const user = makeProfile({
    user_type_code: 1,
    full_name: 'ফারহানা ইসলাম',
    full_name_en: 'Farhana Islam',
    designation: 'Programme Officer',
    ...over,
  });
  return renderWithPlatform(<HomePage />, {
    user,
    locale,
    portal: { id: 'admin', titleId: 'portals.admin.name', allowedUserTypes: [1], publicWhenSignedOut: false },
  });
}

describe('admin home', () => {
  it('greets the user by name and designation and says what the portal is for', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Farhana Islam' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Programme Officer')).toBeInTheDocument();
    expect(screen.getByText(/The admin portal is where system administrators run the platform/)).toBeInTheDocument();
  });

  it('uses the Bengali name in Bengali and leaves out a missing designation', async () => {
    renderHome({ designation: null }, 'bn-BD');
    expect(await screen.findByRole('heading', { level: 1, name: 'স্বাগতম, ফারহানা ইসলাম' })).toBeInTheDocument();
    expect(screen.queryByText(/হিসেবে লগইন করেছেন/)).not.toBeInTheDocument();
  });

  it('links only to the screens the admin may open', async () => {
    renderHome({ permissions: ['view_app_settings'] });
    const nav = await screen.findByRole('navigation', { name: 'Go to' });
    expect(within(nav).getByRole('link', { name: /Site settings/ })).toHaveAttribute('href', '/settings');
    expect(within(nav).queryByRole('link', { name: /Notification logs/ })).not.toBeInTheDocument();
  });
});
