import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useCallback } from 'react';
import { Link, Navigate, Outlet, type RouteObject, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type BlockerFunction,
  createMemoryPortalRouter,
  createPortalRouter,
  PortalRouterView,
  usePortalBlocker,
  usePortalMatches,
  usePortalNavigation,
} from './navigation';
import { useRouteFailure } from './route-boundary';

/** A chunk that loads when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function Failure() {
  const error = useRouteFailure();
  return <p role="alert">Failed: {error instanceof Error ? error.message : String(error)}</p>;
}

function Status() {
  const navigation = usePortalNavigation();
  const matches = usePortalMatches();
  const location = useLocation();
  const title = matches
    .map((match) => (match.route.handle as { titleId?: string } | undefined)?.titleId)
    .at(-1);
  return (
    <output aria-label="status">
      {navigation.state} {location.pathname}
      {location.search}
      {location.hash} {title ?? '-'}
    </output>
  );
}

function Guard({ when }: { when: () => boolean }) {
  const block = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && when(),
    [when],
  );
  const blocker = usePortalBlocker(block);
  if (!blocker.blocked) return null;
  return (
    <div role="dialog">
      <button type="button" onClick={blocker.proceed}>
        Leave
      </button>
      <button type="button" onClick={blocker.reset}>
        Stay
      </button>
    </div>
  );
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function tree(children: RouteObject[], guarded: () => boolean = () => false): RouteObject[] {
  return [
    {
      element: (
        <>
          <Status />
          <Guard when={guarded} />
          <Outlet />
        </>
      ),
      errorElement: <Failure />,
      hydrateFallbackElement: <p>Starting</p>,
      children: [{ errorElement: <Failure />, children }],
    },
  ];
}

const status = () => screen.getByRole('status', { name: 'status' });

describe('the portal router', () => {
  it('shows a lazy page once its code is in, keeping the page shown so far and saying it loads', async () => {
    const chunk = deferred<{ Component: () => ReactElement; handle: { titleId: string } }>();
    const lazy = vi.fn(() => chunk.promise);
    const router = createMemoryPortalRouter(
      tree([
        { index: true, element: <Link to="jobs/4?tab=2">To a job</Link>, handle: { titleId: 'home' } },
        { path: 'jobs/:id', lazy },
      ]),
    );
    render(<PortalRouterView router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'To a job' }));
    expect(status()).toHaveTextContent('loading / home');
    expect(screen.getByRole('link', { name: 'To a job' })).toBeInTheDocument();
    await act(async () => chunk.resolve({ Component: () => <h1>A job</h1>, handle: { titleId: 'job' } }));
    expect(await screen.findByRole('heading', { name: 'A job' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('idle /jobs/4?tab=2 job');
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/jobs/5'));
    expect(screen.getByRole('heading', { name: 'A job' })).toBeInTheDocument();
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('draws the root’s fallback until the first page’s code is in', async () => {
    const chunk = deferred<{ element: ReactElement }>();
    const router = createMemoryPortalRouter(tree([{ path: 'jobs', lazy: () => chunk.promise }]), {
      initialEntries: ['/jobs'],
    });
    render(<PortalRouterView router={router} />);
    expect(screen.getByText('Starting')).toBeInTheDocument();
    await act(async () => chunk.resolve({ element: <h1>Jobs</h1> }));
    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
  });

  it('adds a route group’s routes before matching, and loads its table once', async () => {
    const table = deferred<RouteObject[]>();
    const load = vi.fn(() => table.promise);
    let patched = false;
    const router = createMemoryPortalRouter(
      [{ id: 'pages', children: [{ path: '*', element: <p>Not found</p> }] }],
      {
        initialEntries: ['/locker/3'],
        patchRoutesOnNavigation: ({ path, patch }) => {
          if (patched || !path.startsWith('/locker')) return undefined;
          return load().then((routes) => {
            patched = true;
            patch('pages', routes);
          });
        },
      },
    );
    render(<PortalRouterView router={router} />);
    await act(async () => table.resolve([{ path: 'locker/:id', element: <p>A document</p> }]));
    expect(await screen.findByText('A document')).toBeInTheDocument();
    await act(() => router.navigate('/elsewhere'));
    expect(screen.getByText('Not found')).toBeInTheDocument();
    await act(() => router.navigate('/locker/4'));
    expect(screen.getByText('A document')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the route’s error element for a page that throws and for code that did not load', async () => {
    const Throws = () => {
      throw new Error('drawing failed');
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryPortalRouter(
      tree([
        { index: true, element: <p>Home</p> },
        { path: 'broken', element: <Throws /> },
        { path: 'offline', lazy: () => Promise.reject(new Error('chunk failed')) },
      ]),
    );
    render(<PortalRouterView router={router} />);
    await act(() => router.navigate('/broken'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed: drawing failed');
    // inside the layout: the route above the page keeps drawing
    expect(status()).toHaveTextContent('idle /broken');
    await act(() => router.navigate('/offline'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed: chunk failed');
    await act(() => router.navigate('/'));
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });

  it('holds a move to another page (link and back) while the blocker says so; a query change passes', async () => {
    let dirty = true;
    const router = createMemoryPortalRouter(
      tree(
        [
          { path: 'a', element: <Link to="/b">To b</Link> },
          {
            path: 'b',
            element: (
              <>
                <Link to="?step=2">Step 2</Link>
                <Link to="/c">To c</Link>
                <Back />
              </>
            ),
          },
          { path: 'c', element: <p>Page c</p> },
        ],
        () => dirty,
      ),
      { initialEntries: ['/a', '/b'] },
    );
    render(<PortalRouterView router={router} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Step 2' }));
    expect(status()).toHaveTextContent('/b?step=2');
    await user.click(screen.getByRole('link', { name: 'To c' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(status()).toHaveTextContent('/b?step=2');
    // back to the same page (its query) passes; back to another page is held, the history staying where it was
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(status()).toHaveTextContent('idle /b -');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(status()).toHaveTextContent('idle /b -');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('link', { name: 'To b' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/a');
    // forward again: no longer held once the form has nothing to lose
    dirty = false;
    await act(() => router.navigate(1));
    expect(status()).toHaveTextContent('idle /b -');
  });

  it('replaces with <Navigate>, keeps state, and resolves relative links', async () => {
    const State = () => <p>State: {String((useLocation().state as { from?: string } | null)?.from)}</p>;
    const router = createMemoryPortalRouter(
      tree([
        { path: '*', element: <p>Elsewhere</p> },
        { path: 'old', element: <Navigate to="/jobs/1" replace state={{ from: 'old' }} /> },
        {
          path: 'jobs/:id',
          element: (
            <>
              <State />
              <Link to="../2" relative="path">
                Next
              </Link>
            </>
          ),
        },
      ]),
      { initialEntries: ['/start', '/old'] },
    );
    render(<PortalRouterView router={router} />);
    expect(await screen.findByText('State: old')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(status()).toHaveTextContent('idle /jobs/2');
    await act(() => router.navigate(-1));
    expect(status()).toHaveTextContent('/jobs/1');
    await act(() => router.navigate(-1));
    // /old was replaced
    expect(status()).toHaveTextContent('/start');
  });
});

describe('the portal router over the browser’s history', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('writes its entries with their index and undoes a held back move', async () => {
    window.history.replaceState(null, '', '/a');
    let dirty = false;
    const router = createPortalRouter(
      tree(
        [
          { path: 'a', element: <p>Page a</p> },
          { path: 'b', element: <p>Page b</p> },
        ],
        () => dirty,
      ),
    );
    render(<PortalRouterView router={router} />);
    expect(window.history.state).toMatchObject({ idx: 0 });
    await act(() => router.navigate('/b', { state: { from: 'a' } }));
    expect(window.location.pathname).toBe('/b');
    expect(window.history.state).toMatchObject({ idx: 1, usr: { from: 'a' } });
    dirty = true;
    act(() => window.history.back());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    // the browser went back; the router went forward again while the person decides
    await waitFor(() => expect(window.location.pathname).toBe('/b'));
    expect(screen.getByText('Page b')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Page a')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/a');
  });
});
