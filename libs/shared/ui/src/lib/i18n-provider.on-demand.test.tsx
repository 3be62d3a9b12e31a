import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogue, type CatalogueLocale } from '@platform/i18n/catalogue';

// A build that loads each language on demand: nothing is loaded until asked for.
const pending = new Map<CatalogueLocale, () => void>();
const loaded: Partial<Record<CatalogueLocale, Record<string, string>>> = {};
vi.mock('@platform/i18n', async (original) => ({
  ...(await original<typeof import('@platform/i18n')>()),
  loadedMessages: (locale: CatalogueLocale) => loaded[locale],
  loadMessages: (locale: CatalogueLocale) =>
    new Promise((done) => {
      pending.set(locale, () => {
        loaded[locale] = catalogue[locale];
        done(catalogue[locale]);
      });
    }),
}));

const { I18nProvider, useLocale } = await import('./i18n-provider');

function Probe() {
  const { locale, setLocale } = useLocale();
  return (
    <button type="button" onClick={() => setLocale('bn-BD')} data-locale={locale}>
      <FormattedMessage id="validation.required" />
    </button>
  );
}

beforeEach(() => window.localStorage.clear());

describe('I18nProvider with languages loaded on demand', () => {
  it('renders once the active language has arrived, and switches only when the next one has', async () => {
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await act(async () => pending.get('en-US')?.());
    const button = await screen.findByRole('button', { name: 'This field is required' });

    await userEvent.click(button);
    expect(window.localStorage.getItem('platform.locale')).toBe('bn-BD');
    // still English (no bare ids) until the Bengali messages are in
    expect(screen.getByRole('button')).toHaveAttribute('data-locale', 'en-US');
    await act(async () => pending.get('bn-BD')?.());
    expect(
      await screen.findByRole('button', { name: catalogue['bn-BD']['validation.required'] }),
    ).toHaveAttribute('data-locale', 'bn-BD');
    expect(document.documentElement.lang).toBe('bn');
  });
});
