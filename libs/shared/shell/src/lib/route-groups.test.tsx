import { act, render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryPortalRouter, PortalRouterView } from './navigation';
import { discoverRouteGroups } from './route-groups';
import { PORTAL_PAGES_ROUTE_ID } from './routes';
import type { RouteGroup } from './types';

function setup(initial: string) {
  const load = vi.fn(
    async (): Promise<RouteObject[]> => [
      { path: 'my-locker', element: <p>The locker</p> },
      { path: 'my-locker/:id', element: <p>One document</p> },
    ],
  );
  const group: RouteGroup = { segments: ['my-locker'], load };
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        { id: PORTAL_PAGES_ROUTE_ID, children: [{ path: 'jobs', element: <p>The jobs</p> }] },
        { path: '*', element: <p>Not found</p> },
      ],
    },
  ];
  const router = createMemoryPortalRouter(routes, {
    initialEntries: [initial],
    patchRoutesOnNavigation: discoverRouteGroups([group]).patchRoutesOnNavigation,
  });
  render(<PortalRouterView router={router} />);
  return { router, load };
}

describe('route groups', () => {
  it('serves a first visit to a group’s address once its table has loaded, not the 404', async () => {
    const { load } = setup('/my-locker/4');
    expect(await screen.findByText('One document')).toBeInTheDocument();
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('adds a group when a page of the entry leads into it, and loads its table only once', async () => {
    const { router, load } = setup('/jobs');
    expect(await screen.findByText('The jobs')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await act(() => router.navigate('/my-locker'));
    expect(await screen.findByText('The locker')).toBeInTheDocument();
    await act(() => router.navigate('/jobs'));
    await act(() => router.navigate('/my-locker/9'));
    expect(await screen.findByText('One document')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('still answers an address of no group with the 404', async () => {
    const { load } = setup('/my-lockers');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
