import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { renderWithIntl } from '../test/render';
import { Form } from './form';
import { FormTitleFields } from './form-title-fields';

describe('FormTitleFields', () => {
  it('asks the Bengali name (required) and the English one, labelled by the prefix', () => {
    renderWithIntl(
      <Form
        schema={object({ title: string(), title_en: string() })}
        defaultValues={{ title: 'ক', title_en: 'A' }}
        onSubmit={() => undefined}
      >
        <FormTitleFields prefix="recruiter_assessments.banks.field" />
      </Form>,
    );
    const bn = screen.getByRole('textbox', { name: /Name \(Bengali\)/ });
    expect(bn).toBeRequired();
    expect(bn).toHaveValue('ক');
    const en = screen.getByRole('textbox', { name: /Name \(English\)/ });
    expect(en).not.toBeRequired();
    expect(en).toHaveValue('A');
  });
});
