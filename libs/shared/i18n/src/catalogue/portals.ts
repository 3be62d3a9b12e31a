import { defineArea } from './types';

/** Portal names, header menus and the signed-in home pages of the five portals: ids `portals.*`. */
export default defineArea(
  {
    'portals.platform_name': 'National Youth Skills & Jobs Platform',
    'portals.youth.name': 'Youth Portal',
    'portals.admin.name': 'Admin Portal',
    'portals.recruiter.name': 'Recruiter Portal',
    'portals.lms.name': 'Learning Management Portal',
    'portals.assessment.name': 'Assessment Portal',

    'portals.menu.home': 'Home',
    'portals.menu.how_it_works': 'How it works',
    'portals.menu.about_us': 'About us',
    'portals.menu.contact_us': 'Contact us',
    'portals.menu.dashboard': 'Dashboard',
    'portals.menu.settings': 'Settings',
    'portals.menu.notification_logs': 'Notification logs',

    'portals.home.greeting': 'Welcome, {name}',
    'portals.home.designation': 'Signed in as {designation}',
    'portals.home.what_for': 'What this portal is for',
    'portals.home.shortcuts': 'Go to',

    'portals.admin.home.purpose':
      'The admin portal is where administrators run the platform: approve job posts and organisations, manage users, roles and permissions, keep the reference lists (skills, occupations, locations …), and set the site settings and maintenance mode. Every section is in the menu.',
    'portals.admin.home.settings': 'Site settings and maintenance mode',
    'portals.home.queues_error': 'What is waiting for you could not be loaded.',
    'portals.admin.home.queues': 'Waiting for you',
    'portals.admin.home.nothing_waiting': 'Nothing is waiting for approval.',
    'portals.admin.home.pending_jobs': 'Job posts awaiting approval',
    'portals.admin.home.pending_jobs_link': 'Review the job posts',
    'portals.admin.home.pending_vendors': 'Organisations awaiting approval',
    'portals.admin.home.pending_vendors_link': 'Review the organisations',
    'portals.admin.home.users': 'Users you manage',
    'portals.admin.home.users_link': 'Open the user list',
    'portals.recruiter.home.queues': 'Your hiring at a glance',
    'portals.recruiter.home.nothing_waiting': 'Nothing is waiting: post a job to start hiring.',
    'portals.recruiter.home.post_job': 'Post a job',
    'portals.recruiter.home.new_applicants': 'New applicants',
    'portals.recruiter.home.new_applicants_link': 'Open your job posts',
    'portals.recruiter.home.job_applicants':
      '{title}: {count, plural, one {# new applicant} other {# new applicants}}',
    'portals.recruiter.home.open_offers': 'Offers waiting for an answer',
    'portals.recruiter.home.open_offers_link': 'Open the offers',
    'portals.recruiter.home.drafts': 'Draft job posts',
    'portals.recruiter.home.drafts_link': 'Finish the drafts',
    'portals.recruiter.home.awaiting_approval': 'Job posts awaiting approval',
    'portals.recruiter.home.awaiting_approval_link': 'See the job posts under review',
    'portals.recruiter.home.awaiting_payment': 'Approved job posts to pay for',
    'portals.recruiter.home.awaiting_payment_link': 'Pay and go live',
    'portals.admin.home.notification_logs':
      'Notification logs: every e-mail, SMS and in-app message and its delivery state',
    'portals.recruiter.home.purpose':
      'The recruiter portal is where employers find talent: post jobs, review applicants at every stage from shortlist to hire, run assessments and interviews, send offers and search the CV bank.',
    'portals.lms.home.purpose':
      'The learning management portal is where content providers and institutes build courses with modules, lessons, quizzes and assignments, design certificates and follow the progress of enrolled youth.',
    'portals.assessment.home.purpose':
      'The assessment portal is where you take aptitude tests and the assessments that recruiters and course providers set for you, and see your results.',
  },
  {
    'portals.platform_name': 'জাতীয় যুব দক্ষতা ও কর্মসংস্থান প্ল্যাটফর্ম',
    'portals.youth.name': 'যুব পোর্টাল',
    'portals.admin.name': 'অ্যাডমিন পোর্টাল',
    'portals.recruiter.name': 'নিয়োগকারী পোর্টাল',
    'portals.lms.name': 'লার্নিং ম্যানেজমেন্ট পোর্টাল',
    'portals.assessment.name': 'মূল্যায়ন পোর্টাল',

    'portals.menu.home': 'হোম',
    'portals.menu.how_it_works': 'কীভাবে কাজ করে',
    'portals.menu.about_us': 'আমাদের সম্পর্কে',
    'portals.menu.contact_us': 'যোগাযোগ',
    'portals.menu.dashboard': 'ড্যাশবোর্ড',
    'portals.menu.settings': 'সেটিংস',
    'portals.menu.notification_logs': 'নোটিফিকেশন লগ',

    'portals.home.greeting': 'স্বাগতম, {name}',
    'portals.home.designation': '{designation} হিসেবে লগইন করেছেন',
    'portals.home.what_for': 'এই পোর্টাল কিসের জন্য',
    'portals.home.shortcuts': 'যেখানে যেতে পারেন',

    'portals.admin.home.purpose':
      'অ্যাডমিন পোর্টাল থেকে অ্যাডমিনিস্ট্রেটররা প্ল্যাটফর্মটি পরিচালনা করেন: চাকরির বিজ্ঞপ্তি ও প্রতিষ্ঠান অনুমোদন, ব্যবহারকারী, রোল ও পারমিশন ব্যবস্থাপনা, রেফারেন্স তালিকা (দক্ষতা, পেশা, এলাকা …) হালনাগাদ, এবং সাইটের সেটিংস ও রক্ষণাবেক্ষণ মোড। প্রতিটি বিভাগ মেনুতে আছে।',
    'portals.admin.home.settings': 'সাইটের সেটিংস ও রক্ষণাবেক্ষণ মোড',
    'portals.home.queues_error': 'আপনার জন্য অপেক্ষমাণ কাজগুলো লোড করা যায়নি।',
    'portals.admin.home.queues': 'আপনার জন্য অপেক্ষমাণ',
    'portals.admin.home.nothing_waiting': 'অনুমোদনের জন্য কিছু অপেক্ষমাণ নেই।',
    'portals.admin.home.pending_jobs': 'অনুমোদনের অপেক্ষায় চাকরির বিজ্ঞপ্তি',
    'portals.admin.home.pending_jobs_link': 'চাকরির বিজ্ঞপ্তিগুলো যাচাই করুন',
    'portals.admin.home.pending_vendors': 'অনুমোদনের অপেক্ষায় প্রতিষ্ঠান',
    'portals.admin.home.pending_vendors_link': 'প্রতিষ্ঠানগুলো যাচাই করুন',
    'portals.admin.home.users': 'আপনার পরিচালিত ব্যবহারকারী',
    'portals.admin.home.users_link': 'ব্যবহারকারীর তালিকা খুলুন',
    'portals.recruiter.home.queues': 'এক নজরে আপনার নিয়োগ',
    'portals.recruiter.home.nothing_waiting': 'কিছু অপেক্ষমাণ নেই: নিয়োগ শুরু করতে একটি চাকরির বিজ্ঞপ্তি দিন।',
    'portals.recruiter.home.post_job': 'চাকরির বিজ্ঞপ্তি দিন',
    'portals.recruiter.home.new_applicants': 'নতুন আবেদনকারী',
    'portals.recruiter.home.new_applicants_link': 'আপনার চাকরির বিজ্ঞপ্তিগুলো খুলুন',
    'portals.recruiter.home.job_applicants': '{title}: {count}জন নতুন আবেদনকারী',
    'portals.recruiter.home.open_offers': 'উত্তরের অপেক্ষায় চাকরির প্রস্তাব',
    'portals.recruiter.home.open_offers_link': 'প্রস্তাবগুলো খুলুন',
    'portals.recruiter.home.drafts': 'খসড়া চাকরির বিজ্ঞপ্তি',
    'portals.recruiter.home.drafts_link': 'খসড়াগুলো শেষ করুন',
    'portals.recruiter.home.awaiting_approval': 'অনুমোদনের অপেক্ষায় চাকরির বিজ্ঞপ্তি',
    'portals.recruiter.home.awaiting_approval_link': 'যাচাইয়ের অপেক্ষায় থাকা বিজ্ঞপ্তিগুলো দেখুন',
    'portals.recruiter.home.awaiting_payment': 'মূল্য পরিশোধের অপেক্ষায় অনুমোদিত বিজ্ঞপ্তি',
    'portals.recruiter.home.awaiting_payment_link': 'মূল্য পরিশোধ করে প্রকাশ করুন',
    'portals.admin.home.notification_logs':
      'নোটিফিকেশন লগ: প্রতিটি ই-মেইল, এসএমএস ও অ্যাপের বার্তা এবং তা পৌঁছানোর অবস্থা',
    'portals.recruiter.home.purpose':
      'নিয়োগকারী পোর্টালে নিয়োগদাতারা যোগ্য প্রার্থী খুঁজে পান: চাকরির বিজ্ঞপ্তি দিন, সংক্ষিপ্ত তালিকা থেকে নিয়োগ পর্যন্ত প্রতিটি ধাপে আবেদনকারীদের যাচাই করুন, মূল্যায়ন ও সাক্ষাৎকার নিন, চাকরির প্রস্তাব পাঠান এবং সিভি ব্যাংকে খুঁজুন।',
    'portals.lms.home.purpose':
      'লার্নিং ম্যানেজমেন্ট পোর্টালে কনটেন্ট প্রদানকারী ও প্রতিষ্ঠানগুলো মডিউল, পাঠ, কুইজ ও অ্যাসাইনমেন্টসহ কোর্স তৈরি করে, সনদপত্রের নকশা করে এবং ভর্তি হওয়া যুবদের অগ্রগতি অনুসরণ করে।',
    'portals.assessment.home.purpose':
      'মূল্যায়ন পোর্টালে আপনি অ্যাপটিটিউড টেস্ট এবং নিয়োগকারী ও কোর্স প্রদানকারীদের নির্ধারিত মূল্যায়নে অংশ নেন এবং আপনার ফলাফল দেখেন।',
  },
);
