import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../test/render';
import { NamedChipList } from './named-chip-list';

const SKILLS = [
  { id: 1, title: 'ওয়েল্ডিং', title_en: 'Welding' },
  { id: 2, title: 'রান্না', title_en: null },
  { id: 3, title: 'সেলাই', title_en: 'Sewing' },
];

describe('NamedChipList', () => {
  it('names each record in the reader’s language, as a labelled list', () => {
    renderWithIntl(<NamedChipList items={SKILLS} labelId="freelance.card.skills" />);
    const list = screen.getByRole('list', { name: 'Skills' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Welding', 'রান্না', 'Sewing']);
  });

  it('shows the Bengali names to a Bengali reader, or the language it is given', () => {
    const { unmount } = renderWithIntl(<NamedChipList items={SKILLS} />, 'bn-BD');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ওয়েল্ডিং', 'রান্না', 'সেলাই']);
    unmount();
    renderWithIntl(<NamedChipList items={SKILLS} language="en" />, 'bn-BD');
    expect(screen.getByRole('list')).toHaveAttribute('lang', 'en');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Welding');
  });

  it('cuts at max with a "+N" chip read as "N more", and shows texts as given', () => {
    renderWithIntl(<NamedChipList items={['a', 'b', 'c', 'd']} max={2} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('2 more').closest('li')).toHaveTextContent('+2');
    expect(screen.getByText('+2')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws nothing for no items', () => {
    const { container } = renderWithIntl(<NamedChipList items={[]} labelId="freelance.card.skills" />);
    expect(container).toBeEmptyDOMElement();
  });
});
