import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/render';
import { RecordLoader, type RecordResult, RecordRoute } from './record-loader';

interface Head {
  title: string;
}

const failed = (status: number): RecordResult<Head> => ({ error: { status }, mutate: vi.fn() });

function renderHead(
  result: RecordResult<Head>,
  extra: { valid?: boolean; retry?: boolean; notFoundTitleId?: string; titleId?: string } = {},
) {
  return renderWithIntl(
    <RecordLoader
      result={result}
      loadErrorId="resources.messages.load_error"
      notFoundId="resources.messages.not_found"
      forbiddenId="errors.forbidden"
      {...extra}
    >
      {(head) => <h1>{head.title}</h1>}
    </RecordLoader>,
  );
}

describe('RecordLoader', () => {
  it('shows a named spinner while the record loads, then the page with the record', () => {
    const { rerender } = renderHead({ mutate: vi.fn() });
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    rerender(
      <RecordLoader result={{ data: { title: 'Job alert' }, mutate: vi.fn() }} loadErrorId="x">
        {(head) => <h1>{head.title}</h1>}
      </RecordLoader>,
    );
    expect(screen.getByRole('heading', { name: 'Job alert' })).toBeInTheDocument();
  });

  it('offers a retry after a failure worth asking again', async () => {
    const result = failed(500);
    renderHead(result);
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(result.mutate).toHaveBeenCalledOnce();
  });

  it.each([
    [404, 'This record does not exist.'],
    [403, 'You do not have permission to do this'],
  ])('says a record answered %i is so, without a retry', (status, message) => {
    renderHead(failed(status));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('treats an address without a valid id as not found, and asks nothing again', () => {
    const result: RecordResult<Head> = { mutate: vi.fn() };
    renderHead(result, { valid: false });
    expect(screen.getByRole('alert')).toHaveTextContent('This record does not exist.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('on a public page, says a missing record as a page: its h1 and the note, no retry', () => {
    renderHead(failed(404), { notFoundTitleId: 'youth_jobs.detail.title' });
    expect(screen.getByRole('heading', { level: 1, name: 'Job details' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This record does not exist.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("with titleId, keeps the page's h1 over a failure and over a missing record, with its action", () => {
    const { rerender } = renderHead(failed(500), { titleId: 'youth_jobs.detail.title' });
    expect(screen.getByRole('heading', { level: 1, name: 'Job details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    rerender(
      <RecordLoader
        result={failed(404)}
        loadErrorId="resources.messages.load_error"
        notFoundId="resources.messages.not_found"
        titleId="youth_jobs.detail.title"
        notFoundAction={<a href="/jobs">All jobs</a>}
      >
        {(head) => head.title}
      </RecordLoader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Job details' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This record does not exist. All jobs');
    expect(screen.getByRole('link', { name: 'All jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('keeps a record it has read when a later read fails, and spins while a retry runs', () => {
    const { rerender } = renderHead({
      data: { title: 'Job alert' },
      error: { status: 500 },
      mutate: vi.fn(),
    });
    expect(screen.getByRole('heading', { name: 'Job alert' })).toBeInTheDocument();
    rerender(
      <RecordLoader result={{ error: { status: 500 }, isLoading: true, mutate: vi.fn() }} loadErrorId="x">
        {(head: Head) => head.title}
      </RecordLoader>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without a not-found message, a 404 is the load error; retry={false} drops the button', () => {
    renderWithIntl(
      <RecordLoader result={failed(404)} loadErrorId="resources.messages.load_error" retry={false}>
        {(head: Head) => head.title}
      </RecordLoader>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('RecordRoute', () => {
  it('reads the record of the address and hands the page a reload; no id reads nothing', async () => {
    const mutate = vi.fn();
    const useRecord = vi.fn((id: number | null) =>
      id ? { data: { title: `Head ${id}` }, mutate } : { mutate },
    );
    const { rerender } = renderWithIntl(
      <RecordRoute id={7} useRecord={useRecord} loadErrorId="resources.messages.load_error">
        {(head, reload) => (
          <button type="button" onClick={reload}>
            {head.title}
          </button>
        )}
      </RecordRoute>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Head 7' }));
    expect(mutate).toHaveBeenCalledTimes(1);
    rerender(
      <RecordRoute id={null} useRecord={useRecord} loadErrorId="resources.messages.load_error">
        {(head) => <h1>{head.title}</h1>}
      </RecordRoute>,
    );
    expect(useRecord).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
  });
});
