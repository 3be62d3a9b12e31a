import { defineArea } from './types';

/* The public vendor page (spec §7 public `vendors/{id}`, ADR 0099): `vendor_page.*`. */
export default defineArea(
  {
    'vendor_page.title': 'Vendor',
    'vendor_page.heading': '{name}',
    'vendor_page.logo': 'Logo of {name}',
    'vendor_page.kind.recruiter': 'Recruiter on the platform',
    'vendor_page.kind.content_provider': 'Training provider on the platform',
    'vendor_page.jobs': 'Open jobs',
    'vendor_page.courses': 'Courses',
    'vendor_page.no_jobs': 'No open jobs at the moment.',
    'vendor_page.no_courses': 'No courses published at the moment.',
    'vendor_page.load_error': 'This page could not be loaded.',
  },
  {
    'vendor_page.title': 'ভেন্ডর',
    'vendor_page.heading': '{name}',
    'vendor_page.logo': '{name}-এর লোগো',
    'vendor_page.kind.recruiter': 'প্ল্যাটফর্মের নিয়োগকর্তা',
    'vendor_page.kind.content_provider': 'প্ল্যাটফর্মের প্রশিক্ষণ প্রদানকারী',
    'vendor_page.jobs': 'খোলা চাকরি',
    'vendor_page.courses': 'কোর্স',
    'vendor_page.no_jobs': 'এই মুহূর্তে কোনো খোলা চাকরি নেই।',
    'vendor_page.no_courses': 'এই মুহূর্তে কোনো কোর্স প্রকাশিত নেই।',
    'vendor_page.load_error': 'এই পাতাটি লোড করা যায়নি।',
  },
);
