import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints, type StoredFile } from '@platform/contract';
import { defineResource, type ResourceDef, rowStatusField } from '@platform/resources';
import {
  asAdmin,
  errorResponse,
  handlerFor,
  renderWithPlatform,
  server,
  setupMswServer,
  withNodeFileApi,
} from '@platform/testing';
import { ResourceForm, ResourceFormSave } from './resource-form';
import type { ResourceFormValues } from './records';

setupMswServer();
withNodeFileApi();

/** A test resource with an image and a file field (the shipped sliders and notices have one each). */
const notices = defineResource({
  name: 'test_notices',
  permissionKey: 'test_notice',
  segment: 'test-notices',
  table: 'test_notices',
  menuGroup: 'skills',
  fields: [
    { name: 'title_en', kind: 'text', required: true, list: true },
    { name: 'cover', kind: 'image' },
    { name: 'attachment', kind: 'file', types: ['.pdf', 'application/pdf'] },
    rowStatusField,
  ],
  defaultSort: { field: 'title_en', direction: 'asc' },
});

const COVER = 'resources.common.fields.cover';
const ATTACHMENT = 'resources.common.fields.attachment';
const png = (bytes = 64) => new File([new Uint8Array(bytes)], 'cover.png', { type: 'image/png' });

function stored(over: Partial<StoredFile> = {}): StoredFile {
  return {
    id: '6f1c2a52-8a5e-4c1e-9d0f-2b7f4b0c9e11',
    path: '/files/6f1c2a52-8a5e-4c1e-9d0f-2b7f4b0c9e11',
    original_name: 'cover.png',
    mime_type: 'image/png',
    size: 64,
    sha256: 'a'.repeat(64),
    visibility: 'public',
    created_at: '2026-11-23T09:00:00.000Z',
    ...over,
  };
}

let saved: ResourceFormValues[];
beforeEach(() => {
  saved = [];
});

function render(def: ResourceDef = notices) {
  return renderWithPlatform(
    <ResourceForm
      def={def}
      defaultValues={{ title_en: 'Admission notice', cover: null, attachment: null, row_status: 1 }}
      onSubmit={async (values) => {
        saved.push(values);
      }}
    >
      <button type="submit">Save</button>
    </ResourceForm>,
    asAdmin(),
  );
}

/** Chooses notice.pdf for the attachment, waits for its upload and saves the form once. */
async function attachAndSave({ userEvent: user }: ReturnType<typeof render>) {
  await user.upload(
    await screen.findByLabelText(ATTACHMENT),
    new File(['%PDF-1.7'], 'notice.pdf', { type: 'application/pdf' }),
  );
  expect(await screen.findByText('notice.pdf')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saved).toHaveLength(1));
}

describe('file fields of a resource form', () => {
  it('does not save while a chosen file still uploads: Save waits, then sends the uploaded path', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      handlerFor(endpoints.uploadFiles, async () => {
        await held;
        return [stored()];
      }),
    );
    const { userEvent: user } = renderWithPlatform(
      <ResourceForm
        def={notices}
        defaultValues={{ title_en: 'Admission notice', cover: null, attachment: null, row_status: 1 }}
        onSubmit={async (values) => {
          saved.push(values);
        }}
      >
        <ResourceFormSave busy={false}>Save</ResourceFormSave>
      </ResourceForm>,
      asAdmin(),
    );
    await user.upload(await screen.findByLabelText(COVER), png());
    // a fast click (or Enter) while the upload runs would save the form without its new photo
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeDisabled());
    expect(save).toHaveAttribute('aria-busy', 'true');
    (save.closest('form') as HTMLFormElement).requestSubmit();
    // the submit's validation has run (and refused to save) before the upload answers
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(saved).toEqual([]);
    answer();
    await waitFor(() => expect(save).toBeEnabled());
    expect(saved).toEqual([]);
    await user.click(save);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ cover: '/files/6f1c2a52-8a5e-4c1e-9d0f-2b7f4b0c9e11' });
  });

  it('uploads a chosen image at once (public, images only) and saves the path the gateway answers', async () => {
    const sent: {
      name: string;
      type: string;
      visibility: string | null;
      accept: string | null;
      auth: string | null;
    }[] = [];
    server.use(
      handlerFor(endpoints.uploadFiles, ({ body, query, request }) => {
        const file = (body as FormData).get('file') as File;
        sent.push({
          name: file.name,
          type: file.type,
          visibility: query.get('visibility'),
          accept: query.get('accept'),
          auth: request.headers.get('api-key'),
        });
        return [stored()];
      }),
    );
    const { userEvent: user } = render();
    await user.upload(await screen.findByLabelText(COVER), png());

    expect(await screen.findByText('Uploaded. Save the form to keep it.')).toBeInTheDocument();
    expect(screen.getByText('cover.png')).toBeInTheDocument();
    expect(sent).toEqual([
      { name: 'cover.png', type: 'image/png', visibility: 'public', accept: 'image', auth: 'test-api-key' },
    ]);
    // the stored public image shows beside its name, served by the gateway without a token
    expect(document.querySelector(`img[src="http://gateway.test${stored().path}"]`)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      cover: '/files/6f1c2a52-8a5e-4c1e-9d0f-2b7f4b0c9e11',
      attachment: null,
    });
  });

  it('keeps other files private (no visibility or accept sent) and stores their /protected path', async () => {
    const queries: string[] = [];
    server.use(
      handlerFor(endpoints.uploadFiles, ({ query }) => {
        queries.push(query.toString());
        return [
          stored({
            original_name: 'notice.pdf',
            mime_type: 'application/pdf',
            visibility: 'private',
            path: '/protected/files/6f1c2a52-8a5e-4c1e-9d0f-2b7f4b0c9e11',
          }),
        ];
      }),
    );
    await attachAndSave(render());
    expect(saved[0]?.attachment).toBe('/protected/files/6f1c2a52-8a5e-4c1e-9d0f-2b7f4b0c9e11');
    expect(queries).toEqual(['']);
  });

  it('uploads a `public` file field as a public file (what the public site links to)', async () => {
    const queries: string[] = [];
    server.use(
      handlerFor(endpoints.uploadFiles, ({ query }) => {
        queries.push(query.toString());
        return [stored({ original_name: 'notice.pdf', mime_type: 'application/pdf' })];
      }),
    );
    const publicAttachment: ResourceDef = {
      ...notices,
      fields: notices.fields.map((f) => (f.name === 'attachment' ? { ...f, public: true } : f)),
    };
    await attachAndSave(render(publicAttachment));
    expect(saved[0]?.attachment).toBe('/files/6f1c2a52-8a5e-4c1e-9d0f-2b7f4b0c9e11');
    expect(queries).toEqual(['visibility=public']);
  });

  it('shows the gateway’s refusal on the field and keeps the value unchanged', async () => {
    server.use(
      handlerFor(endpoints.uploadFiles, () =>
        errorResponse(422, 'errors.invalid_file_type', { file: ['validation.file_type'] }),
      ),
    );
    const { userEvent: user } = render();
    const input = await screen.findByLabelText(COVER);
    await user.upload(input, png());
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    server.use(
      handlerFor(endpoints.uploadFiles, () =>
        errorResponse(422, 'errors.max_file_size', {
          photo: ['{"id":"validation.file_size","values":{"max":1}}'],
        }),
      ),
    );
    await user.upload(input, png());
    expect(await screen.findByText('Maximum file size is 1 MB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.cover).toBeNull();
  });

  it('refuses a file over 1 MB before any request (an unhandled request would fail the test)', async () => {
    const { userEvent: user } = render();
    await user.upload(await screen.findByLabelText(COVER), png(1024 * 1024 + 1));
    expect(await screen.findByText('Maximum file size is 1 MB')).toBeInTheDocument();
  });

  it('is busy while the file is on its way', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      handlerFor(endpoints.uploadFiles, async () => {
        await gate;
        return [stored()];
      }),
    );
    const { userEvent: user } = render();
    const input = await screen.findByLabelText(COVER);
    await user.upload(input, png());
    expect(await screen.findByText('Uploading…')).toBeInTheDocument();
    expect(input).toBeDisabled();
    release();
    expect(await screen.findByText('Uploaded. Save the form to keep it.')).toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it('labels it in Bengali', async () => {
    server.use(handlerFor(endpoints.uploadFiles, () => [stored()]));
    const { userEvent: user } = renderWithPlatform(
      <ResourceForm
        def={notices}
        defaultValues={{ title_en: 'x', cover: null, attachment: null, row_status: 1 }}
        onSubmit={async () => undefined}
      >
        <button type="submit">save</button>
      </ResourceForm>,
      { ...asAdmin(), locale: 'bn-BD' },
    );
    expect((await screen.findAllByText('ফাইল নির্বাচন করুন')).length).toBe(2);
    await user.upload(screen.getByLabelText(COVER), png());
    expect(await screen.findByText('আপলোড হয়েছে। রাখতে ফর্মটি সংরক্ষণ করুন।')).toBeInTheDocument();
  });
});
