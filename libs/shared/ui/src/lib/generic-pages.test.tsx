import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/render';
import {
  ErrorPage,
  LoginErrorPage,
  MaintenancePage,
  NotFoundPage,
  ServerErrorPage,
  UnauthorizedPage,
} from './generic-pages';
import { DocumentTitleProvider } from './page-title';

describe('generic pages show the spec texts', () => {
  it('404', () => {
    renderWithIntl(<NotFoundPage />);
    expect(screen.getByText("We can't find the page that you are looking for")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('500', () => {
    renderWithIntl(<ServerErrorPage />);
    expect(
      screen.getByText('We are facing internal server error and working towards to fix it soon'),
    ).toBeInTheDocument();
  });

  it('error page with a refresh button', async () => {
    const onRetry = vi.fn();
    renderWithIntl(<ErrorPage onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ah! Something went wrong.' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Brace yourself till we get the error fixed. You may also refresh the page or try again latter.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('unauthorized with Go Home', async () => {
    const onGoHome = vi.fn();
    renderWithIntl(<UnauthorizedPage onGoHome={onGoHome} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(
      screen.getByText('Unfortunately, you do not have permission to view this page.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(onGoHome).toHaveBeenCalledOnce();
  });

  it('login error offers Login, or Logout when a user error exists', async () => {
    const onLogin = vi.fn();
    const onLogout = vi.fn();
    const text =
      'Unfortunately, There is an error in logging you into this application. Please try again later.';
    const { rerender } = renderWithIntl(
      <LoginErrorPage hasUserError={false} onLogin={onLogin} onLogout={onLogout} />,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onLogin).toHaveBeenCalledOnce();
    rerender(
      <LoginErrorPage hasUserError onLogin={onLogin} onLogout={onLogout} detailId="errors.malicious_user" />,
    );
    expect(screen.getByText('Malicious user!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('maintenance', () => {
    renderWithIntl(<MaintenancePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Site Under Maintenance' })).toBeInTheDocument();
    expect(screen.getByText('Sorry for this inconvenience. Please try again later.')).toBeInTheDocument();
    expect(
      screen.getByText('Our site is currently under scheduled maintenance. We will be back shortly.'),
    ).toBeInTheDocument();
  });

  it('sets the document title with the portal suffix', () => {
    renderWithIntl(
      <DocumentTitleProvider suffix="Youth Portal">
        <NotFoundPage />
      </DocumentTitleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    expect(document.title).toBe('Page not found | Youth Portal');
  });

  it('speaks Bengali when the locale is bn-BD', () => {
    renderWithIntl(<UnauthorizedPage />, 'bn-BD');
    expect(screen.getByRole('heading', { level: 1, name: 'অননুমোদিত প্রবেশ' })).toBeInTheDocument();
  });
});
