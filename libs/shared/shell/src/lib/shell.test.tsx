import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Page, makeProfile, renderPortal, resetBrowserState, server } from '../test/harness';
import { PageTitle } from '@platform/ui';
import { MAINTENANCE_HASH_KEY } from './platform';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetBrowserState());
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('maintenance guard', () => {
  it('maintenance on → the maintenance page, not the content', async () => {
    renderPortal({ maintenance: true });
    expect(await screen.findByRole('heading', { name: 'Site Under Maintenance' })).toBeInTheDocument();
    expect(screen.getByText('Sorry for this inconvenience. Please try again later.')).toBeInTheDocument();
    expect(
      screen.getByText('Our site is currently under scheduled maintenance. We will be back shortly.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Home page content')).not.toBeInTheDocument();
  });

  it('draws the page while checking (no blank loader), and keeps it when maintenance is off', async () => {
    const view = renderPortal({ maintenance: false });
    expect(await screen.findByRole('heading', { name: 'Home page content' })).toBeInTheDocument();
    await waitFor(() => expect(view.maintenanceQueries()).toHaveLength(1));
    expect(screen.queryByText('Site Under Maintenance')).not.toBeInTheDocument();
  });

  it.each(['error', 'network'] as const)(
    'a check that fails (%s) three times is treated as maintenance; one that fails once is not',
    async (maintenance) => {
      const view = renderPortal({ maintenance });
      expect(
        await screen.findByRole('heading', { name: 'Site Under Maintenance' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(view.maintenanceQueries()).toHaveLength(3);
    },
  );

  it('retries a dropped check before concluding: one failure does not show the maintenance page', async () => {
    const view = renderPortal({ maintenance: 'network', failTimes: 1 });
    expect(await screen.findByRole('heading', { name: 'Home page content' })).toBeInTheDocument();
    await waitFor(() => expect(view.maintenanceQueries()).toHaveLength(2));
    expect(screen.queryByText('Site Under Maintenance')).not.toBeInTheDocument();
  });

  it('the maintenance page checks again on “Try again” and goes back to the page when the site is back', async () => {
    const view = renderPortal({ maintenance: 'network', failTimes: 3 });
    await screen.findByRole('heading', { name: 'Site Under Maintenance' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Home page content' })).toBeInTheDocument();
    expect(view.maintenanceQueries()).toHaveLength(4);
  });

  it('a maintenance_hash in the address is sent, stored, and removed from the address', async () => {
    window.history.replaceState(null, '', '/?maintenance_hash=s3cret&x=1');
    const view = renderPortal();
    expect(await screen.findByRole('heading', { name: 'Home page content' })).toBeInTheDocument();
    expect(view.maintenanceQueries()).toEqual(['s3cret']);
    expect(window.localStorage.getItem(MAINTENANCE_HASH_KEY)).toBe('s3cret');
    expect(window.location.search).toBe('?x=1');
  });

  it('a stored hash is sent on later visits', async () => {
    window.localStorage.setItem(MAINTENANCE_HASH_KEY, 'kept');
    const view = renderPortal();
    await screen.findByRole('heading', { name: 'Home page content' });
    expect(view.maintenanceQueries()).toEqual(['kept']);
  });
});

describe('visitor counter', () => {
  it('posts once per browser: a second visit with the cookie does not post', async () => {
    const first = renderPortal();
    await screen.findByRole('heading', { name: 'Home page content' });
    await waitFor(() => expect(first.visitorPosts()).toBe(1));
    await waitFor(() => expect(document.cookie).toContain('platform_visitor=1'));
    first.unmount();
    const second = renderPortal();
    await screen.findByRole('heading', { name: 'Home page content' });
    expect(second.visitorPosts()).toBe(0);
  });

  it('a failed post is ignored: the page works and no cookie is set', async () => {
    const view = renderPortal({ visitor: 'error' });
    expect(await screen.findByRole('heading', { name: 'Home page content' })).toBeInTheDocument();
    await waitFor(() => expect(view.visitorPosts()).toBe(1));
    expect(document.cookie).not.toContain('platform_visitor=1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not posted while the site is under maintenance', async () => {
    const view = renderPortal({ maintenance: true });
    await screen.findByRole('heading', { name: 'Site Under Maintenance' });
    expect(view.visitorPosts()).toBe(0);
  });
});

describe('sign-in states', () => {
  it('header shows the signed-in user and a Logout button; logout signs out', async () => {
    const view = renderPortal({ user: makeProfile() });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Rahima Khatun')).toBeInTheDocument();
    expect(within(header).getByText('Learner')).toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(view.userManager.signoutRedirect).toHaveBeenCalledWith({
        id_token_hint: 'id-1',
        extraQueryParams: { ui_locales: 'en-US' },
      }),
    );
    expect(await within(header).findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('names the signed-in person in the reader’s language (issue 12 defect 12)', async () => {
    renderPortal({ user: makeProfile({ full_name: 'রহিমা খাতুন', full_name_en: 'Rahima Khatun' }) });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Rahima Khatun')).toBeInTheDocument();
    expect(within(header).queryByText('রহিমা খাতুন')).not.toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'বাংলা' }));
    expect(await within(header).findByText('রহিমা খাতুন')).toBeInTheDocument();
  });

  it('a visitor sees Login, which starts the sign-in redirect', async () => {
    const view = renderPortal();
    const header = await screen.findByRole('banner');
    await userEvent.click(await within(header).findByRole('button', { name: 'Login' }));
    await waitFor(() => expect(view.userManager.signinRedirect).toHaveBeenCalledTimes(1));
  });

  it('a user type the portal does not serve sees the Unauthorized page', async () => {
    renderPortal({ user: makeProfile({ user_type_code: 4, full_name: 'Recruiter Rafiq' }) });
    expect(
      await screen.findByText('Unfortunately, you do not have permission to view this page.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Home page content')).not.toBeInTheDocument();
  });

  it('non-public portals send a visitor to sign in', async () => {
    const view = renderPortal({
      portal: {
        id: 'admin',
        titleId: 'portals.admin.name',
        allowedUserTypes: [1],
        publicWhenSignedOut: false,
      },
    });
    await waitFor(() => expect(view.userManager.signinRedirect).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Home page content')).not.toBeInTheDocument();
  });

  it('profile load failing after sign-in → Malicious user! and sign-out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = renderPortal({ user: 'failing' });
    expect(await screen.findByText('Malicious user!')).toBeInTheDocument();
    await waitFor(() => expect(view.userManager.signoutRedirect).toHaveBeenCalled());
    expect(warn).toHaveBeenCalledWith('[auth]', 'Failed to load authenticated user', expect.anything());
    expect(document.cookie).not.toContain('platform_signed_in=1');
  });

  it('menu items with a permission show only to holders', async () => {
    renderPortal({ user: makeProfile({ permissions: [] }) });
    const nav = (await screen.findAllByRole('navigation', { name: 'Main menu' }))[0] as HTMLElement;
    await within(nav).findByRole('link', { name: 'Home' });
    expect(within(nav).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('grouped menu items are listed in the drawer under their group heading, not in the header', async () => {
    const menu = [
      { labelId: 'portals.menu.home', to: '/' },
      { labelId: 'resources.divisions.title', to: '/divisions', group: 'resources.groups.locations' },
      { labelId: 'resources.districts.title', to: '/districts', group: 'resources.groups.locations' },
      {
        labelId: 'resources.skills.title',
        to: '/skills',
        group: 'resources.groups.skills',
        permission: 'view_any_skill',
      },
    ];
    renderPortal({ user: makeProfile({ permissions: [] }), portal: { menu } });
    const header = (await screen.findAllByRole('navigation', { name: 'Main menu' }))[0] as HTMLElement;
    await within(header).findByRole('link', { name: 'Home' });
    expect(within(header).queryByRole('link', { name: 'Divisions' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const group = await screen.findByRole('list', { name: 'Locations' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Divisions', 'Districts']);
    expect(screen.queryByRole('list', { name: 'Skills and interests' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Locations' })).toBeInTheDocument();
    // a list holds list items only (axe `list`): the heading sits before it, each link in its own item
    for (const list of screen.getAllByRole('list')) {
      expect([...list.children].map((child) => child.tagName)).toEqual([...list.children].map(() => 'LI'));
    }
  });
});

describe('routes and pages', () => {
  it.each([
    [[], false],
    [['view_app_settings'], true],
  ] as const)(
    'a route with handle.permission opens only for holders (keys %j → page shown: %s)',
    async (permissions, shown) => {
      const routes = [
        { index: true, element: <Page text="Home page content" /> },
        {
          path: 'settings',
          handle: { permission: 'view_app_settings' },
          children: [{ index: true, element: <Page text="Settings content" /> }],
        },
      ];
      renderPortal({ route: '/settings', user: makeProfile({ permissions: [...permissions] }), routes });
      if (shown) {
        expect(await screen.findByRole('heading', { name: 'Settings content' })).toBeInTheDocument();
      } else {
        expect(
          await screen.findByText('Unfortunately, you do not have permission to view this page.'),
        ).toBeInTheDocument();
        expect(screen.queryByText('Settings content')).not.toBeInTheDocument();
      }
    },
  );

  it('names the document after the route (handle.titleId), in the reader’s language', async () => {
    const routes = [
      { index: true, handle: { titleId: 'portals.menu.home' }, element: <Page text="Home page content" /> },
      { path: 'jobs', handle: { titleId: 'portals.menu.about_us' }, element: <p>no heading here</p> },
      {
        path: 'named',
        handle: { titleId: 'portals.menu.home' },
        element: <PageTitle titleId="portals.menu.settings" />,
      },
    ];
    const view = renderPortal({ routes });
    await screen.findByRole('heading', { name: 'Home page content' });
    await waitFor(() => expect(document.title).toBe('Home | Youth Portal'));
    const nav = (await screen.findAllByRole('navigation', { name: 'Main menu' }))[0] as HTMLElement;
    await userEvent.click(within(nav).getByRole('link', { name: 'About us' }));
    await screen.findByText('no heading here');
    await waitFor(() => expect(document.title).toBe('About us | Youth Portal'));
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'বাংলা' }));
    await waitFor(() => expect(document.title).toMatch(/^আমাদের সম্পর্কে \| /));
    view.unmount();
    resetBrowserState();
    // a page that names itself (a record's name) wins over its route's title
    renderPortal({ routes, route: '/named' });
    await screen.findByRole('heading', { name: 'Settings' });
    await waitFor(() => expect(document.title).toBe('Settings | Youth Portal'));
  });

  it('an unknown route shows Not Found', async () => {
    renderPortal({ route: '/no-such-page' });
    expect(await screen.findByText("We can't find the page that you are looking for")).toBeInTheDocument();
  });

  it('a page that throws while rendering shows the Error page inside the layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    renderPortal({ routes: [{ index: true, element: <Broken /> }] });
    expect(await screen.findByRole('heading', { name: 'Ah! Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('the generic routes exist', async () => {
    renderPortal({ route: '/500' });
    expect(
      await screen.findByText('We are facing internal server error and working towards to fix it soon'),
    ).toBeInTheDocument();
  });

  it('navigating moves focus to the new page h1 and shows a progress bar for lazy pages', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderPortal({
      routes: [
        { index: true, element: <Page text="Home page content" /> },
        {
          path: 'jobs',
          lazy: async () => {
            await gate;
            return { element: <Page text="Jobs page content" /> };
          },
        },
      ],
    });
    const nav = (await screen.findAllByRole('navigation', { name: 'Main menu' }))[0] as HTMLElement;
    await userEvent.click(within(nav).getByRole('link', { name: 'About us' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    release();
    const heading = await screen.findByRole('heading', { name: 'Jobs page content' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();
  });

  it('has a skip link to the main landmark', async () => {
    renderPortal();
    await screen.findByRole('heading', { name: 'Home page content' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('the language switch turns the header Bengali', async () => {
    renderPortal();
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Youth Portal' })).toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'বাংলা' }));
    expect(await within(header).findByRole('link', { name: 'যুব পোর্টাল' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'লগইন' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
    expect(window.localStorage.getItem('platform.locale')).toBe('bn-BD');
  });

  it('uses the @platform/i18n and @platform/theme preferences: stored choices apply, new ones are kept', async () => {
    window.localStorage.setItem('platform.locale', 'bn-BD');
    window.localStorage.setItem('platform.theme', 'dark');
    renderPortal();
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'যুব পোর্টাল' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
    await userEvent.click(within(header).getByRole('button', { name: 'থিম: ডার্ক' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'লাইট' }));
    expect(await within(header).findByRole('button', { name: 'থিম: লাইট' })).toBeInTheDocument();
    expect(window.localStorage.getItem('platform.theme')).toBe('light');
  });
});

describe('password-update callback route', () => {
  it('after the update-password action: the code is redeemed, the success message shows, Go Home returns home', async () => {
    window.history.replaceState(null, '', '/auth/password-updated?code=abc&state=xyz');
    const view = renderPortal({ user: makeProfile(), route: '/auth/password-updated' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your password is changed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Use the new password the next time you sign in.');
    expect(view.userManager.signinRedirectCallback).toHaveBeenCalledWith(
      'http://localhost:3000/auth/password-updated?code=abc&state=xyz',
    );
    expect(window.location.search).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page content' })).toBeInTheDocument();
  });

  it('a cancelled change keeps the session and says the password was not changed', async () => {
    window.history.replaceState(null, '', '/auth/password-updated?error=access_denied&state=xyz');
    const view = renderPortal({ user: makeProfile(), route: '/auth/password-updated' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your password was not changed' }),
    ).toBeInTheDocument();
    expect(view.userManager.signinRedirectCallback).not.toHaveBeenCalled();
    expect(await within(screen.getByRole('banner')).findByText('Rahima Khatun')).toBeInTheDocument();
  });

  it('a visit without an outcome goes home', async () => {
    renderPortal({ route: '/auth/password-updated' });
    expect(await screen.findByRole('heading', { name: 'Home page content' })).toBeInTheDocument();
  });
});

describe('side navigation (issue 12 defect 9)', () => {
  const wide = () =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: /min-width:\s*900px/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
  afterEach(() => vi.unstubAllGlobals());

  const groups = [
    ['resources.groups.locations', ['divisions', 'districts', 'upazilas', 'countries']],
    ['resources.groups.skills', ['skills', 'occupations', 'job_sectors', 'services']],
    [
      'resources.groups.education',
      ['education_levels', 'exam_degrees', 'education_boards', 'education_groups'],
    ],
  ] as const;
  const menu = [
    { labelId: 'portals.menu.home', to: '/' },
    ...groups.flatMap(([group, names]) =>
      names.map((name) => ({ labelId: `resources.${name}.title`, to: `/${name}`, group })),
    ),
  ];
  const routes = [
    { index: true, element: <Page text="Home page content" /> },
    { path: 'districts', element: <Page text="Districts content" /> },
  ];

  it('keeps the whole menu beside the page on a wide screen; the menu button hides it, and that is remembered', async () => {
    wide();
    const view = renderPortal({
      user: makeProfile({ permissions: [] }),
      portal: { navigation: 'side', menu },
      routes,
    });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    const hide = screen.getByRole('button', { name: 'Hide the menu' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the menu' })).toHaveAttribute('aria-expanded', 'false');
    view.unmount();
    renderPortal({ user: makeProfile({ permissions: [] }), portal: { navigation: 'side', menu }, routes });
    expect(await screen.findByRole('button', { name: 'Show the menu' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('a long menu has a search and opens only the group of the current page', async () => {
    wide();
    renderPortal({
      user: makeProfile({ permissions: [] }),
      portal: { navigation: 'side', menu },
      routes,
      route: '/districts',
    });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('button', { name: 'Locations' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'Skills and interests' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(nav).queryByRole('link', { name: 'Skills' })).not.toBeInTheDocument();
    const search = within(nav).getByRole('searchbox', { name: 'Find in the menu' });
    await userEvent.type(search, 'occup');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Occupations']);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(within(nav).getByText('No menu entry matches “zzz”')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(search).toHaveValue('');
    await userEvent.click(within(nav).getByRole('button', { name: 'Skills and interests' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Skills' }));
  });

  it('a phone keeps the drawer', async () => {
    renderPortal({ user: makeProfile({ permissions: [] }), portal: { navigation: 'side', menu }, routes });
    await screen.findByRole('banner');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(drawer).getByRole('searchbox', { name: 'Find in the menu' })).toBeInTheDocument();
  });
});
