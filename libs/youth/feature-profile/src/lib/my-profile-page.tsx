import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { type ComponentProps, useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  YOUTH_CAREER_SECTIONS,
  type YouthItemSection,
  type YouthItemSections,
  type YouthProfile,
} from '@platform/contract';
import { AptitudeSection } from './aptitude-section';
import { type Formatters, joined, useFormatters } from './formatters';
import { ItemSection } from './item-section';
import { type ItemSectionDefs, itemSectionDefs } from './item-sections';
import { LOOKUP_SETS, LookupSetSection } from './lookup-set-section';
import { ProfileHeader } from './profile-header';
import { ProfilePage } from './profile-page';
import { SectionButton, SectionCard } from './section-card';
import { SummaryList } from './summary-list';

/** Career sections first (YOUTH_CAREER_SECTIONS: what recruiters read), family and home last. */
const HOME_SECTIONS: YouthItemSection[] = ['addresses', 'guardians'];

function personalRows(p: YouthProfile, f: Formatters) {
  return [
    { name: 'date_of_birth', value: f.date(p.date_of_birth) },
    { name: 'gender', value: p.gender ? f.t(`registration.gender.${p.gender}`) : '' },
    { name: 'religion', value: f.choice('religion', p.religion) },
    { name: 'marital_status', value: f.choice('marital_status', p.marital_status) },
    { name: 'nationality_country_id', value: f.title(p.nationality) },
    {
      name: 'identity_number',
      value: joined([f.choice('identity_type', p.identity_number_type), p.identity_number], ': '),
    },
    { name: 'freedom_fighter_status', value: f.choice('freedom_fighter_status', p.freedom_fighter_status) },
    {
      name: 'physical_disabilities',
      value: p.physical_disability_status
        ? joined(
            p.physical_disabilities.map((d) => f.choice('physical_disability', d)),
            ', ',
          )
        : f.t('common.no'),
    },
    {
      name: 'ethnic_group',
      value: p.does_belong_to_ethnic_group ? p.ethnic_group || f.t('common.yes') : f.t('common.no'),
    },
    // each language's text under its own label (issue 12: an English text was labelled "About me (Bengali)")
    { name: 'bio', value: p.bio ?? '', lang: 'bn' as const },
    { name: 'bio_en', value: p.bio_en ?? '', lang: 'en' as const },
  ];
}

function jobPreferenceRows(p: YouthProfile, f: Formatters) {
  const prefs = p.job_preferences;
  return [
    { name: 'job_level', value: f.choice('job_level', prefs.job_level) },
    {
      name: 'job_types',
      value: joined(
        (prefs.job_types ?? []).map((v) => f.choice('job_type', v)),
        ', ',
      ),
    },
    {
      name: 'workplaces',
      value: joined(
        (prefs.workplaces ?? []).map((v) => f.choice('workplace', v)),
        ', ',
      ),
    },
    {
      name: 'expected_salary',
      value:
        prefs.expected_salary === null
          ? ''
          : f.number(prefs.expected_salary, { style: 'currency', currency: 'BDT', maximumFractionDigits: 0 }),
    },
  ];
}

/** One owned section, typed by its definition (the profile holds each section's items under the same name). */
function OwnedSection<S extends YouthItemSection>({
  section,
  defs,
  profile,
}: {
  section: S;
  defs: ItemSectionDefs;
  profile: YouthProfile;
}) {
  return (
    <ItemSection
      def={defs[section]}
      items={profile[section] as YouthItemSections[S]['item'][]}
      shown={profile.visibility[section]}
    />
  );
}

/** A part of the profile shown as name-value rows and edited on /profile-edit (personal info, job preferences). */
function EditedOnPage({
  section,
  shown,
  rows,
}: {
  section: 'personal_info' | 'job_preferences';
  shown: boolean;
  rows: ComponentProps<typeof SummaryList>['rows'];
}) {
  return (
    <SectionCard
      section={section}
      shown={shown}
      actions={<SectionButton section={section} kind="edit" to="/profile-edit" />}
    >
      <SummaryList rows={rows} />
    </SectionCard>
  );
}

function MyProfile({ profile }: { profile: YouthProfile }) {
  const f = useFormatters();
  const { locale } = useIntl();
  const defs = useMemo(() => itemSectionDefs(locale), [locale]);
  const v = profile.visibility;
  return (
    <Stack spacing={2}>
      <ProfileHeader profile={profile} />
      <AptitudeSection shown={v.aptitude_test} />
      <EditedOnPage section="personal_info" shown={v.personal_info} rows={personalRows(profile, f)} />
      <SectionCard section="contact" shown={v.contact}>
        <SummaryList
          rows={[
            { name: 'email', value: profile.email ?? '' },
            { name: 'mobile', value: profile.mobile ?? '' },
          ]}
        />
      </SectionCard>
      {YOUTH_CAREER_SECTIONS.map((section) => (
        <OwnedSection key={section} section={section} defs={defs} profile={profile} />
      ))}
      <LookupSetSection
        def={LOOKUP_SETS.area_of_interest}
        records={profile.area_of_interests}
        shown={v.area_of_interest}
      />
      <LookupSetSection
        def={LOOKUP_SETS.area_of_aspiration}
        records={profile.area_of_aspirations}
        shown={v.area_of_aspiration}
      />
      <EditedOnPage
        section="job_preferences"
        shown={v.job_preferences}
        rows={jobPreferenceRows(profile, f)}
      />
      {HOME_SECTIONS.map((section) => (
        <OwnedSection key={section} section={section} defs={defs} profile={profile} />
      ))}
    </Stack>
  );
}

/** `/my-profile` (spec §2): the signed-in youth's profile, every part editable in place, shown or hidden. */
export function MyProfilePage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <ProfilePage>{(profile) => <MyProfile profile={profile} />}</ProfilePage>
    </Container>
  );
}
