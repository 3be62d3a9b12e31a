import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '@platform/i18n/catalogue';
import { RESOURCES } from '@platform/resources';
import { errorResponse, handlerFor, listHandlerFor, makeAdminProfile, server } from '@platform/testing';
import type { AuthProfile } from '@platform/contract';
import { adminWith, lookupHandlers, sampleRecord, setupResourceTests } from '../test/fixtures';
import { endpointsOf } from './endpoints';

const { skills, upazilas, districts, divisions, education_results: results } = RESOURCES;
const open = setupResourceTests([skills, upazilas, districts, results]);

function render(
  route: string,
  user: AuthProfile = adminWith([skills, upazilas, districts, divisions, results]),
) {
  return open(route, { user });
}

let bodies: unknown[];
beforeEach(() => {
  bodies = [];
  server.use(...lookupHandlers());
});

describe('form', () => {
  it('creates a record with the schema’s values, then shows it', async () => {
    server.use(
      handlerFor(endpointsOf(skills).create, ({ body }) => {
        bodies.push(body);
        return sampleRecord(skills, 9, { title_en: 'Welding' });
      }),
    );
    const { userEvent: user } = render('/skills/create');
    expect(await screen.findByRole('heading', { name: 'Skills: new record' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /^Title \(Bangla\)/ }));
    await user.paste('ওয়েল্ডিং');
    await user.click(screen.getByRole('textbox', { name: /^Title \(English\)/ }));
    await user.paste('Welding');
    await user.click(screen.getByRole('combobox', { name: /^Skill type/ }));
    await user.click(await screen.findByRole('option', { name: 'Basic' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Created “Welding”')).toBeInTheDocument();
    expect(bodies).toEqual([
      { title: 'ওয়েল্ডিং', title_en: 'Welding', skill_type: 1, description: null, row_status: 1 },
    ]);
    // the show page of the created record (id 9)
    expect(await screen.findByRole('heading', { name: 'Skills: skills 9' })).toBeInTheDocument();
  });

  it('narrows a dependent reference by its parent and clears it when the parent changes', async () => {
    const districtQueries: URLSearchParams[] = [];
    server.use(
      listHandlerFor(endpointsOf(districts).list, ({ query }) => {
        districtQueries.push(query);
        const division = Number(query.get('division_id'));
        return {
          data: [1, 2].map((n) => sampleRecord(districts, division * 10 + n, { division_id: division })),
        };
      }),
    );
    const { userEvent: user } = render('/upazilas/create');
    const district = await screen.findByRole('combobox', { name: /^District/ });
    expect(district).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: /^Division/ }));
    await user.click(await screen.findByRole('option', { name: 'divisions 2' }));
    await waitFor(() => expect(district).toBeEnabled());
    await user.click(district);
    await user.click(await screen.findByRole('option', { name: 'districts 21' }));
    expect(district).toHaveValue('districts 21');
    expect(districtQueries.every((q) => q.get('division_id') === '2')).toBe(true);

    await user.click(screen.getByRole('combobox', { name: /^Division/ }));
    await user.click(await screen.findByRole('option', { name: 'divisions 3' }));
    await waitFor(() => expect(district).toHaveValue(''));
  });

  it('shows a failure that names no field above the form', async () => {
    server.use(handlerFor(endpointsOf(skills).update, () => errorResponse(500, 'errors.internal')));
    const { userEvent: user } = render('/skills/1/edit');
    expect(await screen.findByRole('heading', { name: 'Skills: edit skills 1' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Title \(English\)/ })).toHaveValue('skills 1'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      catalogue['en-US']['errors.internal'] ?? 'errors.internal',
    );
  });
});

describe('leaving an edited form (issue 12 defect 15)', () => {
  async function editTitle(route = '/skills/1/edit') {
    const view = render(route);
    const title = await screen.findByRole('textbox', { name: /^Title \(English\)/ });
    await waitFor(() => expect(title).toHaveValue('skills 1'));
    await view.userEvent.type(title, ' (new)');
    return view;
  }

  it('asks before Cancel discards the changes; Keep editing stays with them', async () => {
    const { userEvent: user, router } = await editTitle();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/skills/1/edit');
    expect(screen.getByRole('textbox', { name: /^Title \(English\)/ })).toHaveValue('skills 1 (new)');

    await user.click(screen.getByRole('link', { name: 'Back to Skills' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(await screen.findByRole('grid', { name: 'Skills list' })).toBeInTheDocument();
  });

  it('does not ask without changes, nor after saving', async () => {
    server.use(handlerFor(endpointsOf(skills).update, () => sampleRecord(skills, 1)));
    const view = render('/skills/1/edit');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Title \(English\)/ })).toHaveValue('skills 1'),
    );
    await view.userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Skills: skills 1' })).toBeInTheDocument();

    const { userEvent: user } = await editTitle();
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect(await screen.findByText('Saved “skills 1”')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
  });
});

describe('show', () => {
  it('lists every field as label and value, references by title, enums and booleans by label', async () => {
    render('/upazilas/4');
    expect(await screen.findByRole('heading', { name: 'Upazilas: upazilas 4' })).toBeInTheDocument();
    const details = (await screen.findAllByRole('term'))[0]?.closest('dl') as HTMLElement;
    const pairs = within(details)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    await waitFor(() => expect(within(details).getByText('divisions 1')).toBeInTheDocument());
    expect(pairs.slice(0, 3)).toEqual([
      ['Title (Bangla)', 'upazilas 4 বাংলা'],
      ['Title (English)', 'upazilas 4'],
      ['Division', expect.any(String)],
    ]);
    expect(within(details).getByText('districts 1')).toBeInTheDocument();
    expect(within(details).getByText('Active')).toBeInTheDocument();
    expect(within(details).getAllByText('26 Mar 2026, 10:30 AM')).toHaveLength(2); // created, updated (Dhaka time)
  });

  it('shows booleans as Yes / No', async () => {
    render('/education-results/1');
    const marks = await screen.findByText('Marks required');
    expect(marks.nextElementSibling).toHaveTextContent('Yes');
    expect(screen.getByText('CGPA required').nextElementSibling).toHaveTextContent('Yes');
  });

  it('offers Edit and Delete by permission, and deletes after confirmation', async () => {
    const view = render(
      '/skills/2',
      makeAdminProfile(['view_single_skill', 'view_any_skill', 'delete_skill']),
    );
    expect(await screen.findByRole('heading', { name: 'Skills: skills 2' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    server.use(
      handlerFor(endpointsOf(skills).remove, ({ params }) => {
        bodies.push(params.id);
        return sampleRecord(skills, 2);
      }),
    );
    await view.userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await view.userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Deleted “skills 2”')).toBeInTheDocument();
    expect(bodies).toEqual(['2']);
    expect(await screen.findByRole('grid', { name: 'Skills list' })).toBeInTheDocument();
  });
});
