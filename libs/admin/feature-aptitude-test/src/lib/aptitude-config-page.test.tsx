import { expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { type AptitudeTestConfig, endpoints } from '@platform/contract';
import { asAdmin, handlerFor, server, setupPlatformTests } from '@platform/testing';
import { aptitudeRoutes } from './aptitude-routes';

const open = setupPlatformTests(aptitudeRoutes);

const config: AptitudeTestConfig = {
  bank_id: 4,
  duration_minutes: 20,
  pass_percentage: 50,
  areas: [
    { assessment_area: 1, question_count: 2 },
    { assessment_area: 2, question_count: 2 },
  ],
  available: [
    { assessment_area: 1, question_count: 4 },
    { assessment_area: 2, question_count: 4 },
    { assessment_area: 3, question_count: 4 },
  ],
  updated_at: '2026-11-25T10:00:00.000Z',
};

it('configures the questions per area, duration and pass mark, and leads to the aptitude bank', async () => {
  let saved: unknown = null;
  server.use(
    handlerFor(endpoints.aptitudeTestConfiguration, () => config),
    handlerFor(endpoints.updateAptitudeTestConfiguration, ({ body }) => {
      saved = body;
      return config;
    }),
  );
  const { userEvent } = open('/aptitude-test', asAdmin(['manage_aptitude_test']));
  expect(await screen.findByRole('heading', { name: 'Aptitude test' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Aptitude questions' })).toHaveAttribute(
    'href',
    '/job-questions-bank?bank_id=4',
  );
  const communication = screen.getByRole('spinbutton', {
    name: /Communication skill: questions \(4 ready\)/,
  });
  await userEvent.clear(communication);
  await userEvent.type(communication, '3');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(saved).toEqual({
      duration_minutes: 20,
      pass_percentage: 50,
      areas: [
        { assessment_area: 1, question_count: 2 },
        { assessment_area: 2, question_count: 2 },
        { assessment_area: 3, question_count: 3 },
      ],
    }),
  );
});
