import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/render';
import { ImageUploadField } from './image-upload-field';

const MB = 1024 * 1024;

function file(name: string, type: string, size = 10): File {
  const chosen = new File(['x'], name, { type });
  Object.defineProperty(chosen, 'size', { value: size });
  return chosen;
}

function renderField(over: Partial<Parameters<typeof ImageUploadField>[0]> = {}) {
  const onFile = vi.fn();
  renderWithIntl(
    <ImageUploadField
      labelId="profile.field.photo"
      types={['image/png', 'image/jpeg']}
      noneId="profile.photo.none"
      helper="profile.photo.hint"
      onFile={onFile}
      {...over}
    />,
  );
  return { onFile, input: screen.getByLabelText('Photo') as HTMLInputElement };
}

describe('ImageUploadField', () => {
  it('hands a file that passes the check to the caller', async () => {
    const { onFile, input } = renderField();
    expect(screen.getByText('No photo yet')).toBeInTheDocument();
    const photo = file('me.png', 'image/png');
    await userEvent.upload(input, photo);
    expect(onFile).toHaveBeenCalledWith(photo);
    expect(
      screen.getByText('PNG or JPEG, at most 1 MB. It shows on your public profile and CV.'),
    ).toBeVisible();
  });

  it('says what a file breaks before anything is uploaded, over the caller’s message', async () => {
    const { onFile, input } = renderField({ error: 'errors.unknown' });
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown Error!');
    await userEvent.upload(input, file('big.png', 'image/png', 2 * MB), { applyAccept: false });
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum file size is 1 MB');
    await userEvent.upload(input, file('me.gif', 'image/gif'), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file type');
    // a good file clears the check: the caller's own message shows again
    await userEvent.upload(input, file('me.jpg', 'image/jpeg'));
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown Error!');
  });

  it('shows the preview and the remove button only when the caller can remove', async () => {
    const onRemove = vi.fn();
    renderField({
      preview: <img src="/files/1" alt="Rahima Khatun" />,
      removeId: 'profile.photo.remove',
      onRemove,
    });
    expect(screen.getByRole('img', { name: 'Rahima Khatun' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('has no remove button without onRemove, and waits while busy', () => {
    renderField({ removeId: 'profile.photo.remove', busy: true });
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Photo')).toBeDisabled();
  });
});
