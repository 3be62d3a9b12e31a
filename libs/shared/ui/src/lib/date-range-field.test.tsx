import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/render';
import { type DateRange, DateRangeField } from './date-range-field';

function Range({
  onChange,
  fieldErrors,
}: {
  onChange: (range: DateRange) => void;
  fieldErrors?: Record<string, string[]>;
}) {
  const [value, setValue] = useState<DateRange>({ from: '2026-03-01', to: '' });
  return (
    <DateRangeField
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      fromLabelId="statistics.from"
      toLabelId="statistics.to"
      rulesId="statistics.rules"
      fieldErrors={fieldErrors}
    />
  );
}

describe('DateRangeField', () => {
  it('shows the end-after-start rule and the range’s own before any error, read out with each field', () => {
    renderWithIntl(<Range onChange={vi.fn()} />);
    const rules = screen.getByText(
      /The end date is the start date or a later day\. Both dates are included\./,
    );
    const from = screen.getByLabelText('From');
    expect(from).toHaveValue('2026-03-01');
    expect(from).toHaveAccessibleDescription(rules.textContent ?? '');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(rules.textContent ?? '');
    expect(screen.queryByText('End date is before start date')).not.toBeInTheDocument();
  });

  it('changes one end of the range and keeps the other', () => {
    const onChange = vi.fn();
    renderWithIntl(<Range onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('shows the gateway’s refusal on the field it names', () => {
    renderWithIntl(<Range onChange={vi.fn()} fieldErrors={{ to: ['validation.report_end_before_start'] }} />);
    expect(screen.getByLabelText('To')).toBeInvalid();
    expect(screen.getByText('End date is before start date')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toBeValid();
  });
});
