import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { endpoints, youthItemEndpoints, type YouthEducationBody } from '@platform/contract';
import { RESOURCES, resourceEndpoints } from '@platform/resources';
import { handlerFor, listHandlerFor, server } from '@platform/testing';
import { makeEducation, makeYouthProfile } from '../test/fixtures';
import { myProfileTests, section } from '../test/my-profile';

const { openMyProfile } = myProfileTests();

/* /my-profile: the dialogs that choose from public lookups. */

describe('areas of interest', () => {
  it('adds an area to the set from the public lookup and replaces the set', async () => {
    const { userEvent: user } = await openMyProfile();
    const interests = resourceEndpoints(RESOURCES.area_of_interests).lookupList;
    if (!interests) throw new Error('area_of_interests lookup');
    let sent: unknown;
    server.use(
      listHandlerFor(interests, () => ({
        data: [
          { id: 4, row_status: 1, title: 'ওয়েব ডেভেলপমেন্ট', title_en: 'Web development' },
          { id: 7, row_status: 1, title: 'গ্রাফিক ডিজাইন', title_en: 'Graphic design' },
        ],
      })),
      handlerFor(endpoints.updateYouthAreaOfInterest, ({ body }) => {
        sent = body;
        return [];
      }),
    );
    await user.click(section('Area of interest').getByRole('button', { name: 'Edit: Area of interest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit: Area of interest' });
    // the chosen area is named without another request
    expect(within(dialog).getByRole('button', { name: 'Web development' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Areas of interest/ }));
    await user.click(await screen.findByRole('option', { name: 'Graphic design' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(sent).toEqual({ area_of_interest_ids: [4, 7] });
  }, 15_000);
});

describe('the section dialog with lookups', () => {
  const lookup = (name: 'education_levels' | 'exam_degrees' | 'education_results') => {
    const endpoint = resourceEndpoints(RESOURCES[name]).lookupList;
    if (!endpoint) throw new Error(name);
    return endpoint;
  };

  it('chooses from the public lookups, reads Bengali digits and sends numbers', async () => {
    const { userEvent: user } = await openMyProfile(makeYouthProfile({ educations: [] }));
    let sent: YouthEducationBody | undefined;
    server.use(
      listHandlerFor(lookup('education_levels'), () => ({
        data: [{ id: 2, row_status: 1, title: 'উচ্চ মাধ্যমিক', title_en: 'Higher Secondary (HSC)' }],
      })),
      listHandlerFor(lookup('exam_degrees'), ({ query }) => ({
        data:
          query.get('education_level_id') === '2'
            ? [{ id: 5, row_status: 1, title: 'এইচএসসি', title_en: 'HSC' }]
            : [],
      })),
      listHandlerFor(lookup('education_results'), () => ({
        data: [
          {
            id: 1,
            row_status: 1,
            title: 'গ্রেড',
            title_en: 'Grade (GPA/CGPA)',
            is_marks_required: false,
            is_cgpa_required: true,
          },
        ],
      })),
      handlerFor(youthItemEndpoints.educations.create, ({ body }) => {
        sent = body as YouthEducationBody;
        return makeEducation();
      }),
    );
    await user.click(section('Education').getByRole('button', { name: 'Add: Education' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add: Education' });
    // the degree waits for its level
    expect(within(dialog).getByRole('combobox', { name: 'Exam or degree' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /Level of education/ }));
    await user.click(await screen.findByRole('option', { name: 'Higher Secondary (HSC)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Exam or degree' }));
    await user.click(await screen.findByRole('option', { name: 'HSC' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Result/ }));
    await user.click(await screen.findByRole('option', { name: 'Grade (GPA/CGPA)' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Institute/ }), 'ঢাকা কলেজ');
    // a grade result asks for the CGPA and its scale (the lookup says so, as it tells the gateway)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: 'CGPA' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBeUndefined();
    await user.click(within(dialog).getByRole('combobox', { name: 'CGPA scale' }));
    await user.click(await screen.findByRole('option', { name: '5' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'CGPA' }), '৪.৮৩');
    await user.type(within(dialog).getByRole('textbox', { name: 'Year of passing' }), '২০১৮');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Created successfully')).toBeInTheDocument();
    expect(sent).toMatchObject({
      education_level_id: 2,
      exam_degree_id: 5,
      result_id: 1,
      institute_name: 'ঢাকা কলেজ',
      cgpa_scale: 5,
      cgpa: 4.83,
      year_of_passing: 2018,
    });
  }, 20_000);
});
