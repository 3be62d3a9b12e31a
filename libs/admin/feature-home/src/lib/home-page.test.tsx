import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { type AdminDashboard, type AuthProfile, dashboardEndpoints } from '@platform/contract';
import type { CatalogueLocale } from '@platform/i18n/catalogue';
import { asAdmin, errorResponse, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { HomePage } from './home-page';

const openPage = setupPlatformTests(<HomePage />);

function renderHome(
  over: Partial<AuthProfile> = {},
  answer: AdminDashboard | 'error' = { pending_job_approvals: 3, pending_vendors: 1, users: 46 },
  locale: CatalogueLocale = 'en-US',
) {
  server.use(
    handlerFor(dashboardEndpoints.adminDashboard, () =>
      answer === 'error' ? errorResponse(500, 'errors.internal') : answer,
    ),
  );
  const farhana = { full_name: 'ফারহানা ইসলাম', full_name_en: 'Farhana Islam', designation: 'Programme Officer' };
  return openPage({ ...asAdmin(['view_admin_dashboard'], { ...farhana, ...over }), locale });
}

describe('admin home (issue 12 defect 9)', () => {
  it('greets the admin and says what the portal is for, without the “as they arrive” placeholder', async () => {
    renderHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Farhana Islam' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The admin portal is where administrators run the platform/)).toBeInTheDocument();
    expect(screen.queryByText(/as they arrive/)).not.toBeInTheDocument();
  });

  it('shows each queue as a count with a link to its list', async () => {
    renderHome();
    const queues = await screen.findByRole('region', { name: 'Waiting for you' });
    const tile = (name: string) => within(queues).getByText(name).closest('li') as HTMLElement;
    await within(queues).findByText('Job posts awaiting approval');
    expect(tile('Job posts awaiting approval')).toHaveTextContent('3');
    expect(
      within(tile('Job posts awaiting approval')).getByRole('link', { name: 'Review the job posts' }),
    ).toHaveAttribute('href', '/job-approvals');
    expect(
      within(tile('Organisations awaiting approval')).getByRole('link', { name: 'Review the organisations' }),
    ).toHaveAttribute('href', '/users?vendor_status=pending');
    expect(tile('Users you manage')).toHaveTextContent('46');
    expect(within(queues).getAllByRole('listitem')).toHaveLength(3);
  });

  it('leaves out a queue the admin may not open, and says when nothing waits', async () => {
    renderHome({}, { pending_job_approvals: 0, pending_vendors: null, users: null });
    const queues = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(await within(queues).findByText('Nothing is waiting for approval.')).toBeInTheDocument();
    expect(within(queues).getAllByRole('listitem')).toHaveLength(1);
    expect(within(queues).queryByText('Users you manage')).not.toBeInTheDocument();
  });

  it('shows no queues without view_admin_dashboard, and a retry when they cannot be loaded', async () => {
    const { unmount } = renderHome({ permissions: [] });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Waiting for you' })).not.toBeInTheDocument();
    unmount();
    renderHome({}, 'error');
    expect(await screen.findByText('What is waiting for you could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('counts in Bengali digits in Bengali', async () => {
    renderHome({}, { pending_job_approvals: 12, pending_vendors: 0, users: 46 }, 'bn-BD');
    const queues = await screen.findByRole('region', { name: 'আপনার জন্য অপেক্ষমাণ' });
    expect(await within(queues).findByText('১২')).toBeInTheDocument();
    expect(within(queues).getByText('৪৬')).toBeInTheDocument();
  });
});
