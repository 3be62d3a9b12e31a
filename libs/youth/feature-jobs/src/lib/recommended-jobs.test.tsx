import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  jobAlertEndpoints,
  jobEndpoints,
  type RecommendedJob,
  youthProfileEndpoints,
} from '@platform/contract';
import { asYouth, handlerFor, listHandlerFor, makePublicJob, server } from '@platform/testing';
import { jobsTests } from '../test/fixtures';

const openPage = jobsTests();

/* /jobs/recommended: each job's skill match, and what a youth without skills or matches is told. */

describe('/jobs/recommended', () => {
  it('shows each recommended job with its skill match and the matching skills', async () => {
    const items: RecommendedJob[] = [
      {
        job: makePublicJob(1, 'Quality Inspector'),
        match_score: 100,
        matched_skills: [{ id: 4, title: 'দর্জির কাজ', title_en: 'Tailoring' }],
      },
      {
        job: makePublicJob(2, 'IT Support Technician'),
        match_score: 50,
        matched_skills: [{ id: 5, title: 'কম্পিউটার', title_en: 'Computer literacy' }],
      },
    ];
    server.use(
      listHandlerFor(jobAlertEndpoints.recommendedJobs, () => ({ data: items })),
      listHandlerFor(jobEndpoints.appliedJobs, () => ({ data: [] })),
    );
    openPage('/jobs/recommended', asYouth());
    expect(await screen.findByRole('heading', { level: 1, name: 'Recommended jobs' })).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Recommended jobs, best match first' }));
    const cards = list.getAllByRole('listitem');
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Quality Inspector' })).toHaveAttribute(
      'href',
      '/jobs/1',
    );
    expect(within(cards[0] as HTMLElement).getByText('Skill match: 100%')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Skill match: 50%')).toBeInTheDocument();
    expect(
      within(cards[1] as HTMLElement).getByText('Your matching skills: Computer literacy'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get told about new jobs: set a job alert' })).toHaveAttribute(
      'href',
      '/job-alert-settings',
    );
  });

  /** The profile's completion as the gateway counts it: with or without skills. */
  const completion = (skills: boolean) => ({
    percentage: skills ? 45 : 30,
    parts: [
      { part: 'educations' as const, weight: 15, complete: true },
      { part: 'basic_skills' as const, weight: 5, complete: skills },
      { part: 'specialized_skills' as const, weight: 10, complete: skills },
    ],
  });

  it('tells a youth without skills to add them (and only then)', async () => {
    server.use(
      listHandlerFor(jobAlertEndpoints.recommendedJobs, () => ({ data: [] })),
      handlerFor(youthProfileEndpoints.youthProfileCompletion, () => completion(false)),
    );
    openPage('/jobs/recommended', asYouth());
    expect(await screen.findByText(/it has none yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add skills to my profile' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
  });

  it('tells a youth with skills that no open job asks for them now, not to “Add skills” (issue 12, defect 15)', async () => {
    server.use(
      listHandlerFor(jobAlertEndpoints.recommendedJobs, () => ({ data: [] })),
      handlerFor(youthProfileEndpoints.youthProfileCompletion, () => completion(true)),
    );
    openPage('/jobs/recommended', asYouth());
    expect(await screen.findByText(/No open job asks for your skills right now/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add skills to my profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.getByRole('link', { name: 'Set a job alert' })).toHaveAttribute(
      'href',
      '/job-alert-settings',
    );
  });
});
