import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { STATIC_PAGE_TYPE, endpoints, type ContactBody } from '@platform/contract';
import { errorResponse, handlerFor, renderWithPlatform, server, setupMswServer } from '@platform/testing';
import { ContactPage } from './contact-page';

setupMswServer();

const contactUs = handlerFor(endpoints.staticContent, () => ({
  id: 2,
  content_type: STATIC_PAGE_TYPE.CONTACT_US,
  title: 'যোগাযোগ',
  title_en: 'Contact us',
  body: '<p>ঢাকা</p>',
  body_en: '<p>Agargaon, Dhaka. Phone 16xxx.</p>',
  updated_at: '2026-01-01T00:00:00Z',
}));

function form() {
  return within(screen.getByRole('form', { name: 'Send us a message' }));
}

async function fillIn(
  user: UserEvent,
  values: Partial<Record<'name' | 'email' | 'mobile' | 'subject' | 'message', string>>,
) {
  await screen.findByRole('form', { name: 'Send us a message' });
  const labels = {
    name: /Your name/,
    email: /E-mail/,
    mobile: /Mobile number/,
    subject: /Subject/,
    message: /Message/,
  } as const;
  for (const [field, value] of Object.entries(values) as [keyof typeof labels, string][]) {
    await user.type(form().getByRole('textbox', { name: labels[field] }), value);
  }
}

describe('contact us', () => {
  it('shows the contact details beside the form', async () => {
    server.use(contactUs);
    renderWithPlatform(<ContactPage />);
    expect(await screen.findByText('Agargaon, Dhaka. Phone 16xxx.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  });

  it('shows each field’s rule before the first error', async () => {
    server.use(contactUs);
    renderWithPlatform(<ContactPage />);
    await screen.findByRole('form', { name: 'Send us a message' });
    expect(form().getByRole('textbox', { name: /Your name/ })).toHaveAccessibleDescription(
      'Required, up to 200 characters',
    );
    expect(form().getByRole('textbox', { name: /Mobile number/ })).toHaveAccessibleDescription(
      'Optional: 11 digits starting with 01',
    );
    expect(form().getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription(
      'Required, up to 2000 characters',
    );
  });

  it('does not send until the required fields are filled', async () => {
    let posted = 0;
    server.use(
      contactUs,
      handlerFor(endpoints.contact, () => {
        posted += 1;
        return { id: 1 };
      }),
    );
    const { userEvent: user } = renderWithPlatform(<ContactPage />);
    await screen.findByRole('form', { name: 'Send us a message' });

    await user.click(form().getByRole('button', { name: 'Send message' }));

    // name, e-mail, subject and message are required; mobile is optional
    expect(await form().findAllByText('This field is required')).toHaveLength(4);
    expect(form().getByRole('textbox', { name: /Your name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(form().getByRole('textbox', { name: /Mobile number/ })).toHaveAttribute('aria-invalid', 'false');
    expect(posted).toBe(0);
  });

  it('sends the message, confirms it and empties the form', async () => {
    let body: ContactBody | null = null;
    server.use(
      contactUs,
      handlerFor(endpoints.contact, (ctx) => {
        body = ctx.body as ContactBody;
        return { id: 7 };
      }),
    );
    const { userEvent: user } = renderWithPlatform(<ContactPage />);
    await fillIn(user, {
      name: 'Rahima Akter',
      email: 'rahima@example.com',
      subject: 'Course certificates',
      message: 'How do I download my certificate?',
    });

    await user.click(form().getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Rahima Akter',
      email: 'rahima@example.com',
      subject: 'Course certificates',
      message: 'How do I download my certificate?',
    });
    await waitFor(() => expect(form().getByRole('textbox', { name: /Your name/ })).toHaveValue(''));
  });

  it("puts the gateway's field errors on their fields", async () => {
    server.use(
      contactUs,
      handlerFor(endpoints.contact, () =>
        errorResponse(422, 'errors.validation', { email: ['validation.email'] }),
      ),
    );
    const { userEvent: user } = renderWithPlatform(<ContactPage />);
    await fillIn(user, {
      name: 'Rahima Akter',
      email: 'rahima@example.com',
      subject: 'Hello',
      message: 'A question',
    });

    await user.click(form().getByRole('button', { name: 'Send message' }));

    const email = form().getByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Email is not valid');
    expect(screen.queryByText('Thank you! Your message has been sent.')).not.toBeInTheDocument();
  });
});
