import Button from '@mui/material/Button';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import type { StoredFile } from '@platform/contract';
import { renderWithIntl } from '../test/render';
import { Form } from './form';
import { FormImageField } from './form-image-field';
import type { PhotoUploader } from './photo-field';

const schema = object({ image: string().nullable().default(null) });

function renderField(image: string | null, uploader: PhotoUploader) {
  const onSubmit = vi.fn();
  renderWithIntl(
    <Form schema={schema} defaultValues={{ image }} onSubmit={onSubmit}>
      <FormImageField
        name="image"
        uploader={uploader}
        srcOf={(id) => `https://gw.test/files/${id}`}
        types={['image/png']}
        labelId="profile.field.photo"
        hintId="profile.photo.hint"
        noneId="profile.photo.none"
        currentId="profile.photo.current"
        removeId="profile.photo.remove"
        imageSx={{ width: 240 }}
      />
      <Button type="submit">Submit</Button>
    </Form>,
  );
  return onSubmit;
}

const uploaderOf = (over: Partial<PhotoUploader> = {}): PhotoUploader => ({
  choose: vi.fn(async () => ({ id: 'f-2', original_name: 'logo.png' }) as StoredFile),
  isUploading: false,
  problem: null,
  setProblem: vi.fn(),
  ...over,
});

describe('FormImageField', () => {
  it('uploads a chosen image as a public image, shows it and submits its file id', async () => {
    const uploader = uploaderOf();
    const onSubmit = renderField(null, uploader);
    expect(screen.getByText('No photo yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Photo'), logo);
    expect(uploader.choose).toHaveBeenCalledWith(logo, { visibility: 'public', accept: 'image' });
    expect(await screen.findByText('logo.png')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo' })).toHaveAttribute('src', 'https://gw.test/files/f-2');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ image: 'f-2' });
  });

  it('says an image is set, removes it, and shows the upload’s refusal', async () => {
    const onSubmit = renderField('f-1', uploaderOf({ problem: 'errors.unknown' }));
    expect(screen.getByRole('img', { name: 'Photo' })).toHaveAttribute('src', 'https://gw.test/files/f-1');
    expect(screen.getByText('Your photo is set')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown Error!');
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'Photo' })).not.toBeInTheDocument();
    expect(screen.getByText('No photo yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ image: null });
  });
});
