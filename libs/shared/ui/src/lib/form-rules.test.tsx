import Button from '@mui/material/Button';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { renderWithIntl } from '../test/render';
import { Form, FormTextField } from './form';
import type { RulesLoader } from './form-rules';

const schema = object({ name: string().required('errors.value_not_provided') });
type Values = { name: string };

/** A loader the test answers when it chooses (the rules chunk "on the network"). */
function deferredLoader() {
  let answer: (value: typeof schema) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<typeof schema>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return { load, arrive: () => answer(schema), fail: () => fail(new TypeError('Failed to fetch')) };
}

function LazyForm({
  rules,
  onSubmit,
  rulesId,
  rulesPreload,
}: {
  rules: RulesLoader<Values>;
  onSubmit: (values: Values) => unknown;
  rulesId?: string;
  rulesPreload?: 'focus' | 'idle';
}) {
  return (
    <Form
      schema={rules}
      defaultValues={{ name: '' }}
      onSubmit={onSubmit}
      rulesId={rulesId}
      rulesPreload={rulesPreload}
    >
      <FormTextField name="name" labelId="pages.contact.form.name" required />
      <Button type="submit">Submit</Button>
    </Form>
  );
}

describe('Form with rules loaded when first used (ADR 0148)', () => {
  it('loads nothing until the form is focused, then once; the rules line shows before', async () => {
    const { load, arrive } = deferredLoader();
    renderWithIntl(<LazyForm rules={load} onSubmit={vi.fn()} rulesId="common.loading" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument(); // the rules line: labels, no rules needed
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('textbox', { name: /Your name/ }));
    expect(load).toHaveBeenCalledOnce();
    arrive();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Value not provided')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('a submit before the rules arrive waits for them: the error shows, nothing is sent', async () => {
    const { load, arrive } = deferredLoader();
    const onSubmit = vi.fn();
    renderWithIntl(<LazyForm rules={load} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(load).toHaveBeenCalledOnce();
    expect(screen.queryByText('Value not provided')).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByText('Value not provided')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    // after the refused submit the field is checked as the youth types, as with an eager schema
    await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Rahim');
    await waitFor(() => expect(screen.queryByText('Value not provided')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Rahim' });
  });

  it('rules that cannot load say so above the form; the next submit loads them again', async () => {
    const first = deferredLoader();
    const load = vi.fn<RulesLoader<Values>>(first.load).mockImplementationOnce(first.load);
    const onSubmit = vi.fn();
    renderWithIntl(<LazyForm rules={load} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    first.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server');
    load.mockImplementation(() => Promise.resolve(schema));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Value not provided')).toBeInTheDocument();
    expect(screen.queryByText(/Could not reach the server/)).not.toBeInTheDocument();
    // loaded again (on the focus of the button or at the submit), never skipped
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rulesPreload="idle" starts the load without a focus', async () => {
    const { load } = deferredLoader();
    renderWithIntl(<LazyForm rules={load} onSubmit={vi.fn()} rulesPreload="idle" />);
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
  });
});
