import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { bnBD } from '@mui/x-data-grid/locales';
import LinearProgress, { type LinearProgressProps } from '@mui/material/LinearProgress';
import { useMemo, type ReactElement } from 'react';
import type { FieldDef, ResourceDef, ResourceRecord } from '@platform/resources';

/** One action of a row (show, edit, delete, restore): its icon and its accessible, translated label. */
export interface RowAction {
  key: string;
  label: string;
  icon: ReactElement;
  onClick: () => void;
}

export interface ResourceGridProps {
  def: ResourceDef;
  /** Accessible name of the grid (the resource's name). */
  label: string;
  /** Translated column titles. */
  headerOf: (field: FieldDef) => string;
  actionsHeader: string;
  /** What a cell shows (enum and reference labels, localised numbers and dates). */
  display: (field: FieldDef, record: ResourceRecord) => string;
  actions: (record: ResourceRecord) => RowAction[];
  rows: ResourceRecord[];
  rowCount: number;
  loading: boolean;
  /** Accessible name of the bar the grid shows while a page loads (axe: a progress bar has a name). */
  loadingLabel: string;
  /** 1-based, as on the wire; the page footer is the list's own (`ServerPagination`), not the grid's. */
  page: number;
  pageSize: number;
  orderBy: string | null;
  order: 'asc' | 'desc';
  onSortChange: (orderBy: string | null, order: 'asc' | 'desc') => void;
  /** Checkbox selection (bulk delete). */
  selectable: boolean;
  selection: readonly number[];
  onSelectionChange: (ids: number[]) => void;
  locale: 'en-US' | 'bn-BD';
}

const bnText = bnBD.components.MuiDataGrid.defaultProps.localeText;

/**
 * The list of a resource as an MUI X DataGrid: server paging and sorting, column visibility, row actions and
 * checkbox selection. Its own lazy chunk (with the grid's Bengali texts), never in a portal's initial JavaScript.
 */
export default function ResourceGrid(props: ResourceGridProps) {
  const { def, headerOf, display, actions, actionsHeader, rows, selection, onSelectionChange } = props;

  const columns = useMemo<GridColDef<ResourceRecord>[]>(
    () => [
      ...def.fields
        .filter((f) => f.list)
        .map<GridColDef<ResourceRecord>>((field) => ({
          field: field.name,
          headerName: headerOf(field),
          sortable: Boolean(field.sort),
          filterable: false,
          flex:
            field.kind === 'text' || field.kind === 'multiline' || field.kind === 'reference' ? 1 : undefined,
          minWidth: field.kind === 'text' || field.kind === 'reference' ? 160 : 110,
          align: field.kind === 'number' ? 'right' : 'left',
          headerAlign: field.kind === 'number' ? 'right' : 'left',
          valueGetter: (_value, row) => display(field, row),
        })),
      {
        field: '__actions',
        type: 'actions',
        headerName: actionsHeader,
        minWidth: 150,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            {actions(params.row).map((action) => (
              <GridActionsCellItem
                key={action.key}
                icon={action.icon}
                label={action.label}
                onClick={action.onClick}
              />
            ))}
          </GridActionsCell>
        ),
      },
    ],
    [def, headerOf, display, actions, actionsHeader],
  );

  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selection) }),
    [selection],
  );
  // Both models keep their identity while they say the same: the grid treats a new sort model as a new sort and
  // goes back to the first page (issue 12 defect 2: "next page" loaded page 2, then page 1 again).
  const { page, pageSize, orderBy, order, loadingLabel } = props;
  // the grid draws its loading bar with no props: a slot of our own gives it its name, and the same bar whether the
  // grid holds rows or not (the default skeleton overlay leaves the grid role with no rows inside it)
  const loadingSlots = useMemo(
    () => ({
      baseLinearProgress: (p: LinearProgressProps) => <LinearProgress aria-label={loadingLabel} {...p} />,
    }),
    [loadingLabel],
  );
  const paginationModel = useMemo<GridPaginationModel>(
    () => ({ page: page - 1, pageSize }),
    [page, pageSize],
  );
  const sortModel = useMemo<GridSortModel>(
    () => (orderBy ? [{ field: orderBy, sort: order }] : []),
    [orderBy, order],
  );

  return (
    <DataGrid<ResourceRecord>
      aria-label={props.label}
      rows={rows}
      columns={columns}
      getRowId={(row) => row.id}
      rowCount={props.rowCount}
      loading={props.loading}
      localeText={props.locale === 'bn-BD' ? bnText : undefined}
      autoHeight
      // every row of a page (at most 100) is in the DOM: screen readers and find-in-page see them all
      disableVirtualization
      showToolbar
      slots={loadingSlots}
      slotProps={{
        loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' },
        toolbar: {
          showQuickFilter: false,
          csvOptions: { disableToolbarButton: true },
          printOptions: { disableToolbarButton: true },
        },
      }}
      disableColumnFilter
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      // the rows are one server page; the page footer below the grid is the one every list has
      hideFooter
      pageSizeOptions={[pageSize]}
      paginationModel={paginationModel}
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const first = model[0];
        props.onSortChange(first?.sort ? first.field : null, first?.sort === 'desc' ? 'desc' : 'asc');
      }}
      checkboxSelection={props.selectable}
      disableRowSelectionOnClick
      rowSelectionModel={selectionModel}
      onRowSelectionModelChange={(model) => {
        const ids =
          model.type === 'include'
            ? [...model.ids].map(Number)
            : rows.map((r) => r.id).filter((id) => !model.ids.has(id));
        onSelectionChange(ids);
      }}
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
