import { createTheme, ThemeProvider } from '@mui/material/styles';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/render';
import { LoadErrorAlert } from './load-states';

describe('LoadErrorAlert', () => {
  it('says what failed as an alert and offers to try again', async () => {
    const onRetry = vi.fn();
    renderWithIntl(<LoadErrorAlert messageId="portals.home.queues_error" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('What is waiting for you could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no button without a retry, and draws the error colours of the theme mode', () => {
    const theme = createTheme();
    renderWithIntl(
      <ThemeProvider theme={theme}>
        <LoadErrorAlert messageId="portals.home.queues_error" />
      </ThemeProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    // MUI's standard error Alert: text darkened, background lightened from the error colour (light mode)
    const style = getComputedStyle(alert);
    expect(style.display).toBe('flex');
    expect(style.backgroundColor).not.toBe('');
    expect(style.backgroundColor).not.toBe(style.color);
    expect(alert.querySelector('svg[data-testid="ErrorOutlineOutlinedIcon"]')).not.toBeNull();
  });
});
