import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { asYouth, makeCompleteJobPost, renderWithPlatform, setupMswServer } from '@platform/testing';
import { publicJobDetail } from '@platform/validation';
import { JobDetailView } from '@platform/jobs-ui-job-detail';

setupMswServer();

const post = makeCompleteJobPost({
  company_address: 'House 12, Road 5, Dhanmondi, Dhaka',
  is_company_business_visible: true,
  company_business: 'Software for banks',
});

describe('JobDetailView (issue 12 defect 10: the youth page and the recruiter preview are one component)', () => {
  it('draws the job as the public sees it: title, company, requirements, contact and the summary', async () => {
    renderWithPlatform(<JobDetailView job={publicJobDetail(post)} />, asYouth());
    expect(await screen.findByRole('heading', { level: 1, name: 'Software Engineer' })).toBeInTheDocument();
    expect(screen.getByText('Dhaka Tech Ltd.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Requirements' })).toBeInTheDocument();
    expect(screen.getByText('House 12, Road 5, Dhanmondi, Dhaka')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(within(summary).getByText('Dhaka, Dhaka')).toBeInTheDocument();
    expect(within(summary).getByText(/40,000/)).toBeInTheDocument();
  });

  it('inside another page: the title is a second-level heading and the sections third-level', async () => {
    renderWithPlatform(
      <JobDetailView job={publicJobDetail(post)} headingLevel={2} apply={<p>apply here</p>} />,
      asYouth(),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Software Engineer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Requirements' })).toBeInTheDocument();
    expect(screen.getByText('apply here')).toBeInTheDocument();
  });

  it('on a phone the salary, deadline and place, then Apply, come right under the title (issue 12 defect 6)', async () => {
    renderWithPlatform(
      <JobDetailView job={publicJobDetail(post)} apply={<button type="button">Apply now</button>} />,
      asYouth(),
    );
    const title = await screen.findByRole('heading', { level: 1, name: 'Software Engineer' });
    // drawn for a phone only (jsdom's window is a desktop's, where the summary column beside says it)
    const glance = screen.getByRole('group', { name: 'At a glance', hidden: true });
    expect(within(glance).getByText(/40,000/)).toBeInTheDocument();
    expect(within(glance).getByText('Dhaka, Dhaka')).toBeInTheDocument();
    const apply = screen.getByRole('button', { name: 'Apply now' });
    const details = screen.getByRole('heading', { level: 2, name: 'Requirements' });
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    // the reading order of a phone: title → at a glance → Apply → the details
    expect(follows(title, glance)).toBe(true);
    expect(follows(glance, apply)).toBe(true);
    expect(follows(apply, details)).toBe(true);
  });

  it('leaves out what the recruiter hid: the company name (shown instead), the contact, the salary', async () => {
    const hidden = publicJobDetail(
      makeCompleteJobPost({
        is_company_name_visible: false,
        company_name_en: 'A software company',
        salary_display: 3,
      }),
    );
    renderWithPlatform(<JobDetailView job={hidden} />, asYouth());
    expect(await screen.findByText('A software company')).toBeInTheDocument();
    expect(screen.queryByText('Dhaka Tech Ltd.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.queryByText(/40,000/)).not.toBeInTheDocument();
  });
});
