import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { asYouthInAssessment, setupPlatformTests } from '@platform/testing';
import { HomePage } from './home-page';

const open = setupPlatformTests(<HomePage />);

it('shows the signed-in user what the assessment portal is for', async () => {
  open(asYouthInAssessment({ full_name_en: 'Farhana Islam' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Farhana Islam' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/The assessment portal is where you take aptitude tests/)).toBeInTheDocument();
});
