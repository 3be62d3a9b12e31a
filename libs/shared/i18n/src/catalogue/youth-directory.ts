import { defineArea } from './types';

/* The registered-youth counter and the public youth directory (issue 18 item 5, ADR 0096): `youth_directory.*`. */
export default defineArea(
  {
    'youth_directory.home.registered':
      '{count, plural, one {# young person has} other {# young people have}} registered',
    'youth_directory.home.browse': 'Meet the youth in the directory',
    'youth_directory.title': 'Youth directory',
    'youth_directory.intro':
      'Young people who chose to be listed here. Open a name to see the public profile its owner shares.',
    'youth_directory.search': 'Search by name or skill',
    'youth_directory.search_submit': 'Search',
    'youth_directory.skill': 'Skill',
    'youth_directory.results': '{count, plural, one {# young person} other {# young people}} found',
    'youth_directory.load_error': 'The youth directory could not be loaded.',
    'youth_directory.retry': 'Try again',
    'youth_directory.message_type': 'young people',
    'youth_directory.empty': 'Try another name or skill, or clear the skill filter.',
    'youth_directory.card.skills': 'Skills',
    'youth_directory.card.no_skills': 'No skills shown',
    'youth_directory.setting.switch': 'List me in the public youth directory',
    'youth_directory.setting.rule':
      'Off unless you turn it on. When it is on, anyone can find your name and the skills your public profile shows at /youths and open your public profile; your contact details and hidden sections stay hidden.',
    'youth_directory.setting.listed': 'You are listed in the youth directory.',
    'youth_directory.setting.off': 'You are not listed in the youth directory.',
    'youth_directory.setting.load_failed': 'Your youth directory choice could not be loaded.',
  },
  {
    'youth_directory.home.registered': '{count, plural, one {# জন} other {# জন}} তরুণ-তরুণী নিবন্ধন করেছেন',
    'youth_directory.home.browse': 'ডিরেক্টরিতে তরুণ-তরুণীদের দেখুন',
    'youth_directory.title': 'তরুণ-তরুণী ডিরেক্টরি',
    'youth_directory.intro':
      'যেসব তরুণ-তরুণী এখানে তালিকাভুক্ত হতে চেয়েছেন। নামে ক্লিক করে তাঁর শেয়ার করা পাবলিক প্রোফাইল দেখুন।',
    'youth_directory.search': 'নাম বা দক্ষতা দিয়ে খুঁজুন',
    'youth_directory.search_submit': 'খুঁজুন',
    'youth_directory.skill': 'দক্ষতা',
    'youth_directory.results': '{count, plural, one {# জন} other {# জন}} তরুণ-তরুণী পাওয়া গেছে',
    'youth_directory.load_error': 'তরুণ-তরুণী ডিরেক্টরি লোড করা যায়নি।',
    'youth_directory.retry': 'আবার চেষ্টা করুন',
    'youth_directory.message_type': 'তরুণ-তরুণী',
    'youth_directory.empty': 'অন্য নাম বা দক্ষতা দিয়ে খুঁজুন, অথবা দক্ষতার ফিল্টার মুছে দিন।',
    'youth_directory.card.skills': 'দক্ষতা',
    'youth_directory.card.no_skills': 'কোনো দক্ষতা দেখানো হয়নি',
    'youth_directory.setting.switch': 'আমাকে পাবলিক তরুণ-তরুণী ডিরেক্টরিতে দেখান',
    'youth_directory.setting.rule':
      'আপনি চালু না করলে এটি বন্ধ থাকে। চালু থাকলে যে কেউ /youths পাতায় আপনার নাম ও পাবলিক প্রোফাইলে দেখানো দক্ষতা খুঁজে পাবেন এবং আপনার পাবলিক প্রোফাইল খুলতে পারবেন; আপনার যোগাযোগের তথ্য ও লুকানো অংশ লুকানোই থাকবে।',
    'youth_directory.setting.listed': 'আপনি তরুণ-তরুণী ডিরেক্টরিতে তালিকাভুক্ত আছেন।',
    'youth_directory.setting.off': 'আপনি তরুণ-তরুণী ডিরেক্টরিতে তালিকাভুক্ত নন।',
    'youth_directory.setting.load_failed': 'ডিরেক্টরিতে থাকার বিষয়ে আপনার পছন্দ লোড করা যায়নি।',
  },
);
