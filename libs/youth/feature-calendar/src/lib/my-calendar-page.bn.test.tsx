import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { calendarEndpoints as E } from '@platform/contract';
import { handlerFor, makeProfile, renderWithPlatform, server, setupMswServer } from '@platform/testing';
import { calendarRoutes } from './route-table';

setupMswServer();

it('writes the month, the weekdays and the day numbers in Bengali, with Bengali digits', async () => {
  server.use(handlerFor(E.youthCalendar, () => []));
  renderWithPlatform(calendarRoutes, {
    route: '/my-calendar?month=2031-03',
    user: makeProfile(),
    locale: 'bn-BD',
  });
  const table = await screen.findByRole('table', { name: /মার্চ ২০৩১/ });
  expect(within(table).getByText('১৫')).toBeInTheDocument();
  expect(within(table).queryByText('15')).toBeNull();
});
