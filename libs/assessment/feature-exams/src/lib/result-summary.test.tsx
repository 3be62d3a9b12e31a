import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { asYouth, makeAttemptResult, renderWithPlatform, setupMswServer } from '@platform/testing';
import { ResultSummary } from '@platform/exams-ui';

setupMswServer();

const failed = makeAttemptResult({ attempt_id: 1, answered: 4 });

it('says the spec’s verification message when the aptitude test is failed, and the marks by area', async () => {
  renderWithPlatform(
    <ResultSummary result={failed} failMessageId="assessments.failed_verification" />,
    asYouth(),
  );
  expect(
    await screen.findByText('Sorry! You could not pass the verification assessment'),
  ).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Result by assessment area' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Problem solving' })).toBeInTheDocument();
});
