import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePrefetchOnFirstInput } from './prefetch';

function Prefetcher({ load }: { load: () => Promise<unknown> }) {
  usePrefetchOnFirstInput(load);
  return <button type="button">Go</button>;
}

describe('usePrefetchOnFirstInput', () => {
  it('loads nothing while the page is only read, then once at the first touch or key', () => {
    const load = vi.fn(() => Promise.resolve());
    const { getByRole } = render(<Prefetcher load={load} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.keyDown(getByRole('button'), { key: 'Tab' });
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(getByRole('button'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the component leaves', () => {
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = render(<Prefetcher load={load} />);
    unmount();
    fireEvent.pointerDown(document.body);
    expect(load).not.toHaveBeenCalled();
  });
});
