import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { renderWithIntl } from '../test/render';
import { FormTextField } from './form';
import { RecordFormPage } from './record-form';

const schema = object({ title: string().required() });

function Page({ locked }: { locked?: boolean }) {
  return (
    <MemoryRouter>
      <RecordFormPage<{ title: string }>
        links={[{ to: '/courses', labelId: 'courses.read.back' }]}
        titleId="courses.form.edit_title"
        formKey="1"
        schema={schema}
        defaultValues={{ title: 'x' }}
        onSubmit={() => undefined}
        labelId="courses.form.label"
        rulesId="courses.form.rules"
        saveId="courses.form.save"
        after={<button type="button">Delete</button>}
        locked={locked ? <p>Archived</p> : undefined}
      >
        <FormTextField name="title" labelId="courses.field.title" />
      </RecordFormPage>
    </MemoryRouter>
  );
}

describe('RecordFormPage', () => {
  it('shows the links, the title, the rules, the form and what comes after it', () => {
    renderWithIntl(<Page />);
    expect(screen.getByRole('link', { name: 'Back to courses' })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit course' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Course' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save course' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('says why instead of the form (and what comes after it) when the record is locked', () => {
    renderWithIntl(<Page locked />);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit course' })).toBeInTheDocument();
    expect(screen.getByText('Archived')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
