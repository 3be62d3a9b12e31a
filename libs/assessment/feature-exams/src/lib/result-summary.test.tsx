import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { AttemptResult } from '@platform/contract';
import { makeProfile, renderWithPlatform, setupMswServer } from '@platform/testing';
import { ResultSummary } from '@platform/exams-ui';

setupMswServer();

const failed: AttemptResult = {
  attempt_id: 1,
  kind: 'aptitude',
  title: 'অ্যাপটিটিউড টেস্ট',
  title_en: 'Aptitude test',
  submitted_at: '2026-11-25T10:00:00.000Z',
  closed_by: 'youth',
  total_marks: 6,
  pass_marks: 3,
  obtained_marks: 2,
  passed: false,
  marking: 'complete',
  answered: 4,
  questions: 6,
  areas: [{ assessment_area: 1, obtained_marks: 2, total_marks: 2 }],
};

it('says the spec’s verification message when the aptitude test is failed, and the marks by area', async () => {
  renderWithPlatform(<ResultSummary result={failed} failMessageId="assessments.failed_verification" />, {
    user: makeProfile({ user_type_code: 3 }),
  });
  expect(
    await screen.findByText('Sorry! You could not pass the verification assessment'),
  ).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Result by assessment area' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Problem solving' })).toBeInTheDocument();
});
