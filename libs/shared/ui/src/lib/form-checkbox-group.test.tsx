import Button from '@mui/material/Button';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { array, number, object } from 'yup';
import { renderWithIntl } from '../test/render';
import { Form } from './form';
import { FormCheckboxGroup } from './form-checkbox-group';

const schema = object({ ids: array(number().required()).min(1, 'validation.required').required() });

describe('FormCheckboxGroup', () => {
  it('is a named group whose error sits under its legend; the value keeps the choices’ order', async () => {
    const onSubmit = vi.fn();
    renderWithIntl(
      <Form schema={schema} defaultValues={{ ids: [] }} onSubmit={onSubmit}>
        <FormCheckboxGroup
          name="ids"
          labelId="common.language"
          required
          columns
          choices={[
            { value: 1, label: 'Dhaka' },
            { value: 2, label: 'Khulna' },
            { value: 3, label: 'Sylhet' },
          ]}
        />
        <Button type="submit">Submit</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const group = screen.getByRole('group', { name: /Language/ });
    expect(await within(group).findByRole('alert')).toHaveTextContent('This field is required');
    expect(group).toHaveAccessibleDescription('This field is required');
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Sylhet' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Dhaka' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ids: [1, 3] });
  });

  it('keeps one value with single: ticking a box unticks the other', async () => {
    const onSubmit = vi.fn();
    renderWithIntl(
      <Form schema={schema} defaultValues={{ ids: [1] }} onSubmit={onSubmit}>
        <FormCheckboxGroup
          name="ids"
          labelId="common.language"
          single
          choices={[
            { value: 1, label: 'Dhaka' },
            { value: 2, label: 'Khulna' },
          ]}
        />
        <Button type="submit">Submit</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Khulna' }));
    expect(screen.getByRole('checkbox', { name: 'Dhaka' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ids: [2] });
  });
});
