import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { endpoints, type StoredFile, type YouthPhotoBody } from '@platform/contract';
import {
  asYouth,
  errorResponse,
  handlerFor,
  server,
  setupPlatformTests,
  withNodeFileApi,
} from '@platform/testing';
import { makeYouthProfile } from '../test/fixtures';
import { profileRoutes } from './profile-routes';

const openPage = setupPlatformTests(profileRoutes);
withNodeFileApi();

const FILE_ID = '6f1c2a52-8a5e-4c1e-9d0f-2b7f4b0c9e11';
const png = (bytes = 64) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

function gateway() {
  const state = { profile: makeYouthProfile(), uploads: 0, photo: [] as YouthPhotoBody[] };
  server.use(
    handlerFor(endpoints.youthProfile, () => state.profile),
    handlerFor(endpoints.uploadFiles, ({ query }) => {
      state.uploads += 1;
      expect(query.get('visibility')).toBe('public');
      const file: StoredFile = {
        id: FILE_ID,
        path: `/files/${FILE_ID}`,
        original_name: 'me.png',
        mime_type: 'image/png',
        size: 64,
        sha256: 'a'.repeat(64),
        visibility: 'public',
        created_at: '2026-11-23T09:00:00.000Z',
      };
      return [file];
    }),
    handlerFor(endpoints.updateYouthPhoto, ({ body }) => {
      const { file_id } = body as YouthPhotoBody;
      state.photo.push({ file_id });
      state.profile = { ...state.profile, photo_file_id: file_id };
      return { photo_file_id: file_id };
    }),
  );
  return state;
}

async function open() {
  const state = gateway();
  const view = openPage('/my-profile', asYouth());
  expect(
    await screen.findByRole('heading', { level: 1, name: 'My profile' }, { timeout: 3000 }),
  ).toBeInTheDocument();
  return { ...view, state };
}

describe('the profile photo', () => {
  it('uploads a public image and sets it as the photo', async () => {
    const { userEvent: user, state } = await open();
    expect(screen.getByRole('img', { name: 'Profile photo (not uploaded yet)' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Photo'), png());
    expect(await screen.findByText('Photo saved')).toBeInTheDocument();
    expect(state.uploads).toBe(1);
    expect(state.photo).toEqual([{ file_id: FILE_ID }]);
    const img = await screen.findByRole('img', { name: 'Photo of Rahim Uddin' });
    await waitFor(() =>
      expect(img.querySelector('img') ?? img).toHaveAttribute('src', `http://gateway.test/files/${FILE_ID}`),
    );
  });

  it('refuses a file over 1 MB before uploading it', async () => {
    const { userEvent: user, state } = await open();
    await user.upload(screen.getByLabelText('Photo'), png(2 * 1024 * 1024));
    expect(await screen.findByText('Maximum file size is 1 MB')).toBeInTheDocument();
    expect(state.uploads).toBe(0);
  });

  it('shows the gateway’s refusal of the photo', async () => {
    const { userEvent: user, state } = await open();
    server.use(
      handlerFor(endpoints.updateYouthPhoto, () =>
        errorResponse(422, 'errors.validation', { file_id: ['cv.errors.photo_type'] }),
      ),
    );
    await user.upload(screen.getByLabelText('Photo'), png());
    expect(await screen.findByText('The photo must be a PNG or JPEG image.')).toBeInTheDocument();
    expect(state.photo).toEqual([]);
  });
});
