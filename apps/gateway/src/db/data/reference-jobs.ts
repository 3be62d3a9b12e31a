import { numbered } from './numbered';

/** Job sectors and their occupations (spec §3), seeded in every mode with fixed ids: an occupation names its sector. */

const sectors: [string, string, [string, string][]][] = [
  [
    'তথ্যপ্রযুক্তি',
    'Information Technology',
    [
      ['সফটওয়্যার ডেভেলপার', 'Software Developer'],
      ['ওয়েব ডিজাইনার', 'Web Designer'],
      ['আইটি সাপোর্ট টেকনিশিয়ান', 'IT Support Technician'],
    ],
  ],
  [
    'তৈরি পোশাক',
    'Ready-made Garments',
    [
      ['সেলাই মেশিন অপারেটর', 'Sewing Machine Operator'],
      ['কোয়ালিটি ইন্সপেক্টর', 'Quality Inspector'],
      ['মার্চেন্ডাইজার', 'Merchandiser'],
    ],
  ],
  [
    'কৃষি',
    'Agriculture',
    [
      ['কৃষি সম্প্রসারণ কর্মী', 'Agricultural Extension Worker'],
      ['নার্সারি কর্মী', 'Nursery Worker'],
      ['মৎস্য চাষি', 'Fish Farmer'],
    ],
  ],
  [
    'নির্মাণ',
    'Construction',
    [
      ['রাজমিস্ত্রি', 'Mason'],
      ['রড মিস্ত্রি', 'Steel Fixer'],
      ['সাইট সুপারভাইজার', 'Site Supervisor'],
    ],
  ],
  [
    'স্বাস্থ্যসেবা',
    'Healthcare',
    [
      ['নার্স', 'Nurse'],
      ['কেয়ারগিভার', 'Caregiver'],
      ['ল্যাব টেকনিশিয়ান', 'Laboratory Technician'],
    ],
  ],
  [
    'শিক্ষা',
    'Education',
    [
      ['শিক্ষক', 'Teacher'],
      ['প্রশিক্ষক', 'Trainer'],
    ],
  ],
  [
    'ব্যাংকিং ও আর্থিক সেবা',
    'Banking and Financial Services',
    [
      ['হিসাবরক্ষক', 'Accountant'],
      ['ব্যাংক কর্মকর্তা', 'Bank Officer'],
      ['ক্ষুদ্রঋণ কর্মকর্তা', 'Microfinance Officer'],
    ],
  ],
  [
    'আতিথেয়তা ও পর্যটন',
    'Hospitality and Tourism',
    [
      ['রাঁধুনি', 'Cook'],
      ['ফ্রন্ট ডেস্ক কর্মকর্তা', 'Front Desk Officer'],
      ['ট্যুর গাইড', 'Tour Guide'],
    ],
  ],
  [
    'পরিবহন ও লজিস্টিকস',
    'Transport and Logistics',
    [
      ['গাড়িচালক', 'Driver'],
      ['গুদাম সহকারী', 'Warehouse Assistant'],
    ],
  ],
  [
    'হালকা প্রকৌশল',
    'Light Engineering',
    [
      ['ওয়েল্ডার', 'Welder'],
      ['লেদ মেশিন অপারেটর', 'Lathe Machine Operator'],
      ['ইলেকট্রিশিয়ান', 'Electrician'],
    ],
  ],
  [
    'চামড়া ও পাদুকা',
    'Leather and Footwear',
    [
      ['জুতা তৈরির কারিগর', 'Shoe Maker'],
      ['চামড়াজাত পণ্য কারিগর', 'Leather Goods Craftsperson'],
    ],
  ],
  [
    'ওষুধ শিল্প',
    'Pharmaceuticals',
    [
      ['উৎপাদন সহকারী', 'Production Assistant'],
      ['মেডিকেল রিপ্রেজেন্টেটিভ', 'Medical Representative'],
    ],
  ],
  [
    'টেলিযোগাযোগ',
    'Telecommunication',
    [
      ['মোবাইল ফোন সার্ভিসিং টেকনিশিয়ান', 'Mobile Phone Servicing Technician'],
      ['নেটওয়ার্ক টেকনিশিয়ান', 'Network Technician'],
    ],
  ],
  [
    'খুচরা বিক্রয়',
    'Retail and Sales',
    [
      ['বিক্রয় প্রতিনিধি', 'Sales Representative'],
      ['ক্যাশিয়ার', 'Cashier'],
      ['স্টোর ম্যানেজার', 'Store Manager'],
    ],
  ],
  [
    'গণমাধ্যম ও সৃজনশীল শিল্প',
    'Media and Creative Arts',
    [
      ['গ্রাফিক ডিজাইনার', 'Graphic Designer'],
      ['ভিডিও সম্পাদক', 'Video Editor'],
      ['কনটেন্ট লেখক', 'Content Writer'],
    ],
  ],
];
export const JOB_SECTORS = numbered(sectors.map(([title, title_en]) => ({ title, title_en })));
export const OCCUPATIONS = numbered(
  sectors.flatMap(([, , occupations], i) =>
    occupations.map(([title, title_en]) => ({ title, title_en, job_sector_id: i + 1 })),
  ),
);
