import { addDays, noMatchingCriteria, today } from '@platform/validation';
import { type Db, firstRow } from '../../db/client';
import { insertJob, saveStep } from './posts';

/*
 * Demo jobs (demo mode only; issue 4): Dhaka Tech Ltd. (the `recruiter`) has live jobs, one expired, one waiting for
 * approval, one approved and waiting for payment, one rejected and a draft half-way through the wizard; Chattogram
 * Garments Ltd. (`recruiter2`) has live jobs of its own, so tenant isolation shows. The applications to them are
 * job-pipeline/seed.ts. Lookups are found by their English titles (seeded in every mode).
 */

async function idOf(tx: Db, table: string, titleEn: string): Promise<number> {
  return firstRow(
    await tx.query<{ id: number }>(
      `select id from ${table} where lower(title_en) = lower($1) order by id limit 1`,
      [titleEn],
    ),
    `${table} ${titleEn}`,
  ).id;
}

export async function userId(tx: Db, username: string): Promise<number> {
  return firstRow(
    await tx.query<{ id: number }>('select id from users where username = $1', [username]),
    username,
  ).id;
}

interface DemoJob {
  org: 'Dhaka Tech Ltd.' | 'Chattogram Garments Ltd.';
  by: 'recruiter' | 'recruiter2';
  title: string;
  title_en: string;
  sector: string;
  occupation: string;
  status: 'draft' | 'pending_approval' | 'approved' | 'rejected' | 'live';
  steps?: number;
  service_type?: 1 | 2 | 3;
  /** Days from today. */
  published: number;
  deadline: number;
  division: string;
  district?: string;
  responsibilities: string;
  responsibilities_en: string;
  salary: [number, number] | null;
  salary_display?: 1 | 2 | 3;
  levels: number[];
  workplaces: number[];
  employment: string[];
  skills: string[];
  age?: [number, number];
  experience?: [number, number];
  hidden_name?: [string, string];
  mandatory?: string[];
  rejection_reason?: string;
}

const JOBS: DemoJob[] = [
  {
    org: 'Dhaka Tech Ltd.',
    by: 'recruiter',
    title: 'জুনিয়র ওয়েব ডেভেলপার',
    title_en: 'Junior Web Developer',
    sector: 'Information Technology',
    occupation: 'Software Developer',
    status: 'live',
    service_type: 2,
    published: -3,
    deadline: 20,
    division: 'Dhaka',
    responsibilities: 'React ও Node.js দিয়ে গ্রাহকদের ওয়েব অ্যাপ্লিকেশন তৈরি ও রক্ষণাবেক্ষণ করা।',
    responsibilities_en: 'Build and maintain web applications for our clients with React and Node.js.',
    salary: [25000, 35000],
    levels: [1],
    workplaces: [2, 3],
    employment: ['full_time'],
    skills: ['Web development', 'Database administration'],
    age: [20, 35],
    experience: [0, 2],
    mandatory: ['age'],
  },
  {
    org: 'Dhaka Tech Ltd.',
    by: 'recruiter',
    title: 'আইটি সাপোর্ট টেকনিশিয়ান',
    title_en: 'IT Support Technician',
    sector: 'Information Technology',
    occupation: 'IT Support Technician',
    status: 'live',
    service_type: 3,
    published: -1,
    deadline: 25,
    division: 'Dhaka',
    district: 'Gazipur',
    responsibilities: 'অফিসের কম্পিউটার, প্রিন্টার ও নেটওয়ার্ক সচল রাখা এবং ব্যবহারকারীদের সহায়তা করা।',
    responsibilities_en:
      'Keep office computers, printers and the network running and help colleagues with their problems.',
    salary: [18000, 22000],
    levels: [1],
    workplaces: [2],
    employment: ['full_time', 'contractual'],
    skills: ['Computer networking', 'Computer literacy'],
    experience: [1, 5],
    mandatory: ['location'],
  },
  {
    org: 'Dhaka Tech Ltd.',
    by: 'recruiter',
    title: 'গ্রাফিক ডিজাইনার (খণ্ডকালীন)',
    title_en: 'Graphic Designer (part time)',
    sector: 'Media and Creative Arts',
    occupation: 'Graphic Designer',
    status: 'live',
    service_type: 1,
    published: -6,
    deadline: 10,
    division: 'Dhaka',
    responsibilities: 'সামাজিক যোগাযোগমাধ্যমের পোস্ট, ব্যানার ও প্রেজেন্টেশনের নকশা করা।',
    responsibilities_en: 'Design social media posts, banners and presentations.',
    salary: [12000, 15000],
    salary_display: 3,
    levels: [1, 2],
    workplaces: [1],
    employment: ['part_time'],
    skills: ['Graphic design'],
    hidden_name: ['একটি শীর্ষস্থানীয় সফটওয়্যার প্রতিষ্ঠান', 'A leading software company'],
  },
  {
    org: 'Dhaka Tech Ltd.',
    by: 'recruiter',
    title: 'ডেটা এন্ট্রি অপারেটর',
    title_en: 'Data Entry Operator',
    sector: 'Information Technology',
    occupation: 'IT Support Technician',
    status: 'live',
    service_type: 1,
    published: -40,
    deadline: -12,
    division: 'Dhaka',
    responsibilities: 'গ্রাহকের তথ্য নির্ভুলভাবে সিস্টেমে তোলা।',
    responsibilities_en: 'Enter customer records accurately into our systems.',
    salary: [10000, 12000],
    levels: [1],
    workplaces: [2],
    employment: ['contractual'],
    skills: ['Data entry'],
  },
  {
    org: 'Dhaka Tech Ltd.',
    by: 'recruiter',
    title: 'ডিজিটাল মার্কেটিং এক্সিকিউটিভ',
    title_en: 'Digital Marketing Executive',
    sector: 'Media and Creative Arts',
    occupation: 'Content Writer',
    status: 'pending_approval',
    service_type: 2,
    published: 0,
    deadline: 28,
    division: 'Dhaka',
    responsibilities: 'সার্চ ও সামাজিক যোগাযোগমাধ্যমে বিজ্ঞাপন পরিচালনা করা।',
    responsibilities_en: 'Run search and social media campaigns.',
    salary: [22000, 30000],
    levels: [2],
    workplaces: [3],
    employment: ['full_time'],
    skills: ['Digital marketing'],
  },
  {
    org: 'Dhaka Tech Ltd.',
    by: 'recruiter',
    title: 'পাইথন ডেভেলপার',
    title_en: 'Python Developer',
    sector: 'Information Technology',
    occupation: 'Software Developer',
    status: 'approved',
    service_type: 3,
    published: 1,
    deadline: 29,
    division: 'Dhaka',
    responsibilities: 'ডেটা প্রক্রিয়াকরণের পাইথন সার্ভিস তৈরি করা।',
    responsibilities_en: 'Build Python services that process data.',
    salary: [40000, 60000],
    levels: [2],
    workplaces: [1, 2],
    employment: ['full_time'],
    skills: ['Python programming'],
  },
  {
    org: 'Dhaka Tech Ltd.',
    by: 'recruiter',
    title: 'বিক্রয় প্রতিনিধি',
    title_en: 'Sales Representative',
    sector: 'Retail and Sales',
    occupation: 'Sales Representative',
    status: 'rejected',
    published: 2,
    deadline: 20,
    division: 'Dhaka',
    responsibilities: 'সফটওয়্যার পণ্য বিক্রি করা।',
    responsibilities_en: 'Sell our software products.',
    salary: null,
    salary_display: 2,
    levels: [1],
    workplaces: [2],
    employment: ['full_time'],
    skills: ['Negotiation'],
    rejection_reason:
      'The responsibilities are too short: describe the targets, the area and the commission.',
  },
  {
    org: 'Dhaka Tech Ltd.',
    by: 'recruiter',
    title: 'ডেটাবেজ অ্যাডমিনিস্ট্রেটর',
    title_en: 'Database Administrator',
    sector: 'Information Technology',
    occupation: 'Software Developer',
    status: 'draft',
    steps: 2,
    published: 2,
    deadline: 25,
    division: 'Dhaka',
    responsibilities: 'PostgreSQL ডেটাবেজের ব্যাকআপ ও পারফরম্যান্স দেখা।',
    responsibilities_en: 'Look after the backups and performance of our PostgreSQL databases.',
    salary: [45000, 55000],
    levels: [2],
    workplaces: [2],
    employment: ['full_time'],
    skills: ['Database administration'],
  },
  {
    org: 'Chattogram Garments Ltd.',
    by: 'recruiter2',
    title: 'সেলাই মেশিন অপারেটর',
    title_en: 'Sewing Machine Operator',
    sector: 'Ready-made Garments',
    occupation: 'Sewing Machine Operator',
    status: 'live',
    service_type: 2,
    published: -2,
    deadline: 18,
    division: 'Chittagong',
    responsibilities: 'উৎপাদন লাইনে সেলাই মেশিন চালানো।',
    responsibilities_en: 'Operate sewing machines on the production line.',
    salary: [12500, 15000],
    levels: [1],
    workplaces: [2],
    employment: ['full_time'],
    skills: ['Sewing machine operation'],
    age: [18, 40],
    mandatory: ['age'],
  },
  {
    org: 'Chattogram Garments Ltd.',
    by: 'recruiter2',
    title: 'কোয়ালিটি ইন্সপেক্টর',
    title_en: 'Quality Inspector',
    sector: 'Ready-made Garments',
    occupation: 'Quality Inspector',
    status: 'live',
    service_type: 1,
    published: -5,
    deadline: 14,
    division: 'Chittagong',
    responsibilities: 'তৈরি পোশাকের মান পরীক্ষা ও প্রতিবেদন তৈরি।',
    responsibilities_en: 'Inspect garments and report on their quality.',
    salary: [16000, 20000],
    levels: [1, 2],
    workplaces: [2],
    employment: ['full_time'],
    skills: ['Tailoring'],
    experience: [1, 10],
  },
];

async function seedJob(tx: Db, j: DemoJob, day: string): Promise<number> {
  const org = await idOf(tx, 'organizations', j.org);
  const by = await userId(tx, j.by);
  const id = await insertJob(tx, org, by, {
    job_title: j.title,
    job_title_en: j.title_en,
    no_of_vacancies: 2,
    job_sector_id: await idOf(tx, 'job_sectors', j.sector),
    occupation_id: await idOf(tx, 'occupations', j.occupation),
    employment_types: j.employment,
    published_at: addDays(day, j.published),
    application_deadline: addDays(day, j.deadline),
    is_apply_online: true,
    is_photograph_enclose_with_resume: true,
  });
  const division = await idOf(tx, 'divisions', j.division);
  const district = j.district ? await idOf(tx, 'districts', j.district) : null;
  const skillIds: number[] = [];
  for (const s of j.skills) skillIds.push(await idOf(tx, 'skills', s));
  const criteria = noMatchingCriteria();
  for (const c of ['age', 'experience', 'location', 'skills'] as const) criteria[c].enabled = true;
  for (const c of j.mandatory ?? [])
    criteria[c as keyof typeof criteria] = { enabled: true, mandatory: true };
  const steps: [Parameters<typeof saveStep>[2], Record<string, unknown>][] = [
    [
      'more_info',
      {
        job_responsibilities: j.responsibilities,
        job_responsibilities_en: j.responsibilities_en,
        job_place_type: 1,
        job_levels: j.levels,
        workplaces: j.workplaces,
        locations: [{ loc_division_id: division, loc_district_id: district }],
        salary_type: 2,
        salary_display: j.salary_display ?? 1,
        salary_min: j.salary?.[0] ?? null,
        salary_max: j.salary?.[1] ?? null,
        is_other_benefits: true,
        other_benefits: 'Two festival bonuses, lunch subsidy',
        festival_bonus: 2,
      },
    ],
    [
      'candidate_requirement',
      {
        education_requirements: 'HSC or diploma; a degree is a plus.',
        min_age: j.age?.[0] ?? null,
        max_age: j.age?.[1] ?? null,
        min_experience: j.experience?.[0] ?? null,
        max_experience: j.experience?.[1] ?? null,
        is_freshers_encouraged: !j.experience || j.experience[0] === 0,
        genders: [3],
        skill_ids: skillIds,
      },
    ],
    [
      'company_info_visibility',
      {
        is_company_name_visible: !j.hidden_name,
        company_name: j.hidden_name?.[0],
        company_name_en: j.hidden_name?.[1],
        is_company_address_visible: !j.hidden_name,
        company_address:
          j.org === 'Dhaka Tech Ltd.'
            ? 'House 12, Road 7, Dhanmondi, Dhaka 1205'
            : 'Plot 9, EPZ, Chattogram 4223',
        is_company_business_visible: true,
        company_business:
          j.org === 'Dhaka Tech Ltd.' ? 'Software and IT services' : 'Knitwear and woven garments for export',
      },
    ],
    ['matching_criteria', { criteria }],
    [
      'contact_info',
      {
        contact_name: j.by === 'recruiter' ? 'তানভীর হাসান' : 'ফারহানা ইসলাম',
        contact_name_en: j.by === 'recruiter' ? 'Tanvir Hasan' : 'Farhana Islam',
        contact_designation: j.by === 'recruiter' ? 'HR Manager' : 'Talent Lead',
        contact_mobile: j.by === 'recruiter' ? '01711000003' : '01711000004',
        contact_email: `${j.by}@platform.local`,
      },
    ],
  ];
  const last = j.steps ?? 6;
  for (const [i, [step, value]] of steps.entries())
    if (i + 2 <= last) await saveStep(tx, id, step, i + 2, value);
  if (j.status !== 'draft') {
    await tx.query(
      `update jobs set status = $2, service_type = $3, submitted_at = now() - interval '2 days', rejection_reason = $4,
         reviewed_at = case when $2 in ('approved', 'rejected', 'live') then now() - interval '1 day' end,
         reviewed_by = case when $2 in ('approved', 'rejected', 'live') then (select id from users where username = 'admin') end,
         live_at = case when $2 = 'live' then (published_at::timestamp at time zone 'Asia/Dhaka') end
       where id = $1`,
      [id, j.status, j.service_type ?? null, j.rejection_reason ?? null],
    );
  }
  return id;
}

/** The demo jobs (the statuses above), by English title: their ids, for the demo applications (job-pipeline/seed.ts). */
export async function seedJobs(tx: Db): Promise<Record<string, number>> {
  const day = today();
  const ids: Record<string, number> = {};
  for (const j of JOBS) ids[j.title_en] = await seedJob(tx, j, day);
  return ids;
}
