import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../test/render';
import { DocumentTitleProvider } from './page-title';
import { PortalHome } from './portal-home';

const person = { full_name: 'ফারহানা ইসলাম', full_name_en: 'Farhana Islam', designation: 'Programme Officer' };

describe('PortalHome', () => {
  it('greets the user by English name and designation and says what the portal is for', () => {
    renderWithIntl(
      <DocumentTitleProvider suffix="LMS">
        <PortalHome user={person} purposeTextId="portals.lms.home.purpose" />
      </DocumentTitleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Farhana Islam' })).toBeInTheDocument();
    expect(document.title).toBe('Welcome, Farhana Islam | LMS');
    expect(screen.getByText('Signed in as Programme Officer')).toBeInTheDocument();
    const purpose = screen.getByRole('region', { name: 'What this portal is for' });
    expect(purpose).toHaveTextContent(/The learning management portal is where content providers/);
  });

  it('uses the Bengali name in Bengali and leaves out a missing designation', () => {
    renderWithIntl(
      <PortalHome user={{ ...person, designation: null }} purposeTextId="portals.lms.home.purpose" />,
      'bn-BD',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'স্বাগতম, ফারহানা ইসলাম' })).toBeInTheDocument();
    expect(screen.queryByText(/হিসেবে লগইন করেছেন/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'এই পোর্টাল কিসের জন্য' })).toBeInTheDocument();
  });

  it('falls back to the default name when there is no English one, and renders extra sections', () => {
    renderWithIntl(
      <PortalHome
        user={{ full_name: 'Rahim', full_name_en: null }}
        purposeTitleId="portals.home.shortcuts"
        purposeTextId="portals.lms.home.purpose"
      >
        <p>extra section</p>
      </PortalHome>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Rahim' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Go to' })).toBeInTheDocument();
    expect(screen.getByText('extra section')).toBeInTheDocument();
  });
});
