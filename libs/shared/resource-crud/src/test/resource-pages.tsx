import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '@platform/i18n/catalogue';
import { formFields, type ResourceDef, resourceEntry } from '@platform/resources';
import { errorResponse, handlerFor, renderWithPlatform, server, setupMswServer } from '@platform/testing';
import { ADMIN_PORTAL, ALL_DEFS, adminWith, lookupHandlers, sampleRecord } from './fixtures';
import { endpointsOf, referencedDef } from '../lib/endpoints';
import { fieldLabelId, resourceTitleId } from '../lib/labels';
import { emptyFormValues, recordTitle } from '../lib/records';
import { resourceRoutes } from '../lib/resource-routes';

const en = catalogue['en-US'];
const label = (def: ResourceDef, field: string) => en[fieldLabelId(def, field, (id) => id in en)] ?? field;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Everything the pages of `def` read, plus its referenced resources; a user holding all their keys. */
function renderResource(def: ResourceDef, route: string) {
  const referenced = def.fields.flatMap((f) =>
    f.kind === 'reference' || f.kind === 'multiReference' ? [referencedDef(f.resource)] : [],
  );
  return renderWithPlatform(resourceRoutes([resourceEntry(def)]), {
    route,
    user: adminWith([def, ...referenced]),
    portal: ADMIN_PORTAL,
  });
}

/**
 * The pages of every resource, checked alike (list, required fields, the gateway's field error). The sweep is split
 * over `parts` test files so that each stays short: file `part` (0-based) takes every `parts`-th resource.
 */
export function describeResourcePages(part: number, parts: number) {
  setupMswServer();
  // the pages' modules load once, before the first test, so that no test's waits pay for their first import
  beforeAll(async () => {
    await Promise.all([import('../lib/resource-list-page'), import('../lib/resource-form-page')]);
  }, 60_000);
  let writes: string[];
  beforeEach(() => {
    writes = [];
    server.use(...lookupHandlers());
  });
  const defs = ALL_DEFS.filter((_, i) => i % parts === part);
  describe.each(defs.map((def) => [def.name, def] as const))('%s', (_name, def) => {
    const endpoints = endpointsOf(def);
    const firstText = formFields(def).find((f) => f.kind === 'text');

    it('lists the server page with a labelled column per list field, enum and reference values by their labels', async () => {
      renderResource(def, `/${def.segment}`);
      const grid = await screen.findByRole('grid', { name: `${en[resourceTitleId(def)]} list` });
      for (const field of def.fields.filter((f) => f.list)) {
        expect(within(grid).getByRole('columnheader', { name: label(def, field.name) })).toBeInTheDocument();
      }
      const first = sampleRecord(def, 1);
      expect(await within(grid).findAllByText(recordTitle(def, first, 'en-US'))).not.toHaveLength(0);
      expect(within(grid).getAllByRole('row')).toHaveLength(4); // header + 3
      for (const field of def.fields.filter((f) => f.list)) {
        if (field.kind === 'enum')
          expect(
            within(grid).getAllByText(en[field.options.at(-1)?.labelId ?? ''] ?? '?').length,
          ).toBeGreaterThan(0);
        if (field.kind === 'reference') {
          const target = referencedDef(field.resource);
          expect(
            (await within(grid).findAllByText(recordTitle(target, sampleRecord(target, 1), 'en-US'))).length,
          ).toBeGreaterThan(0);
        }
      }
    });

    it('blocks saving a new record while a required field is empty', async () => {
      server.use(
        handlerFor(endpoints.create, ({ body }) => {
          writes.push(JSON.stringify(body));
          return sampleRecord(def, 9);
        }),
      );
      renderResource(def, `/${def.segment}/create`);
      const save = await screen.findByRole('button', { name: 'Save' });
      fireEvent.click(save);
      const empty = emptyFormValues(def);
      const required = formFields(def).filter(
        (f) => f.required && (empty[f.name] === null || empty[f.name] === ''),
      );
      expect(required.length).toBeGreaterThan(0);
      await waitFor(() =>
        expect(screen.getAllByText('This field is required')).toHaveLength(required.length),
      );
      expect(writes).toEqual([]);
    });

    it.runIf(firstText)('shows the gateway’s field error on its input', async () => {
      const name = firstText?.name ?? '';
      server.use(
        handlerFor(endpoints.update, () =>
          errorResponse(422, 'errors.validation', { [name]: ['validation.already_exists'] }),
        ),
      );
      renderResource(def, `/${def.segment}/1/edit`);
      const input = await screen.findByRole('textbox', {
        name: new RegExp(`^${escapeRegExp(label(def, name))}`),
      });
      await waitFor(() => expect(input).toHaveValue(String(sampleRecord(def, 1)[name])));
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(input).toHaveAccessibleDescription('Already exists'));
      expect(input).toHaveAttribute('aria-invalid', 'true');
    });
  });
}
