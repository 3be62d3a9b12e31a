import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { catalogue, type CatalogueLocale } from '@platform/i18n/catalogue';
import { HomePage } from './home-page';

const auth = vi.hoisted(() => ({
  permissions: new Set<string>(),
  user: { full_name: 'ফারহানা ইসলাম', full_name_en: 'Farhana Islam', designation: 'Programme Officer' as string | null },
}));
vi.mock('@platform/auth', () => ({
  useAuth: () => ({ user: auth.user, hasPermission: (key: string) => auth.permissions.has(key) }),
}));

function renderHome(locale: CatalogueLocale = 'en-US') {
  return render(
    <IntlProvider locale={locale} defaultLocale="en-US" messages={catalogue[locale]}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </IntlProvider>,
  );
}

beforeEach(() => {
  auth.permissions = new Set();
  auth.user.designation = 'Programme Officer';
});

describe('lms home', () => {
  it('greets the user by name and designation and says what the portal is for', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Farhana Islam' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Programme Officer')).toBeInTheDocument();
    expect(screen.getByText(/The learning management portal is where content providers/)).toBeInTheDocument();
  });

  it('uses the Bengali name in Bengali and leaves out a missing designation', () => {
    auth.user.designation = null;
    renderHome('bn-BD');
    expect(screen.getByRole('heading', { level: 1, name: 'স্বাগতম, ফারহানা ইসলাম' })).toBeInTheDocument();
    expect(screen.queryByText(/হিসেবে লগইন করেছেন/)).not.toBeInTheDocument();
  });
});
