import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../test/render';
import { lazyView } from './lazy-view';

describe('lazyView', () => {
  it('shows the loading spinner until the part has loaded, then the part with its props', async () => {
    let resolve: (component: (props: { name: string }) => ReactElement) => void = () => undefined;
    const Part = lazyView<{ name: string }>(
      () =>
        new Promise((done) => {
          resolve = done;
        }),
    );
    renderWithIntl(<Part name="Lesson 1" />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(async () => resolve(({ name }) => <p>{name}</p>));
    expect(await screen.findByText('Lesson 1')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
