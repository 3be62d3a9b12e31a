import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/render';
import { loaded, nameColumn, nameRow, type User } from '../test/users';
import { ListFilterBar, ListSearchField, ListSelectFilter } from './list-filters';
import { ServerList, type ServerListPaging, type ServerListResult } from './server-list';

function paging(over: Partial<ServerListPaging> = {}): ServerListPaging {
  return { page: 1, pageSize: 10, pageSizes: [10, 25], onChange: vi.fn(), ...over };
}

function renderUsers(result: ServerListResult<User>, page = paging(), locale: 'en-US' | 'bn-BD' = 'en-US') {
  return renderWithIntl(
    <ServerList<User>
      result={result}
      paging={page}
      labelPrefix="users.list"
      loadingId="users.list.loading"
      columns={[
        { key: 'name', labelId: 'users.list.col.name' },
        { key: 'actions', labelId: 'users.list.col.actions', hiddenLabel: true },
      ]}
      renderRow={(user) => (
        <TableRow>
          <TableCell>{user.name}</TableCell>
          <TableCell />
        </TableRow>
      )}
    />,
    locale,
  );
}

describe('ServerList', () => {
  it('shows a busy bar while loading and no empty message yet', () => {
    renderUsers({ isLoading: true, isValidating: true, mutate: vi.fn() });
    expect(screen.getByRole('progressbar', { name: 'Loading users' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/No users found/)).not.toBeInTheDocument();
  });

  it('says what failed and tries again', async () => {
    const user = userEvent.setup();
    const mutate = vi.fn();
    renderUsers({ error: new Error('boom'), isLoading: false, isValidating: false, mutate });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The users could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/No users found/)).not.toBeInTheDocument();
  });

  it('takes its ids from the prefix unless one is given', () => {
    renderWithIntl(
      <ServerList<User>
        result={loaded([])}
        labelPrefix="users.list"
        labelId="job_approval.title"
        columns={nameColumn}
        renderRow={nameRow}
      />,
    );
    expect(screen.getByRole('table', { name: 'Jobs awaiting approval' })).toBeInTheDocument();
    expect(screen.getByText('No users found')).toBeInTheDocument();
  });

  it('says "No {messageType} found" for an empty page, in the reader’s language', () => {
    renderUsers(loaded([]));
    expect(screen.getByText('No users found')).toBeInTheDocument();
  });

  it('draws the rows under their headers and pages on the server', async () => {
    const user = userEvent.setup();
    const page = paging({ page: 2 });
    renderUsers(
      loaded(
        Array.from({ length: 10 }, (_, i) => ({ id: i + 11, name: `User ${i + 11}` })),
        46,
      ),
      page,
    );
    const table = screen.getByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('11–20 of 46')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(page.onChange).toHaveBeenCalledWith({ page: 3, page_size: 10 });
  });

  it('draws a short list that comes whole as cards, without a pagination footer', () => {
    renderWithIntl(
      <ServerList<User>
        variant="cards"
        result={{ data: [{ id: 1, name: 'Rahim' }], isLoading: false, isValidating: false, mutate: vi.fn() }}
        labelId="users.list.title"
        loadErrorId="users.list.load_error"
        emptyTypeId="users.list.message_type"
        renderCard={(u) => <p>{u.name}</p>}
      />,
    );
    expect(within(screen.getByRole('list', { name: 'Users' })).getByRole('listitem')).toHaveTextContent(
      'Rahim',
    );
  });

  it('says how many the list holds in a live line that is there, empty, while the first page loads', () => {
    const cards = (result: ServerListResult<User>, locale: 'en-US' | 'bn-BD' = 'en-US') =>
      renderWithIntl(
        <ServerList<User>
          variant="cards"
          result={result}
          countId="learning.catalogue.results"
          labelPrefix="users.list"
          renderCard={(u) => <p>{u.name}</p>}
        />,
        locale,
      );
    const first = cards({ isLoading: true, isValidating: true, mutate: vi.fn() });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/^$/);
    first.unmount();
    const second = cards(loaded([{ id: 1, name: 'Rahim' }], 46));
    expect(screen.getByText('46 courses')).toHaveAttribute('aria-live', 'polite');
    second.unmount();
    cards(loaded([], 0), 'bn-BD');
    expect(screen.getByText('কোনো কোর্স নেই')).toBeInTheDocument();
  });
});

describe('list filters', () => {
  it('a search box applied on submit and a select whose first choice is "all"', async () => {
    const user = userEvent.setup();
    const search = { value: '', onChange: vi.fn(), onSubmit: vi.fn() };
    const onStatus = vi.fn();
    renderWithIntl(
      <ListFilterBar legendId="users.list.filters">
        <ListSearchField labelId="users.list.search" submitId="users.list.search_submit" search={search} />
        <ListSelectFilter
          labelId="users.list.filter.row_status"
          allLabelId="users.list.filter.all"
          value={undefined}
          onChange={onStatus}
          options={[{ value: 1, label: 'Active' }]}
        />
      </ListFilterBar>,
    );
    expect(screen.getByRole('group', { name: 'Filters' })).toBeInTheDocument();
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, username, e-mail or mobile' }),
      'a',
    );
    expect(search.onChange).toHaveBeenCalledWith('a');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(search.onSubmit).toHaveBeenCalled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    expect(onStatus).toHaveBeenCalledWith('1');
  });
});
