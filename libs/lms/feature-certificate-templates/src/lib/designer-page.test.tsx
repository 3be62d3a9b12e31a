import { expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  certificateEndpoints as E,
  type CertificateTemplate,
  type CertificateTemplateBody,
  type CertificateTemplateSummary,
} from '@platform/contract';
import { asProvider, handlerFor, listHandlerFor, server, setupPlatformTests } from '@platform/testing';
import { certificateTemplatesRoutes } from './certificate-templates-routes';

const open = setupPlatformTests(certificateTemplatesRoutes, asProvider());

const template = (over: Partial<CertificateTemplate> = {}): CertificateTemplate => ({
  id: 7,
  institute_id: 1,
  title: 'কোর্স সনদ',
  title_en: 'Course certificate',
  orientation: 'landscape',
  background_file_id: null,
  is_default: true,
  elements: [
    {
      key: 'name',
      kind: 'text',
      text: '{youth_name}',
      x: 60,
      y: 180,
      width: 700,
      height: 40,
      font_size: 28,
      align: 'center',
      bold: true,
    },
    {
      key: 'qr',
      kind: 'qr',
      text: '',
      x: 700,
      y: 450,
      width: 100,
      height: 100,
      font_size: 12,
      align: 'left',
      bold: false,
    },
  ],
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

it('places an element with the arrow keys and its number fields, adds a field and saves the template', async () => {
  let saved: CertificateTemplateBody | null = null;
  let current = template();
  server.use(
    handlerFor(E.certificateTemplate, () => current),
    handlerFor(E.updateCertificateTemplate, ({ body }) => {
      saved = body as CertificateTemplateBody;
      current = {
        ...current,
        ...saved,
        title_en: saved.title_en ?? null,
        background_file_id: null,
        is_default: true,
        updated_at: '2026-11-02T00:00:00.000Z',
      };
      return current;
    }),
  );
  const { userEvent } = open('/certificate-templates/7');
  expect(await screen.findByRole('heading', { level: 1, name: 'Certificate designer' })).toBeInTheDocument();
  // the rules show before any error
  expect(await screen.findByText(/Positions and sizes are in points/)).toBeInTheDocument();
  const page = screen.getByRole('group', { name: /Certificate page/ });
  // the preview is the layout model: the field shows its sample value
  expect(within(page).getByText('Sample Learner')).toBeInTheDocument();
  // the element list selects; its button takes the arrow keys
  const name = screen.getByRole('button', { name: 'Text: {youth_name}' });
  await userEvent.click(name);
  expect(screen.getByRole('button', { name: 'Text: {youth_name}' })).toHaveAttribute('aria-pressed', 'true');
  expect(name).toHaveAccessibleDescription(/move it with the arrow keys/);
  fireEvent.keyDown(name, { key: 'ArrowRight' });
  fireEvent.keyDown(name, { key: 'ArrowDown', shiftKey: true });
  expect(await screen.findByText('Text: {youth_name} at 61, 190')).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'X (points)' })).toHaveValue(61);
  expect(screen.getByRole('spinbutton', { name: 'Y (points)' })).toHaveValue(190);
  // two presses before React renders again (a held key's repeats) both count
  act(() => {
    fireEvent.keyDown(name, { key: 'ArrowLeft' });
    fireEvent.keyDown(name, { key: 'ArrowLeft' });
  });
  expect(screen.getByRole('spinbutton', { name: 'X (points)' })).toHaveValue(59);
  // the edge of the page stops it
  const width = screen.getByRole('spinbutton', { name: 'Width (points)' });
  await userEvent.clear(width);
  await userEvent.type(width, '780');
  for (let i = 0; i < 5; i += 1) fireEvent.keyDown(name, { key: 'ArrowRight', shiftKey: true });
  expect(screen.getByRole('spinbutton', { name: 'X (points)' })).toHaveValue(62);

  // only one QR code
  expect(screen.getByRole('button', { name: 'Add QR code' })).toBeDisabled();
  await userEvent.click(screen.getByRole('combobox', { name: 'Field to insert' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Course title' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add field' }));
  expect(screen.getByRole('button', { name: 'Text: {course_title}' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(within(page).getByText('কোর্স সনদ')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
  expect(await screen.findByText('Certificate template saved')).toBeInTheDocument();
  expect(saved).not.toBeNull();
  const body = saved as unknown as CertificateTemplateBody;
  expect(body.elements[0]).toMatchObject({ key: 'name', x: 62, y: 190, width: 780 });
  expect(body.elements[2]).toMatchObject({ key: 'course-title', kind: 'text', text: '{course_title}' });
});

it('shows the gateway’s refusal of an element and keeps the rules in view', async () => {
  server.use(
    handlerFor(E.certificateTemplate, () => template()),
    handlerFor(E.updateCertificateTemplate, () =>
      Response.json(
        {
          status: { success: false, code: 422, message: 'errors.validation' },
          errors: { 'elements[0].x': ['certificates.errors.off_page'] },
        },
        { status: 422 },
      ),
    ),
  );
  const { userEvent } = open('/certificate-templates/7');
  await userEvent.click(await screen.findByRole('button', { name: 'Save template' }));
  expect(await screen.findAllByText(/The element must stay inside the page/)).not.toHaveLength(0);
});

it('lets a trainer see the template and its preview but change nothing', async () => {
  server.use(handlerFor(E.certificateTemplate, () => template()));
  open('/certificate-templates/7', asProvider(['view_any_course']));
  expect(await screen.findByText(/changing it needs the course management permission/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save template' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Download PDF preview' })).toBeInTheDocument();
});

it('lists the templates and creates one that opens in the designer', async () => {
  let created: CertificateTemplateBody | null = null;
  const summary: CertificateTemplateSummary = { ...template(), element_count: 2 };
  server.use(
    listHandlerFor(E.certificateTemplates, () => ({ data: [summary] })),
    handlerFor(E.createCertificateTemplate, ({ body }) => {
      created = body as CertificateTemplateBody;
      return template({ id: 8, title: created.title });
    }),
    handlerFor(E.certificateTemplate, () => template({ id: 8, title: 'নতুন সনদ' })),
  );
  const { userEvent } = open('/certificate-templates');
  expect(await screen.findByRole('link', { name: /Design/ })).toHaveAttribute(
    'href',
    '/certificate-templates/7',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Create template' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create template' });
  expect(within(dialog).getByText(/It starts with the default layout/)).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title \(Bengali\)/ }), 'নতুন সনদ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Certificate designer' })).toBeInTheDocument();
  const body = created as unknown as CertificateTemplateBody;
  expect(body.title).toBe('নতুন সনদ');
  expect(body.elements.some((e) => e.kind === 'qr')).toBe(true);
  expect(body.elements.some((e) => e.text === 'Certificate of completion')).toBe(true);
});

it('adds an image element (a logo or a signature) with its own upload field', async () => {
  server.use(handlerFor(E.certificateTemplate, () => template()));
  const { userEvent } = open('/certificate-templates/7');
  await userEvent.click(await screen.findByRole('button', { name: 'Add image' }));
  expect(screen.getByRole('button', { name: 'Image (logo or signature)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByText('No image chosen yet')).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'Height (points)' })).toHaveValue(70);
  expect(screen.queryByRole('spinbutton', { name: 'Font size' })).toBeNull();
});
