import { defineArea } from './types';

/**
 * The youth profile setup wizard (spec §2 /create-profile, /new-profile; steps educational-level, interest,
 * skill-mapping, aspire-to-be): `profile_setup.*`. Field labels come from `profile.field.*`; the 'at least one'
 * messages of interest, skill and aspiration from `validation.at_least_one`.
 */
export default defineArea(
  {
    'profile_setup.title': 'Set up your profile',
    'profile_setup.intro':
      'Four short steps help us suggest jobs and courses that fit you; the fifth is who sees your profile. You can change everything later.',
    'profile_setup.progress': 'Step {step, number} of {total, number}',
    'profile_setup.loading': 'Loading your profile',
    'profile_setup.step.educational-level': 'Education',
    'profile_setup.step.interest': 'Interests',
    'profile_setup.step.skill-mapping': 'Skills',
    'profile_setup.step.aspire-to-be': 'Aspirations',
    'profile_setup.step.privacy': 'Privacy',
    'profile_setup.step_intro.educational-level':
      'Add your education, starting with the highest level you have reached or are studying for.',
    'profile_setup.step_intro.interest': 'Which areas interest you? Choose at least one.',
    'profile_setup.step_intro.skill-mapping':
      'Choose at least one basic and one specialized skill, and how well you know each.',
    'profile_setup.step_intro.aspire-to-be': 'What would you like to become? Choose at least one.',
    'profile_setup.step_intro.privacy':
      'Choose who sees what. Nothing here is required, and you can change it any time on My profile and in Settings.',
    'profile_setup.privacy.public': 'Anyone with your profile link sees (each can be hidden on My profile)',
    'profile_setup.privacy.private': 'Private until you show it',
    'profile_setup.privacy.choices': 'Your choices',
    'profile_setup.privacy.show_contact': 'Show my mobile number and e-mail on my public profile and CV',
    'profile_setup.privacy.show_contact_help':
      'Off: only you see them. Employers you apply to still reach you through the platform.',
    'profile_setup.back': 'Back',
    'profile_setup.next': 'Save and continue',
    'profile_setup.finish': 'Finish',
    'profile_setup.saved': 'Saved',
    'profile_setup.finished': 'Your profile is set up',
    'profile_setup.education.list': 'Your education',
    'profile_setup.education.none': 'No education added yet.',
    'profile_setup.education.add_title': 'Add education',
    'profile_setup.education.add': 'Add education',
    'profile_setup.education.add_another': 'Add another education',
    'profile_setup.education.cancel': 'Cancel',
    'profile_setup.education.remove': 'Remove {name}',
    'profile_setup.education.added': 'Education added',
    'profile_setup.education.removed': 'Education removed',
    'profile_setup.education.at_least_one': 'Add at least one education to continue',
    'profile_setup.education.passed': '{degree}, {institute}',
    'profile_setup.skills.basic': 'Basic skills',
    'profile_setup.skills.specialized': 'Specialized skills',
    'profile_setup.skills.proficiency_of': 'Proficiency in {skill}',
    'profile_setup.choices_loading': 'Loading the choices',
  },
  {
    'profile_setup.title': 'আপনার প্রোফাইল তৈরি করুন',
    'profile_setup.intro':
      'চারটি ছোট ধাপ আপনার উপযোগী চাকরি ও কোর্সের পরামর্শ দিতে সাহায্য করে; পঞ্চম ধাপে ঠিক করবেন কে আপনার প্রোফাইল দেখবে। পরে সবকিছু বদলাতে পারবেন।',
    'profile_setup.progress': '{total, number} ধাপের {step, number} নম্বর ধাপ',
    'profile_setup.loading': 'আপনার প্রোফাইল লোড হচ্ছে',
    'profile_setup.step.educational-level': 'শিক্ষা',
    'profile_setup.step.interest': 'আগ্রহ',
    'profile_setup.step.skill-mapping': 'দক্ষতা',
    'profile_setup.step.aspire-to-be': 'আকাঙ্ক্ষা',
    'profile_setup.step.privacy': 'গোপনীয়তা',
    'profile_setup.step_intro.educational-level':
      'আপনার শিক্ষাগত যোগ্যতা যোগ করুন — যে সর্বোচ্চ স্তর সম্পন্ন করেছেন বা পড়ছেন, সেটি দিয়ে শুরু করুন।',
    'profile_setup.step_intro.interest': 'কোন কোন ক্ষেত্রে আপনার আগ্রহ? কমপক্ষে একটি বেছে নিন।',
    'profile_setup.step_intro.skill-mapping':
      'কমপক্ষে একটি মৌলিক ও একটি বিশেষায়িত দক্ষতা বেছে নিন এবং প্রতিটিতে আপনার পারদর্শিতা জানান।',
    'profile_setup.step_intro.aspire-to-be': 'ভবিষ্যতে আপনি কী হতে চান? কমপক্ষে একটি বেছে নিন।',
    'profile_setup.step_intro.privacy':
      'কে কী দেখবে তা বেছে নিন। এখানে কিছুই বাধ্যতামূলক নয়; আমার প্রোফাইল ও সেটিংসে যেকোনো সময় বদলাতে পারবেন।',
    'profile_setup.privacy.public': 'আপনার প্রোফাইল লিংক যার কাছে আছে, সে দেখবে (আমার প্রোফাইলে প্রতিটি লুকানো যায়)',
    'profile_setup.privacy.private': 'আপনি না দেখানো পর্যন্ত গোপন',
    'profile_setup.privacy.choices': 'আপনার পছন্দ',
    'profile_setup.privacy.show_contact': 'আমার মোবাইল নম্বর ও ই-মেইল পাবলিক প্রোফাইল ও সিভিতে দেখাও',
    'profile_setup.privacy.show_contact_help':
      'বন্ধ থাকলে শুধু আপনি দেখবেন। যেখানে আবেদন করবেন, সেই নিয়োগকর্তা প্ল্যাটফর্মের মাধ্যমেই আপনার সাথে যোগাযোগ করবেন।',
    'profile_setup.back': 'পেছনে',
    'profile_setup.next': 'সংরক্ষণ করে এগিয়ে যান',
    'profile_setup.finish': 'শেষ করুন',
    'profile_setup.saved': 'সংরক্ষিত হয়েছে',
    'profile_setup.finished': 'আপনার প্রোফাইল তৈরি হয়েছে',
    'profile_setup.education.list': 'আপনার শিক্ষাগত যোগ্যতা',
    'profile_setup.education.none': 'এখনো কোনো শিক্ষাগত যোগ্যতা যোগ করা হয়নি।',
    'profile_setup.education.add_title': 'শিক্ষাগত যোগ্যতা যোগ করুন',
    'profile_setup.education.add': 'যোগ করুন',
    'profile_setup.education.add_another': 'আরেকটি শিক্ষাগত যোগ্যতা যোগ করুন',
    'profile_setup.education.cancel': 'বাতিল',
    'profile_setup.education.remove': '{name} মুছে ফেলুন',
    'profile_setup.education.added': 'শিক্ষাগত যোগ্যতা যোগ হয়েছে',
    'profile_setup.education.removed': 'শিক্ষাগত যোগ্যতা মুছে ফেলা হয়েছে',
    'profile_setup.education.at_least_one': 'এগিয়ে যেতে কমপক্ষে একটি শিক্ষাগত যোগ্যতা যোগ করুন',
    'profile_setup.education.passed': '{degree}, {institute}',
    'profile_setup.skills.basic': 'মৌলিক দক্ষতা',
    'profile_setup.skills.specialized': 'বিশেষায়িত দক্ষতা',
    'profile_setup.skills.proficiency_of': '{skill}-এ পারদর্শিতা',
    'profile_setup.choices_loading': 'পছন্দের তালিকা লোড হচ্ছে',
  },
);
