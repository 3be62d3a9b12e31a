import { defineArea } from './types';

/* The admin's aptitude test configuration (issue 14, ADR 0070): `admin_aptitude.*`. */
export default defineArea(
  {
    'admin_aptitude.title': 'Aptitude test',
    'admin_aptitude.menu': 'Aptitude test',
    'admin_aptitude.menu_banks': 'Question banks',
    'admin_aptitude.group': 'Assessments',
    'admin_aptitude.questions': 'Aptitude questions',
    'admin_aptitude.load_error': 'The aptitude test could not be loaded',
    'admin_aptitude.rules':
      'Each youth takes the aptitude test once: the given number of questions is drawn for each assessment area from the aptitude question bank (only its active MCQ, MAQ, fill-in-the-blank and yes/no questions). An area cannot ask for more questions than are ready. The pass mark is a percentage of the marks drawn.',
    'admin_aptitude.duration': 'Duration (minutes)',
    'admin_aptitude.pass': 'Pass mark (%)',
    'admin_aptitude.area_count': '{area}: questions ({available} ready)',
  },
  {
    'admin_aptitude.title': 'অ্যাপটিটিউড টেস্ট',
    'admin_aptitude.menu': 'অ্যাপটিটিউড টেস্ট',
    'admin_aptitude.menu_banks': 'প্রশ্ন ব্যাংক',
    'admin_aptitude.group': 'মূল্যায়ন',
    'admin_aptitude.questions': 'অ্যাপটিটিউড প্রশ্ন',
    'admin_aptitude.load_error': 'অ্যাপটিটিউড টেস্ট লোড করা যায়নি',
    'admin_aptitude.rules':
      'প্রত্যেক যুব একবার অ্যাপটিটিউড টেস্ট দেয়: প্রতিটি মূল্যায়নের ক্ষেত্র থেকে নির্দিষ্ট সংখ্যক প্রশ্ন অ্যাপটিটিউড প্রশ্ন ব্যাংক থেকে নেওয়া হয় (শুধু সক্রিয় এমসিকিউ, এমএকিউ, শূন্যস্থান পূরণ ও হ্যাঁ/না প্রশ্ন)। কোনো ক্ষেত্র প্রস্তুত প্রশ্নের চেয়ে বেশি চাইতে পারে না। পাস নম্বর নেওয়া নম্বরের শতাংশ।',
    'admin_aptitude.duration': 'সময় (মিনিট)',
    'admin_aptitude.pass': 'পাস নম্বর (%)',
    'admin_aptitude.area_count': '{area}: প্রশ্ন ({available}টি প্রস্তুত)',
  },
);
