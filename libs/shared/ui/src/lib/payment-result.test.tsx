import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/render';
import { PaymentResultLoad, type PaymentResultLoadProps } from './payment-result';

const loaded: PaymentResultLoadProps<{ id: number }>['result'] = {
  data: { id: 7 },
  error: undefined,
  isLoading: false,
  mutate: vi.fn(),
};

describe('PaymentResultLoad', () => {
  it('names the first id the address lacks, before anything else', () => {
    renderWithIntl(
      <PaymentResultLoad<{ id: number }>
        ids={[
          [4, 'learning.payment.missing_enrollment'],
          [null, 'payments.result.missing_id'],
        ]}
        result={{ ...loaded, error: new Error('x') }}
      >
        {(p) => <p>payment {p.id}</p>}
      </PaymentResultLoad>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The payment id is missing.');
    expect(screen.queryByText('payment 7')).not.toBeInTheDocument();
  });

  it('says a load failure with Try again, waits while loading, then draws the payment', async () => {
    const mutate = vi.fn();
    const { rerender } = renderWithIntl(
      <PaymentResultLoad<{ id: number }>
        ids={[[7, 'payments.result.missing_id']]}
        result={{ ...loaded, data: undefined, error: new Error('x'), mutate }}
      >
        {(p) => <p>payment {p.id}</p>}
      </PaymentResultLoad>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The payment could not be loaded.');
    await userEvent.click(screen.getByRole('button'));
    expect(mutate).toHaveBeenCalledOnce();
    rerender(
      <PaymentResultLoad<{ id: number }>
        ids={[[7, 'payments.result.missing_id']]}
        result={{ ...loaded, data: undefined, isLoading: true }}
      >
        {(p) => <p>payment {p.id}</p>}
      </PaymentResultLoad>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading the payment' })).toBeInTheDocument();
    rerender(
      <PaymentResultLoad<{ id: number }> ids={[[7, 'payments.result.missing_id']]} result={loaded}>
        {(p) => <p>payment {p.id}</p>}
      </PaymentResultLoad>,
    );
    expect(screen.getByText('payment 7')).toBeInTheDocument();
  });
});
