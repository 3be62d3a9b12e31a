import { describe, expect, it } from 'vitest';
import { jobPaymentSchema, walletCheckoutSchema } from './payment-schemas';
import { validateBody } from './validate';

describe('walletCheckoutSchema (sandbox wallet checkout)', () => {
  it('takes an 11-digit mobile wallet number and a 4-digit PIN, Bengali digits included', async () => {
    expect(await validateBody(walletCheckoutSchema, { wallet_number: '০১৭১২৩৪৫৬৭৮', pin: '১২৩৪' })).toEqual({
      ok: true,
      value: { wallet_number: '01712345678', pin: '1234' },
    });
  });

  it('refuses a short number, a PIN of another length, and empty fields', async () => {
    expect(await validateBody(walletCheckoutSchema, { wallet_number: '01712', pin: '123456' })).toEqual({
      ok: false,
      errors: {
        wallet_number: ['{"id":"validation.mobile_digits","values":{"digits":11}}'],
        pin: ['{"id":"validation.wallet_pin_length","values":{"length":4}}'],
      },
    });
    expect(await validateBody(walletCheckoutSchema, {})).toEqual({
      ok: false,
      errors: { wallet_number: ['validation.required'], pin: ['validation.required'] },
    });
  });
});

describe('jobPaymentSchema', () => {
  it('names a service type and a checkout language only; an amount is dropped', async () => {
    expect(await validateBody(jobPaymentSchema, { service_type: 2, locale: 'bn-BD', amount: 1 })).toEqual({
      ok: true,
      value: { service_type: 2, locale: 'bn-BD' },
    });
    expect(await validateBody(jobPaymentSchema, {})).toEqual({ ok: true, value: {} });
    const bad = await validateBody(jobPaymentSchema, { service_type: 4, locale: 'fr-FR' });
    expect(bad.ok).toBe(false);
    expect(Object.keys(bad.ok ? {} : bad.errors).sort()).toEqual(['locale', 'service_type']);
  });
});
