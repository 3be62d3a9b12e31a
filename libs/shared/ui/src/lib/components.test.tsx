import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';
import { resolveMessage } from './message';
import { SafeHtml, sanitizeHtml } from './safe-html';
import { LanguageSwitch, ThemeSwitch } from './switches';

describe('SafeHtml', () => {
  it.each([
    ['<img src=x onerror="alert(1)">', 'onerror'],
    ['<script>alert(1)</script><p>ok</p>', '<script'],
    ['<a href="javascript:alert(1)">x</a>', 'javascript:'],
    ['<svg><animate onbegin="alert(1)"/></svg>', 'onbegin'],
    ['<p style="background:url(x)">x</p>', 'style='],
    ['<iframe src="https://evil.example"></iframe>', '<iframe'],
  ])('removes %s', (payload, forbidden) => {
    expect(sanitizeHtml(payload)).not.toContain(forbidden);
  });

  it('keeps formatting and makes new-window links safe', () => {
    const { container } = renderWithIntl(
      <SafeHtml
        html={
          '<h2>Role</h2><p><strong>Bold</strong> <a href="https://x.example" target="_blank">link</a></p>'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Role' })).toBeInTheDocument();
    expect(container.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('ConfirmDialog', () => {
  it('confirms and cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithIntl(
      <ConfirmDialog
        open
        messageId="errors.try_again"
        onConfirm={onConfirm}
        onCancel={onCancel}
        destructive
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('Please try again')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('switches', () => {
  it('LanguageSwitch reports the chosen locale', async () => {
    const onChange = vi.fn();
    renderWithIntl(<LanguageSwitch value="en-US" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'বাংলা' }));
    expect(onChange).toHaveBeenCalledWith('bn-BD');
  });

  it('ThemeSwitch reports the chosen mode', async () => {
    const onChange = vi.fn();
    renderWithIntl(<ThemeSwitch value="light" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Theme: Light' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Semi-dark' }));
    expect(onChange).toHaveBeenCalledWith('semi-dark');
  });
});

describe('resolveMessage', () => {
  it('reads ids, id objects and their JSON text', () => {
    expect(resolveMessage('validation.required')).toEqual({ id: 'validation.required' });
    expect(resolveMessage({ key: 'validation.max', values: { max: 3 } })).toEqual({
      id: 'validation.max',
      values: { max: 3 },
    });
    expect(resolveMessage('{"id":"validation.min","values":{"min":2}}')).toEqual({
      id: 'validation.min',
      values: { min: 2 },
    });
    expect(resolveMessage(undefined)).toBeNull();
  });
});
