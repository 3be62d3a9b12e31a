import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { calendarEndpoints as E } from '@platform/contract';
import { asYouth, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { calendarRoutes } from './route-table';

const open = setupPlatformTests(calendarRoutes, asYouth());

it('writes the month, the weekdays and the day numbers in Bengali, with Bengali digits', async () => {
  server.use(handlerFor(E.youthCalendar, () => []));
  open('/my-calendar?month=2031-03', { locale: 'bn-BD' });
  const table = await screen.findByRole('table', { name: /মার্চ ২০৩১/ });
  expect(within(table).getByText('১৫')).toBeInTheDocument();
  expect(within(table).queryByText('15')).toBeNull();
});
