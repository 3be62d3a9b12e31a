import type { StaticPageType } from '@platform/contract';

/** The static pages (the five of the site and the four RPL pages), bilingual. Bodies are simple HTML; the gateway sanitises every body it stores. */
export const STATIC_PAGES: {
  type: StaticPageType;
  title: string;
  title_en: string;
  body: string;
  body_en: string;
}[] = [
  {
    type: 'about_us',
    title: 'আমাদের সম্পর্কে',
    title_en: 'About us',
    body: '<p>জাতীয় যুব দক্ষতা ও কর্মসংস্থান প্ল্যাটফর্ম দেশের তরুণদের জন্য একটি একক জায়গা: চাকরি খোঁজা ও আবেদন, কোর্সে ভর্তি, দক্ষতা যাচাই পরীক্ষা, সনদ অর্জন এবং একটি পূর্ণাঙ্গ সিভি তৈরি।</p><p>নিয়োগকর্তা, প্রশিক্ষণ প্রতিষ্ঠান, শিল্প সমিতি এবং সরকারি সংস্থা একই প্ল্যাটফর্মে কাজ করে, যাতে প্রশিক্ষণ থেকে চাকরি পর্যন্ত পথটি সহজ ও স্বচ্ছ হয়।</p>',
    body_en:
      '<p>The National Youth Skills and Jobs Platform is one place for the young people of the country to find and apply for jobs, enrol in courses, take skills tests, earn certificates and build a complete CV.</p><p>Recruiters, training institutes, industry associations and public agencies work on the same platform, so the road from training to a job is short and transparent.</p>',
  },
  {
    type: 'contact_us',
    title: 'যোগাযোগ',
    title_en: 'Contact us',
    body: '<p>প্রশ্ন, পরামর্শ বা অভিযোগ থাকলে নিচের ফর্মটি পূরণ করুন। আমরা সাধারণত দুই কর্মদিবসের মধ্যে উত্তর দিই।</p><p>হেল্পলাইন: ১৬১২৩ (রবি–বৃহস্পতি, সকাল ৯টা – বিকাল ৫টা)</p>',
    body_en:
      '<p>If you have a question, a suggestion or a complaint, fill in the form below. We usually answer within two working days.</p><p>Helpline: 16123 (Sunday–Thursday, 9 am – 5 pm)</p>',
  },
  {
    type: 'privacy_policy',
    title: 'গোপনীয়তা নীতি',
    title_en: 'Privacy policy',
    body: '<p>আমরা কেবল সেই তথ্য সংগ্রহ করি যা চাকরি, কোর্স ও সনদ সেবার জন্য প্রয়োজন। আপনার প্রোফাইলের কোন অংশ নিয়োগকর্তারা দেখবেন তা আপনি নিজে ঠিক করেন।</p><p>আপনার পাসওয়ার্ড কখনও সাধারণ লেখায় সংরক্ষণ করা হয় না। আপনি যেকোনো সময় আপনার অ্যাকাউন্ট নিষ্ক্রিয় করতে পারেন।</p>',
    body_en:
      '<p>We collect only the information needed for job, course and certificate services. You decide which parts of your profile recruiters can see.</p><p>Your password is never stored in plain text. You can deactivate your account at any time.</p>',
  },
  {
    type: 'term_of_service',
    title: 'ব্যবহারের শর্তাবলি',
    title_en: 'Terms of use',
    body: '<p>প্ল্যাটফর্মে দেওয়া তথ্য সত্য ও হালনাগাদ রাখা আপনার দায়িত্ব। মিথ্যা তথ্য, অন্যের পরিচয় ব্যবহার বা পরীক্ষায় অসদুপায় অবলম্বন করলে অ্যাকাউন্ট স্থগিত করা হতে পারে।</p><p>নিয়োগকর্তারা কেবল প্রকৃত শূন্যপদের বিজ্ঞাপন দেবেন এবং প্রার্থীর তথ্য নিয়োগ ছাড়া অন্য কাজে ব্যবহার করবেন না।</p>',
    body_en:
      "<p>You are responsible for keeping the information you give true and up to date. False information, using another person's identity or cheating in a test may lead to the account being suspended.</p><p>Recruiters advertise real vacancies only and use candidates' data for recruitment only.</p>",
  },
  {
    type: 'how_it_works',
    title: 'কীভাবে কাজ করে',
    title_en: 'How it works',
    body: '<ol><li>বিনামূল্যে নিবন্ধন করুন এবং আপনার প্রোফাইল পূরণ করুন।</li><li>আপনার আগ্রহ ও দক্ষতা অনুযায়ী কোর্স ও চাকরি খুঁজুন।</li><li>দক্ষতা যাচাই পরীক্ষা দিন এবং সনদ অর্জন করুন।</li><li>এক ক্লিকে আবেদন করুন এবং আবেদনের অবস্থা অনুসরণ করুন।</li></ol>',
    body_en:
      '<ol><li>Sign up for free and complete your profile.</li><li>Find courses and jobs that match your interests and skills.</li><li>Take skills tests and earn certificates.</li><li>Apply in one click and follow the status of each application.</li></ol>',
  },
  // the RPL pages of the youth portal (issue 18 item 4, ADR 0094)
  {
    type: 'rpl_what_is_rpl',
    title: 'আরপিএল কী?',
    title_en: 'What is RPL?',
    body: '<p>আরপিএল (পূর্ব অভিজ্ঞতার স্বীকৃতি) কাজ করে শেখা দক্ষতাকে স্বীকৃতি দেয়: আনুষ্ঠানিক প্রশিক্ষণ ছাড়াই কোনো পেশায় দক্ষ হলে একজন মূল্যায়নকারী আপনার দক্ষতা যাচাই করেন এবং উত্তীর্ণ হলে আপনি জাতীয় দক্ষতা সনদ পান।</p><ol><li>খাত, পেশা ও স্তর বেছে নিয়ে আবেদন করুন।</li><li>আপনাকে একটি মূল্যায়ন ব্যাচে রাখা হবে, যেখানে পরীক্ষার তারিখ ও কেন্দ্র জানানো হবে।</li><li>মূল্যায়নকারী আপনার কাজ দেখে নম্বর দেবেন; স্তরের পাস নম্বর পেলে আপনি সনদ পাবেন।</li></ol>',
    body_en:
      '<p>RPL (recognition of prior learning) recognises skills learnt at work: if you are skilled in an occupation without formal training, an assessor checks your skills and, if you pass, you receive a national skills certificate.</p><ol><li>Apply by choosing a sector, an occupation and a level.</li><li>You are placed in an assessment batch with an exam date and a centre.</li><li>The assessor watches your work and gives a score; reach the level’s passing score and you are certified.</li></ol>',
  },
  {
    type: 'rpl_certificate_advantage',
    title: 'আরপিএল সনদের সুবিধা',
    title_en: 'The advantage of an RPL certificate',
    body: '<ul><li>দেশে ও বিদেশে নিয়োগকর্তারা আপনার দক্ষতার প্রমাণ দেখতে পান।</li><li>উচ্চতর স্তরের প্রশিক্ষণ ও মূল্যায়নের পথ খোলে।</li><li>প্রতিটি সনদ অনলাইনে যাচাই করা যায়।</li></ul>',
    body_en:
      '<ul><li>Employers at home and abroad see proof of your skills.</li><li>It opens the way to training and assessment at higher levels.</li><li>Every certificate can be verified online.</li></ul>',
  },
  {
    type: 'rpl_occupations',
    title: 'আরপিএল পেশাসমূহ',
    title_en: 'RPL occupations',
    body: '<p>নিচের পেশা ও স্তরগুলোতে পূর্ব অভিজ্ঞতার স্বীকৃতির জন্য আবেদন করা যায়। প্রতিটি স্তরের পাস নম্বর শতাংশে দেখানো হয়েছে।</p>',
    body_en:
      '<p>You can apply for recognition of prior learning in the occupations and levels below. Each level shows its passing score in percent.</p>',
  },
  {
    type: 'rpl_assessment_centers',
    title: 'মূল্যায়ন কেন্দ্র',
    title_en: 'Assessment centres',
    body: '<p>মূল্যায়ন হয় নিবন্ধিত প্রশিক্ষণ প্রতিষ্ঠানের প্রশিক্ষণ কেন্দ্রে। আপনার ব্যাচের কেন্দ্র ও পরীক্ষার তারিখ আপনার আরপিএল পাতায় দেখানো হয়।</p>',
    body_en:
      '<p>Assessments take place at the training centres of registered training organisations. The centre and exam date of your batch are shown on your RPL page.</p>',
  },
];
