import { defineArea } from './types';

/** The content the public site shows, as the admin edits it (issue 17 item 1): `cms.*`. */
export default defineArea(
  {
    'cms.static.menu': 'Static pages',
    'cms.static.title': 'Static pages',
    'cms.static.intro':
      'The pages of the youth portal: about us, contact us, terms of use, privacy policy and how it works. Each has a Bengali and an English version.',
    'cms.static.load_error': 'The pages could not be loaded.',
    'cms.static.updated': 'Last changed {when}',
    'cms.static.edit': 'Edit {page}',
    'cms.static.edit_short': 'Edit a static page',
    'cms.static.edit_title': 'Edit: {page}',
    'cms.static.back': 'Back to the static pages',
    'cms.static.not_found': 'There is no such page.',
    'cms.static.form': 'Page in Bengali and English',
    'cms.static.html_help':
      'Write the text as HTML: paragraphs (p), headings (h2, h3), lists, bold and links. Anything else, such as scripts or images, is removed when you save.',
    'cms.static.field.title': 'Title (Bengali)',
    'cms.static.field.title_en': 'Title (English)',
    'cms.static.field.body': 'Text (Bengali)',
    'cms.static.field.body_en': 'Text (English)',
    'cms.static.save': 'Save page',
    'cms.static.saved': 'The page is saved. The youth portal shows it now.',
    'cms.sliders.title': 'In the spotlight',
  },
  {
    'cms.static.menu': 'স্থির পাতা',
    'cms.static.title': 'স্থির পাতা',
    'cms.static.intro':
      'যুব পোর্টালের পাতাগুলো: আমাদের সম্পর্কে, যোগাযোগ, ব্যবহারের শর্তাবলি, গোপনীয়তা নীতি এবং কীভাবে কাজ করে। প্রতিটির একটি বাংলা ও একটি ইংরেজি সংস্করণ আছে।',
    'cms.static.load_error': 'পাতাগুলো লোড করা যায়নি।',
    'cms.static.updated': 'সর্বশেষ পরিবর্তন {when}',
    'cms.static.edit': '{page} সম্পাদনা',
    'cms.static.edit_short': 'একটি স্থির পাতা সম্পাদনা',
    'cms.static.edit_title': 'সম্পাদনা: {page}',
    'cms.static.back': 'স্থির পাতায় ফিরে যান',
    'cms.static.not_found': 'এমন কোনো পাতা নেই।',
    'cms.static.form': 'বাংলা ও ইংরেজিতে পাতা',
    'cms.static.html_help':
      'লেখাটি HTML-এ লিখুন: অনুচ্ছেদ (p), শিরোনাম (h2, h3), তালিকা, গাঢ় লেখা ও লিংক। স্ক্রিপ্ট বা ছবির মতো অন্য কিছু সংরক্ষণের সময় সরিয়ে ফেলা হয়।',
    'cms.static.field.title': 'শিরোনাম (বাংলা)',
    'cms.static.field.title_en': 'শিরোনাম (ইংরেজি)',
    'cms.static.field.body': 'লেখা (বাংলা)',
    'cms.static.field.body_en': 'লেখা (ইংরেজি)',
    'cms.static.save': 'পাতা সংরক্ষণ',
    'cms.static.saved': 'পাতাটি সংরক্ষিত হয়েছে। যুব পোর্টালে এখন এটি দেখা যাচ্ছে।',
    'cms.sliders.title': 'বিশেষ আকর্ষণ',
  },
);
