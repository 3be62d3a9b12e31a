import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { completion, makeYouthProfile } from '../test/fixtures';
import { gateway, myProfileTests, section } from '../test/my-profile';

const { openPage, openMyProfile } = myProfileTests();

/* /my-profile: what the youth reads — completion, about me, the CV bank line, the sections. */

describe('/my-profile', () => {
  it('shows the completion the gateway counted, as a labelled progress bar with the parts still missing', async () => {
    await openMyProfile();
    const meter = screen.getByRole('progressbar', { name: 'Profile completed 40%' });
    expect(meter).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Job experience (+10%)')).toBeInTheDocument();
    expect(screen.getByText('Specialized skills (+10%)')).toBeInTheDocument();
    // complete parts are not listed as missing
    expect(screen.queryByText('Education (+15%)')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile photo (not uploaded yet)' })).toBeInTheDocument();
  });

  it('labels each language’s “About me” for its language (issue 12: an English text was “About me (Bengali)”)', async () => {
    await openMyProfile(
      makeYouthProfile({ bio: 'ঢাকার জুনিয়র ওয়েব ডেভেলপার।', bio_en: 'Junior web developer.' }),
    );
    const personal = section('Personal information');
    const shownUnder = (label: string) => personal.getByText(label).nextElementSibling;
    expect(shownUnder('About me (English)')).toHaveTextContent('Junior web developer.');
    expect(shownUnder('About me (English)')).toHaveAttribute('lang', 'en');
    expect(shownUnder('About me (Bengali)')).toHaveTextContent('ঢাকার জুনিয়র ওয়েব ডেভেলপার।');
    expect(shownUnder('About me (Bengali)')).toHaveAttribute('lang', 'bn');
  });

  it('says “not given” under the Bengali label when only the English text exists', async () => {
    await openMyProfile();
    const personal = section('Personal information');
    expect(personal.getByText('About me (Bengali)').nextElementSibling).toHaveTextContent('Not given');
    expect(personal.getByText('About me (English)').nextElementSibling).toHaveTextContent(
      'Junior web developer from Dhaka.',
    );
  });

  it('says whether recruiters find the CV in the CV bank, with the way to the setting', async () => {
    await openMyProfile();
    expect(screen.getByText(/You are not in the CV bank/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CV bank setting' })).toHaveAttribute('href', '/settings');
  });

  it('counts in Bengali digits in the Bengali UI', async () => {
    gateway(makeYouthProfile({ profile_completion: completion(['personal_info', 'educations', 'photo']) }));
    openPage('/my-profile', { locale: 'bn-BD' });
    expect(
      await screen.findByRole('progressbar', { name: 'প্রোফাইল ৩৫% সম্পূর্ণ' }, { timeout: 3000 }),
    ).toHaveAttribute('aria-valuenow', '35');
  });

  it('lists the items of each section in the reader’s language', async () => {
    await openMyProfile();
    const parts = [
      'Personal information',
      'Contact',
      'Addresses',
      'Guardians',
      'Education',
      'Job experience',
      'Skills',
      'Languages',
    ];
    parts.push(
      'Certifications',
      'Portfolio',
      'Projects',
      'Publications',
      'References',
      'Social profiles',
      'Others',
    );
    parts.push('Area of interest', 'Area of aspiration', 'Job preferences');
    for (const name of parts) expect(screen.getByRole('region', { name }), name).toBeInTheDocument();
    expect(section('Area of interest').getByText('Web development')).toBeInTheDocument();
    expect(section('Job preferences').getByText('Full time')).toBeInTheDocument();
    expect(section('Education').getByText('HSC')).toBeInTheDocument();
    expect(section('Education').getByText(/Dhaka College · CGPA 4\.83\/5 · 2018/)).toBeInTheDocument();
    expect(section('Others').getByText('Volunteer at the Red Crescent')).toBeInTheDocument();
    expect(section('Languages').getByText('Nothing added yet.')).toBeInTheDocument();
  });
});
