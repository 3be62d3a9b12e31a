import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, handlerFor, makeAdminProfile, server, stubDownload } from '@platform/testing';
import { adminWith, sampleBody, sampleRecord } from '../test/fixtures';
import { api, grid, resourceListTests, skills } from '../test/resource-list';
import { buildWorkbook } from './xlsx';

const { queries, calls, bodies, renderList } = resourceListTests();

/* The resource list's row actions (delete, trash, bulk delete, what a user may do, Bengali) and its xlsx. */

describe('row actions', () => {
  it('deletes after confirmation', async () => {
    const { userEvent: user } = renderList();
    await grid();
    await user.click(screen.getByRole('button', { name: 'Delete skills 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this record?' });
    expect(dialog).toHaveTextContent('Delete “skills 1”? It moves to the trash, where it can be restored.');
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted “skills 1”')).toBeInTheDocument();
    expect(calls).toEqual(['DELETE 1']);
  });

  it('says so when a record is in use and was not deleted', async () => {
    server.use(handlerFor(api.remove, () => errorResponse(409, 'errors.in_use')));
    const { userEvent: user } = renderList();
    await grid();
    await user.click(screen.getByRole('button', { name: 'Delete skills 2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('“skills 2” is used by other records and cannot be deleted'),
    ).toBeInTheDocument();
  });

  it('shows the trash and restores from it', async () => {
    const { userEvent: user } = renderList();
    await grid();
    await user.click(screen.getByRole('switch', { name: 'Show trash' }));
    const trash = await screen.findByRole('grid', { name: 'Deleted Skills' });
    expect(queries.at(-1)?.get('trashed')).toBe('only');
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    await user.click(await within(trash).findByRole('button', { name: 'Restore skills 7' }));
    expect(await screen.findByText('Restored “skills 7”')).toBeInTheDocument();
    expect(calls).toEqual(['RESTORE 7']);
  });

  it('deletes the selected records together', async () => {
    const { userEvent: user } = renderList();
    const list = await grid();
    const boxes = within(list).getAllByRole('checkbox', { name: 'Select row' });
    await user.click(boxes[0] as HTMLElement);
    await user.click(boxes[1] as HTMLElement);
    expect(await screen.findByText('2 records selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the selected records?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted 2 records')).toBeInTheDocument();
    expect(bodies).toEqual([{ ids: [1, 2] }]);
  });

  it('offers only what the user may do', async () => {
    renderList(makeAdminProfile(['view_any_skill']));
    const list = await grid();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import from Excel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
    expect(
      within(list).queryByRole('button', { name: /^(View|Edit|Delete) skills 1$/ }),
    ).not.toBeInTheDocument();
    expect(within(list).queryByRole('checkbox', { name: 'Select row' })).not.toBeInTheDocument();
  });

  it('draws the grid in Bengali with the Bengali labels', async () => {
    renderList(adminWith([skills]), '/skills', 'bn-BD');
    const list = await screen.findByRole('grid', { name: 'দক্ষতা তালিকা' });
    expect(await within(list).findAllByText('skills 1 বাংলা')).not.toHaveLength(0);
    expect(within(list).getByRole('columnheader', { name: 'শিরোনাম (বাংলা)' })).toBeInTheDocument();
    expect(within(list).getAllByText('বিশেষায়িত')).toHaveLength(3);
    // the grid's own controls speak Bengali too (its bnBD locale)
    expect(screen.getByRole('button', { name: 'কলাম' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^পরবর্তী পৃষ্ঠা/ })).toBeInTheDocument();
  });
});

describe('xlsx', () => {
  async function xlsxFile(rows = [sampleRecord(skills, 1), sampleRecord(skills, 2)]) {
    const buffer = await buildWorkbook(skills, rows).xlsx.writeBuffer();
    return new File([buffer], 'skills.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  }

  async function openImport() {
    const view = renderList();
    await grid();
    await view.userEvent.click(screen.getByRole('button', { name: 'Import from Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Skills from Excel' });
    return { ...view, dialog, input: within(dialog).getByLabelText('Choose .xlsx file') };
  }

  it('refuses a file that is not .xlsx before sending anything', async () => {
    server.use(
      handlerFor(api.import, () => {
        calls.push('IMPORT');
        return { created: 0 };
      }),
    );
    const { dialog, input } = await openImport();
    fireEvent.change(input, { target: { files: [new File(['a,b'], 'skills.csv', { type: 'text/csv' })] } });
    expect(await within(dialog).findByText('Invalid file type')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import from Excel' })).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it('lists the rows the gateway refused, by row and field', async () => {
    server.use(
      handlerFor(api.import, ({ body }) => {
        bodies.push(body);
        return errorResponse(422, 'errors.validation', {
          '3.skill_type': ['validation.one_of'],
          '2.title': ['validation.already_exists'],
        });
      }),
    );
    const { dialog, input, userEvent: user } = await openImport();
    fireEvent.change(input, { target: { files: [await xlsxFile()] } });
    await user.click(within(dialog).getByRole('button', { name: 'Import from Excel' }));
    const table = await within(dialog).findByRole('table', { name: 'Import errors' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Row 2', 'Title (Bangla)', 'Already exists'],
      ['Row 3', 'Skill type', 'Please select a valid option'],
    ]);
    expect(within(dialog).getByText(/nothing was imported/)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        rows: [sampleBody(skills, 1), sampleBody(skills, 2)],
      },
    ]);
  });

  it('imports every row and says how many', async () => {
    server.use(handlerFor(api.import, () => ({ created: 2 })));
    const { dialog, input, userEvent: user } = await openImport();
    fireEvent.change(input, { target: { files: [await xlsxFile()] } });
    await user.click(within(dialog).getByRole('button', { name: 'Import from Excel' }));
    expect(await screen.findByText('Imported 2 records')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('exports every row of the current filter, a full page at a time', async () => {
    const { created, clicks: click } = stubDownload();
    const { userEvent: user } = renderList(adminWith([skills]), '/skills?skill_type=2');
    await grid();
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText('Exported 3 records')).toBeInTheDocument();
    const exportQuery = queries.find((q) => q.get('page_size') === '100');
    expect(exportQuery?.get('skill_type')).toBe('2');
    expect(created).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
