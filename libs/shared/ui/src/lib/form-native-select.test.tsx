import Button from '@mui/material/Button';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { number, object } from 'yup';
import { renderWithIntl } from '../test/render';
import { Form } from './form';
import { FormNativeSelect } from './form-native-select';

const schema = object({
  kind: number().nullable().required('errors.value_not_provided'),
  place: number().nullable().default(null),
});

function TestForm({ onSubmit }: { onSubmit: (values: unknown) => unknown }) {
  return (
    <Form schema={schema} defaultValues={{ kind: undefined, place: 1 }} onSubmit={onSubmit}>
      <FormNativeSelect
        name="kind"
        labelId="common.theme"
        required
        helperId="common.loading"
        options={[
          { value: 1, labelId: 'shell.theme.light' },
          { value: 2, label: 'Dhaka' },
        ]}
      />
      <FormNativeSelect
        name="place"
        labelId="common.language"
        allowEmpty
        options={[{ value: 1, label: 'Gazipur' }]}
      />
      <Button type="submit">Submit</Button>
    </Form>
  );
}

describe('FormNativeSelect', () => {
  it('is the browser’s select in the labelled field: its rule, its error, typed values, an empty choice', async () => {
    const onSubmit = vi.fn();
    renderWithIntl(<TestForm onSubmit={onSubmit} />);
    const kind = screen.getByRole('combobox', { name: /Theme/ });
    expect(kind.tagName).toBe('SELECT');
    expect(kind).toBeRequired();
    expect(kind).toHaveAccessibleDescription('Loading…');
    // an unchosen field: the empty first option, not choosable
    expect(
      within(kind)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['', 'Light', 'Dhaka']);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Value not provided')).toBeInTheDocument();
    expect(kind).toHaveAccessibleDescription('Value not provided');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.selectOptions(kind, 'Dhaka');
    const place = screen.getByRole('combobox', { name: 'Language' });
    expect(place).toHaveValue('1');
    await userEvent.selectOptions(place, 'None');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ kind: 2, place: null });
  });
});
