import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@platform/auth';
import { makeProfile } from './factories';
import { asAdmin, asRecruiter, setupPlatformTests } from './render';

function Greeting() {
  const { user } = useAuth();
  return <p>{user ? `hello ${user.full_name}` : 'hello visitor'}</p>;
}

const routes = [
  { path: '/', element: <Greeting /> },
  { path: '/other', element: <p>the other page</p> },
];

// the file's set-up: the MSW server runs for this file, the youth is signed in unless a test says otherwise
const open = setupPlatformTests(routes, { user: makeProfile({ full_name: 'Rahima Khatun' }) });

describe('setupPlatformTests', () => {
  it('opens the routes at an address with the file defaults', async () => {
    const { router } = open('/other');
    expect(await screen.findByText('the other page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/other');
  });

  it('signs in the default user and opens / when no address is given', async () => {
    open();
    expect(await screen.findByText('hello Rahima Khatun')).toBeInTheDocument();
  });

  it('lets one test open the page as a visitor', async () => {
    open('/', { user: null });
    expect(await screen.findByText('hello visitor')).toBeInTheDocument();
  });

  it('takes the options alone and keeps the default address', async () => {
    open({ locale: 'bn-BD' });
    expect(await screen.findByText('hello Rahima Khatun')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
  });

  it('signs in the admin or a recruiter in their own portal', async () => {
    const admin = open('/', asAdmin(['view_users']));
    expect(await screen.findByText('hello System Admin')).toBeInTheDocument();
    expect(admin.platform.portal.id).toBe('admin');
    admin.unmount();
    const recruiter = open('/', asRecruiter(['view_jobs']));
    expect(await screen.findByText('hello Tanvir Hasan')).toBeInTheDocument();
    expect(recruiter.platform.portal.id).toBe('recruiter');
  });
});
