import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@platform/contract';
import {
  collectionPath,
  endpointKey,
  keyMatchesPrefix,
  swrConfig,
  useEndpoint,
  useEndpointList,
  useEndpointMutation,
} from './swr';
import { BASE, setupTestServer, wrapper } from '../test/client';

const server = setupTestServer();

const envelope = <T,>(data: T, meta?: object) =>
  HttpResponse.json({
    data,
    status: { success: true, code: 200, message: 'common.ok' },
    ...(meta ? { meta } : {}),
  });

describe('keys', () => {
  it('endpointKey is [method, path, params, query]', () => {
    expect(endpointKey(endpoints.markNotificationRead, { params: { id: 3 } })).toEqual([
      'PUT',
      '/protected/notifications/:id/read',
      { id: 3 },
      null,
    ]);
    expect(endpointKey(endpoints.myNotifications, { query: { page: 2 } })).toEqual([
      'GET',
      '/protected/notifications',
      null,
      { page: 2 },
    ]);
  });
  it('matches by path prefix on segment boundaries', () => {
    expect(collectionPath('/protected/notifications/:id/read')).toBe('/protected/notifications');
    expect(
      keyMatchesPrefix(['GET', '/protected/notifications', null, null], '/protected/notifications'),
    ).toBe(true);
    expect(
      keyMatchesPrefix(['GET', '/protected/notifications/:id', null, null], '/protected/notifications'),
    ).toBe(true);
    expect(
      keyMatchesPrefix(['GET', '/protected/notifications-archive', null, null], '/protected/notifications'),
    ).toBe(false);
    expect(keyMatchesPrefix('plain-string-key', '/protected')).toBe(false);
  });
  it('swrConfig follows spec §9', () => {
    expect(swrConfig).toMatchObject({
      revalidateIfStale: true,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    });
  });
});

describe('hooks', () => {
  it('useEndpoint waits while args are null, then shows the data', async () => {
    server.use(
      http.get(`${BASE}/public/maintenance-mode-status`, () => envelope({ maintenance_mode_status: true })),
    );
    function Probe({ ready }: { ready: boolean }) {
      const { data } = useEndpoint(endpoints.maintenanceModeStatus, ready ? {} : null);
      return <p>{data ? `status ${String(data.maintenance_mode_status)}` : 'waiting'}</p>;
    }
    const { rerender } = render(<Probe ready={false} />, { wrapper });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    rerender(<Probe ready />);
    expect(await screen.findByText('status true')).toBeInTheDocument();
  });

  it('useEndpointList returns data and meta; a mutation revalidates the collection', async () => {
    let read = false;
    server.use(
      http.get(`${BASE}/protected/notifications`, () =>
        envelope([{ id: 1, read_at: read ? 'now' : null }], {
          current_page: 1,
          page_size: 10,
          total: 1,
          total_page: 1,
        }),
      ),
      http.put(`${BASE}/protected/notifications/:id/read`, () => {
        read = true;
        return envelope({ id: 1, read_at: 'now' });
      }),
    );
    const { result } = renderHook(
      () => ({
        list: useEndpointList(endpoints.myNotifications, { query: { page: 1 } }),
        mark: useEndpointMutation(endpoints.markNotificationRead),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.meta.total).toBe(1));
    expect(result.current.list.data?.data[0]?.read_at).toBeNull();
    await act(async () => {
      await result.current.mark.trigger({ params: { id: 1 } });
    });
    await waitFor(() => expect(result.current.list.data?.data[0]?.read_at).toBe('now'));
    expect(result.current.mark.isMutating).toBe(false);
  });

  it('a failed mutation rejects with ApiError and exposes it as error', async () => {
    server.use(
      http.put(`${BASE}/private/app-settings`, () =>
        HttpResponse.json(
          {
            status: { success: false, code: 422, message: 'errors.validation' },
            errors: { site_name: ['validation.required'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { result } = renderHook(() => useEndpointMutation(endpoints.updateAppSettings), { wrapper });
    await act(async () => {
      await expect(
        result.current.trigger({ body: { maintenance_mode_status: false } }),
      ).rejects.toMatchObject({
        fieldErrors: { site_name: ['validation.required'] },
      });
    });
    expect(result.current.error?.message).toBe('errors.validation');
  });
});
