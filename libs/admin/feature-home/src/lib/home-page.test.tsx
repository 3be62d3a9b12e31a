import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AuthProfile } from '@platform/contract';
import type { CatalogueLocale } from '@platform/i18n/catalogue';
import { ADMIN_PORTAL, makeProfile, renderWithPlatform, setupMswServer } from '@platform/testing';
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
    portal: ADMIN_PORTAL,
  });
}

describe('admin home', () => {
  it('says what the admin portal is for', async () => {
    renderHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Farhana Islam' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/The admin portal is where system administrators run the platform/),
    ).toBeInTheDocument();
  });

  it('links only to the screens the admin may open', async () => {
    renderHome({ permissions: ['view_app_settings'] });
    const nav = await screen.findByRole('navigation', { name: 'Go to' });
    expect(within(nav).getByRole('link', { name: /Site settings/ })).toHaveAttribute('href', '/settings');
    expect(within(nav).queryByRole('link', { name: /Notification logs/ })).not.toBeInTheDocument();
  });

  it('lists the shortcuts as list items and leaves the section out when none is allowed', async () => {
    const { unmount } = renderHome({ permissions: ['view_app_settings', 'view_any_notification_log'] });
    const nav = await screen.findByRole('navigation', { name: 'Go to' });
    const list = within(nav).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect([...list.children].every((child) => child.tagName === 'LI')).toBe(true);
    unmount();
    renderHome({ permissions: [] });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Go to' })).not.toBeInTheDocument();
  });
});
