import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { vi } from 'vitest';
import type { ListColumn, ServerListResult } from '../lib/server-list';

/* The rows of the list tests (ServerList, ServerListPage): users with a name, drawn in one column. */

export interface User {
  id: number;
  name: string;
}

/** A loaded page of `rows`; the total is theirs unless told. */
export const loaded = (rows: User[], total = rows.length): ServerListResult<User> => ({
  data: { data: rows, meta: { total } },
  isLoading: false,
  isValidating: false,
  mutate: vi.fn(),
});

/** The one column of the list tests: the user's name. */
export const nameColumn: ListColumn[] = [{ key: 'name', labelId: 'users.list.col.name' }];

/** A user's row under `nameColumn`. */
export const nameRow = (user: User) => (
  <TableRow>
    <TableCell>{user.name}</TableCell>
  </TableRow>
);
