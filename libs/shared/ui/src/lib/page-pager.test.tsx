import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/render';
import { PagePager } from './page-pager';

const pager = (page: number, count: number, onChange = vi.fn()) => (
  <PagePager page={page} count={count} onChange={onChange} labelId="cv_bank.results.pages" />
);

describe('PagePager', () => {
  it('names the pager and each button from the catalogue and pages on', async () => {
    const onChange = vi.fn();
    renderWithIntl(pager(2, 5, onChange));
    const nav = screen.getByRole('navigation', { name: 'Pages of CVs' });
    expect(within(nav).getByRole('button', { name: 'Page 2, current page' })).toHaveAttribute('aria-current');
    await userEvent.click(within(nav).getByRole('button', { name: 'Go to the next page' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('draws nothing for a single page', () => {
    renderWithIntl(pager(1, 1));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
