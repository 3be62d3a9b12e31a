import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, LOCALE_STORAGE_KEY, useLocale } from './i18n-provider';
import { useFormatters } from './use-formatters';

function Probe() {
  const { locale, setLocale } = useLocale();
  const f = useFormatters();
  return (
    <div>
      <p data-testid="locale">{locale}</p>
      <p>
        <FormattedMessage id="validation.required" />
      </p>
      <p>
        <FormattedMessage id="validation.array_max" values={{ max: 5 }} />
      </p>
      <p data-testid="number">{f.formatNumber(1234567)}</p>
      <p data-testid="date">{f.formatDate('2025-03-26')}</p>
      <button type="button" onClick={() => setLocale(locale === 'en-US' ? 'bn-BD' : 'en-US')}>
        switch
      </button>
    </div>
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('I18nProvider', () => {
  it('starts in en-US, sets <html lang="en"> and renders catalogue texts', () => {
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('locale')).toHaveTextContent('en-US');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Cannot have more than 5 items')).toBeInTheDocument();
    expect(screen.getByTestId('number')).toHaveTextContent('1,234,567');
    expect(screen.getByTestId('date')).toHaveTextContent('26 Mar 2025');
  });

  it('switches to Bengali, persists the choice and sets <html lang="bn">', async () => {
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(screen.getByTestId('locale')).toHaveTextContent('bn-BD');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('bn-BD');
    expect(document.documentElement.lang).toBe('bn');
    expect(screen.getByText('এই ঘরটি পূরণ করা আবশ্যক')).toBeInTheDocument();
    expect(screen.getByText('৫টির বেশি রাখা যাবে না')).toBeInTheDocument();
    expect(screen.getByTestId('number')).toHaveTextContent('১২,৩৪,৫৬৭');
    expect(screen.getByTestId('date')).toHaveTextContent('২৬ মার্চ ২০২৫');
  });

  it('reads the stored locale and ignores junk', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'bn-BD');
    const { unmount } = render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('locale')).toHaveTextContent('bn-BD');
    unmount();
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'fr-FR');
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('locale')).toHaveTextContent('en-US');
  });

  it('takes an explicit starting locale', () => {
    render(
      <I18nProvider locale="bn-BD">
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('locale')).toHaveTextContent('bn-BD');
  });

  it('warns about a missing translation in development only, without throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nProvider>
        <FormattedMessage id="nope.missing" />
      </I18nProvider>,
    );
    expect(screen.getByText('nope.missing')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('useLocale outside the provider gives the default', () => {
    function Bare() {
      return <p>{useLocale().locale}</p>;
    }
    act(() => {
      render(<Bare />);
    });
    expect(screen.getByText('en-US')).toBeInTheDocument();
  });
});
