import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../test/render';
import {
  type FormLookupOptions,
  FormLookupAutocomplete,
  FormLookupField,
  LookupAutocomplete,
  type LookupControl,
  type LookupOption,
} from './lookup-autocomplete';

type Rec = LookupOption & { division_id?: number };

const SKILLS: Rec[] = [
  { id: 1, title: 'অভিযোজন', title_en: 'Adaptability' },
  { id: 2, title: 'হিসাবরক্ষণ', title_en: 'Bookkeeping' },
  { id: 9, title: 'ওয়েব ডেভেলপমেন্ট', title_en: 'Web development' },
];
const DISTRICTS: Rec[] = [
  { id: 18, title: 'গাজীপুর', title_en: 'Gazipur', division_id: 3 },
  { id: 40, title: 'খুলনা', title_en: 'Khulna', division_id: 4 },
];

/**
 * What `useLookup` of @platform/api-client hands over, in memory: open/typed state, the "server" page (a NEW array on
 * every render, as a fetch gives) and records named once chosen.
 */
function useFakeLookup(
  all: Rec[],
  { serverSearch = true, parent }: { serverSearch?: boolean; parent?: unknown } = {},
) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<readonly Rec[]>([]);
  const waiting = parent === null || parent === '';
  const options =
    open && !waiting
      ? all.filter(
          (r) =>
            (parent === undefined || r.division_id === parent) &&
            (!serverSearch || String(r.title_en).toLowerCase().includes(typed.toLowerCase())),
        )
      : [];
  const control: LookupControl<Rec> = {
    options: [...options],
    recordOf: (id) => [...picked, ...all].find((r) => r.id === id),
    loading: false,
    waiting,
    serverSearch,
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    onInput: setTyped,
    remember: (records) => setPicked((before) => [...before, ...records]),
    parentValue: parent,
  };
  return control;
}

function SkillsFilter({ initial = [] as number[] }) {
  const lookup = useFakeLookup(SKILLS);
  const [ids, setIds] = useState<number[]>(initial);
  return (
    <>
      <LookupAutocomplete
        lookup={lookup}
        labelId="youth_jobs.filter.skills"
        multiple
        value={ids}
        onChange={setIds}
      />
      <output>{ids.join(',')}</output>
    </>
  );
}

describe('LookupAutocomplete', () => {
  it('names the chosen ids, keeps the typed search across renders and adds the option chosen (multiple)', async () => {
    const user = userEvent.setup();
    renderWithIntl(<SkillsFilter initial={[2]} />);
    expect(screen.getByRole('button', { name: 'Bookkeeping' })).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Skills' });
    await user.click(box);
    await user.type(box, 'Web');
    // every key re-renders with new option and value arrays: the typed text stays
    expect(box).toHaveValue('Web');
    await user.click(await screen.findByRole('option', { name: 'Web development' }));
    expect(screen.getByRole('status')).toHaveTextContent('2,9');
    expect(screen.getByRole('button', { name: 'Web development' })).toBeInTheDocument();
  });

  it('chooses one record and clears it (single)', async () => {
    const user = userEvent.setup();
    function Single() {
      const lookup = useFakeLookup(SKILLS, { serverSearch: false });
      const [id, setId] = useState<number | null>(null);
      return (
        <>
          <LookupAutocomplete
            lookup={lookup}
            labelId="youth_jobs.filter.skills"
            value={id}
            onChange={setId}
          />
          <output>{String(id)}</output>
        </>
      );
    }
    renderWithIntl(<Single />, 'bn-BD');
    const box = screen.getByRole('combobox');
    await user.click(box);
    // a short list is filtered in place, names in the reader's language
    await user.type(box, 'হিসাব');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['হিসাবরক্ষণ']);
    await user.click(screen.getByRole('option', { name: 'হিসাবরক্ষণ' }));
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(box).toHaveValue('হিসাবরক্ষণ');
  });

  it('waits for its parent and says which one to choose first', () => {
    function Districts() {
      const lookup = useFakeLookup(DISTRICTS, { parent: null });
      return (
        <LookupAutocomplete
          lookup={lookup}
          labelId="youth_jobs.filter.district"
          parentLabelId="youth_jobs.filter.division"
          value={null}
          onChange={() => undefined}
        />
      );
    }
    renderWithIntl(<Districts />);
    expect(screen.getByRole('combobox', { name: 'District' })).toBeDisabled();
    expect(screen.getByText('Choose the Division first')).toBeInTheDocument();
  });
});

function LocationFields() {
  const { setValue } = useFormContext();
  const division = useWatch({ name: 'division_id' }) as number | null;
  const district = useWatch({ name: 'district_id' }) as number | null;
  const lookup = useFakeLookup(DISTRICTS, { serverSearch: false, parent: division });
  return (
    <>
      <button type="button" onClick={() => setValue('division_id', 4)}>
        another division
      </button>
      <FormLookupAutocomplete
        name="district_id"
        lookup={lookup}
        labelId="youth_jobs.filter.district"
        parentLabelId="youth_jobs.filter.division"
        required
      />
      <output>{String(district)}</output>
    </>
  );
}

function LocationForm() {
  const form = useForm({ defaultValues: { division_id: 3, district_id: 18 } });
  return (
    <FormProvider {...form}>
      <LocationFields />
    </FormProvider>
  );
}

describe('FormLookupAutocomplete', () => {
  it('binds the form field by name and empties it when the parent changes', async () => {
    const user = userEvent.setup();
    renderWithIntl(<LocationForm />);
    const district = screen.getByRole('combobox', { name: /District/ });
    expect(district).toHaveValue('Gazipur');
    await user.click(screen.getByRole('button', { name: 'another division' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('null'));
    expect(district).toHaveValue('');
    await user.click(district);
    await user.click(await screen.findByRole('option', { name: 'Khulna' }));
    expect(screen.getByRole('status')).toHaveTextContent('40');
  });
});

/** `formLookup(source)` of @platform/api-client, in memory: the hook a `FormLookupField` calls. */
const seen: FormLookupOptions[] = [];
function useDistrictLookup(options: FormLookupOptions) {
  seen.push(options);
  return useFakeLookup(DISTRICTS, { serverSearch: false, parent: options.parent?.value });
}

function DistrictForm({ division }: { division: number | null }) {
  const form = useForm({ defaultValues: { division_id: division, district_id: division ? 18 : null } });
  return (
    <FormProvider {...form}>
      <FormLookupField
        name="district_id"
        useLookup={useDistrictLookup}
        parent="division_id"
        labelId="youth_jobs.filter.district"
        parentLabelId="youth_jobs.filter.division"
        required
      />
    </FormProvider>
  );
}

describe('FormLookupField', () => {
  it("calls the lookup's hook with the field's value and its parent's, and names the chosen record", () => {
    seen.length = 0;
    renderWithIntl(<DistrictForm division={3} />);
    expect(screen.getByRole('combobox', { name: /District/ })).toHaveValue('Gazipur');
    expect(seen.at(-1)).toEqual({ value: 18, parent: { filter: 'division_id', value: 3 } });
  });

  it('waits for its parent field', () => {
    renderWithIntl(<DistrictForm division={null} />);
    expect(screen.getByRole('combobox', { name: /District/ })).toBeDisabled();
    expect(screen.getByText('Choose the Division first')).toBeInTheDocument();
  });
});
