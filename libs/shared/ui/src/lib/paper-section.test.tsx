import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaperSection } from './paper-section';

describe('PaperSection', () => {
  it('is a region named by its h2 heading, the content under it', () => {
    render(
      <PaperSection title="Add a document">
        <p>the form</p>
      </PaperSection>,
    );
    const region = screen.getByRole('region', { name: 'Add a document' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Add a document' })).toBeInTheDocument();
    expect(within(region).getByText('the form')).toBeInTheDocument();
  });

  it('takes a heading level and puts the actions beside the heading', () => {
    render(
      <PaperSection
        title="Interview"
        headingLevel="h3"
        headingVariant="subtitle1"
        actions={<button type="button">All</button>}
      >
        <p>when</p>
      </PaperSection>,
    );
    const region = screen.getByRole('region', { name: 'Interview' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Interview' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'All' })).toBeInTheDocument();
  });
});
