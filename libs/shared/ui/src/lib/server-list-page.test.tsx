import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/render';
import { loaded, nameColumn, nameRow, type User } from '../test/users';
import { ListFilters } from './list-filter-choices';
import { ServerListPage } from './server-list-page';

const result = loaded([{ id: 1, name: 'Rahima' }]);

describe('ServerListPage', () => {
  it('draws the title, its actions, the named filter bar (search and filters), the list and its dialogs', async () => {
    const search = { value: '', onChange: vi.fn(), onSubmit: vi.fn() };
    const list = { search, state: { row_status: 'inactive' }, setText: vi.fn(), setTexts: vi.fn() };
    renderWithIntl(
      <ServerListPage<User>
        result={result}
        labelPrefix="users.list"
        actions={<button type="button">Add</button>}
        intro={<p>Tested</p>}
        filterBar={{
          list,
          selects: [{ name: 'row_status', values: ['active', 'inactive'], optionPrefix: 'enums.row_status' }],
          fields: <select aria-label="District" />,
        }}
        columns={nameColumn}
        renderRow={nameRow}
      >
        <div role="dialog" aria-label="Delete" />
      </ServerListPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getByText('Tested')).toBeInTheDocument();
    const bar = screen.getByRole('group', { name: 'Filters' });
    const box = within(bar).getByRole('searchbox', { name: 'Search by name, username, e-mail or mobile' });
    const status = within(bar).getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('inactive');
    await userEvent.selectOptions(status, 'All');
    expect(list.setText).toHaveBeenCalledWith('row_status', '');
    expect(within(bar).getByRole('combobox', { name: 'District' })).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Search' }));
    expect(search.onSubmit).toHaveBeenCalledOnce();
    expect(box).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Users' })).getByText('Rahima')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete' })).toBeInTheDocument();
  });

  it('takes a filter bar of another shape as it is, and a title of its own', () => {
    renderWithIntl(
      <ServerListPage<User>
        result={result}
        labelPrefix="users.list"
        titleId="pages.notification_logs.title"
        filters={<p>Own filters</p>}
        columns={nameColumn}
        renderRow={nameRow}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(/^Users$/);
    expect(screen.getByText('Own filters')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('draws a bar without a search box when told, and no bar when nothing is left to draw', () => {
    const list = {
      search: { value: '', onChange: vi.fn(), onSubmit: vi.fn() },
      state: {},
      setText: vi.fn(),
      setTexts: vi.fn(),
    };
    const page = (selects: { name: string; values: string[]; optionPrefix: string }[]) => (
      <ServerListPage<User>
        result={result}
        labelPrefix="users.list"
        filterBar={{ list, search: false, selects, lookups: [false] }}
        columns={nameColumn}
        renderRow={nameRow}
      />
    );
    const { rerender } = renderWithIntl(
      page([{ name: 'row_status', values: ['active', 'inactive'], optionPrefix: 'enums.row_status' }]),
    );
    const bar = screen.getByRole('group', { name: 'Filters' });
    expect(within(bar).queryByRole('searchbox')).not.toBeInTheDocument();
    expect(within(bar).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    rerender(page([]));
    expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('draws the add button: a link to the create page, or a button opening a dialog, or none', async () => {
    const page = (create: Parameters<typeof ServerListPage<User>>[0]['create'], actions?: ReactElement) => (
      <MemoryRouter>
        <ServerListPage<User>
          result={result}
          labelPrefix="users.list"
          create={create}
          actions={actions}
          columns={nameColumn}
          renderRow={nameRow}
        />
      </MemoryRouter>
    );
    const { rerender } = renderWithIntl(
      page({ to: '/users/create', labelId: 'users.create.open' }, <button type="button">Export</button>),
    );
    expect(screen.getByRole('link', { name: 'Create user' })).toHaveAttribute('href', '/users/create');
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    const open = vi.fn();
    rerender(page({ onClick: open, labelId: 'users.create.open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(open).toHaveBeenCalledOnce();
    rerender(page(false));
    expect(screen.queryByRole('button', { name: 'Create user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create user' })).not.toBeInTheDocument();
  });

  it('labels a lookup and a date range by the prefix, and shows the refusal of a day on its field', () => {
    const list = {
      search: { value: '', onChange: vi.fn(), onSubmit: vi.fn() },
      state: { issued_from: '2026-11-30', issued_to: '' },
      setText: vi.fn(),
      setTexts: vi.fn(),
    };
    const lookup = {
      options: [],
      recordOf: () => undefined,
      loading: false,
      waiting: false,
      serverSearch: false,
      open: false,
      onOpen: vi.fn(),
      onClose: vi.fn(),
      onInput: vi.fn(),
      remember: vi.fn(),
      parentValue: undefined,
    };
    renderWithIntl(
      <ServerListPage<User>
        result={{
          ...result,
          data: undefined,
          error: { fieldErrors: { issued_to: ['validation.required'] } },
        }}
        labelPrefix="issued_certificates"
        filterBar={{
          list,
          search: false,
          lookups: [{ name: 'course_id', lookup }],
          dateRange: { from: 'issued_from', to: 'issued_to' },
        }}
        columns={[{ key: 'name', labelId: 'users.list.col.name' }]}
        renderRow={() => null}
      />,
    );
    const bar = screen.getByRole('group', { name: 'Filter certificates' });
    expect(within(bar).getByRole('combobox', { name: 'Course' })).toBeInTheDocument();
    expect(within(bar).getByLabelText('Issued from')).toHaveValue('2026-11-30');
    expect(within(bar).getByLabelText('Issued from')).not.toBeInvalid();
    expect(within(bar).getByLabelText('Issued until')).toBeInvalid();
    expect(within(bar).getByText('This field is required')).toBeInTheDocument();
  });

  it('stands alone as ListFilters: selects of records read beside the list, labels another screen shares', async () => {
    const list = {
      search: { value: '', onChange: vi.fn(), onSubmit: vi.fn() },
      state: { batch_id: 2 },
      setText: vi.fn(),
      setTexts: vi.fn(),
    };
    renderWithIntl(
      <ListFilters
        prefix="users.list"
        list={list}
        allLabelId="users.list.filter.all"
        selects={[
          {
            name: 'batch_id',
            labelId: 'users.list.filter.user_type_code',
            options: [
              { value: 1, label: 'Morning' },
              { value: 2, label: 'Evening' },
            ],
          },
        ]}
      />,
    );
    const bar = screen.getByRole('group', { name: 'Filters' });
    expect(within(bar).getByRole('searchbox')).toBeInTheDocument();
    const batch = within(bar).getByRole('combobox', { name: 'User type' });
    expect(batch).toHaveValue('2');
    await userEvent.selectOptions(batch, 'Morning');
    expect(list.setText).toHaveBeenCalledWith('batch_id', '1');
  });
});
