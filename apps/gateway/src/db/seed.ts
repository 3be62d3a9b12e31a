import { randomBytes } from 'node:crypto';
import type { GatewayConfig } from '../config';
import { hashPassword } from '../identity/password';
import { notify } from '../domains/notifications/outbox';
import { syncPermissions } from '../domains/resources';
import { type Db, firstRow } from './client';
import { seedReferenceData } from './data';
import { STATIC_PAGES } from '../domains/platform-content/seed';
import { seedAptitudeReference } from '../domains/assessments';
import { seedAssessments } from '../domains/assessments/seed';
import { seedCourseBatches } from '../domains/course-batches/seed';
import { seedLiveSchedule } from '../domains/course-schedules/seed';
import { seedInstituteEvents } from '../domains/institute-events/seed';
import { seedRpl } from '../domains/rpl/seed';
import { seedProgressReports } from '../domains/progress-reports/seed';
import { seedFreelanceOffers } from '../domains/freelance/seed';
import { seedOntology } from '../domains/ontology/seed';
import { seedAssociations } from '../domains/associations/seed';
import { seedCourseStructure } from '../domains/course-structure/seed';
import { seedCourses } from '../domains/courses/seed';
import { seedLearningPaths } from '../domains/learning-paths/seed';
import { seedJobAlerts } from '../domains/job-alerts/seed';
import { seedApplications } from '../domains/job-pipeline/seed';
import { seedJobs } from '../domains/jobs/seed';
import { seedYouthProfiles } from '../domains/youth-profile/seed';
import { seedInstituteStructure } from '../domains/resources/structure-seed';
import { seedCourseLibrary } from '../domains/course-library/seed';
import { seedInstituteGrant } from '../domains/users/institute-grants';
import { ROLES } from './seed-roles';

export const DEMO_PASSWORD = 'Demo1234';

/**
 * Reference data: always seeded, also in production mode. Idempotent. The permissions are the ones the routes
 * declare (domains/resources/permission-catalogue.ts); the lists of the resource engine come from src/db/data.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await syncPermissions(tx);
    await seedReferenceData(tx);
    await seedAptitudeReference(tx);
    for (const role of ROLES) {
      await tx.query(
        `insert into roles (key, title, title_en) values ($1, $2, $3) on conflict (key) do nothing`,
        [role.key, role.title, role.title_en],
      );
      const keys = 'all' in role ? null : [...role.keys];
      await tx.query(
        `insert into role_permissions (role_id, permission_id)
         select r.id, p.id from roles r, permissions p where r.key = $1 and ($2::text[] is null or p.key = any($2::text[]))
         on conflict do nothing`,
        [role.key, keys],
      );
    }
    await tx.query(
      `insert into app_settings (id, maintenance_mode_status, maintenance_hash, site_name, site_name_en)
       values (1, false, $1, 'জাতীয় যুব দক্ষতা ও কর্মসংস্থান প্ল্যাটফর্ম', 'National Youth Skills and Jobs Platform') on conflict (id) do nothing`,
      [randomBytes(16).toString('base64url')],
    );
    for (const page of STATIC_PAGES) {
      await tx.query(
        `insert into static_contents (content_type, title, title_en, body, body_en) values ($1,$2,$3,$4,$5) on conflict (content_type) do nothing`,
        [page.type, page.title, page.title_en, page.body, page.body_en],
      );
    }
  });
}

interface DemoUser {
  username: string;
  full_name: string;
  full_name_en: string;
  designation: string;
  user_type_code: number;
  role: string;
  org?: 'org1' | 'org2';
  institute?: boolean;
  email: string;
  mobile: string;
  gender: number;
  completion?: number;
}

const DEMO_USERS: DemoUser[] = [
  {
    username: 'admin',
    full_name: 'সিস্টেম অ্যাডমিন',
    full_name_en: 'System Admin',
    designation: 'Platform Administrator',
    user_type_code: 1,
    role: 'system_admin',
    email: 'admin@platform.local',
    mobile: '01711000001',
    gender: 1,
  },
  {
    username: 'association',
    full_name: 'নাসরিন আক্তার',
    full_name_en: 'Nasrin Akter',
    designation: 'Secretary, BASIS Skills Committee',
    user_type_code: 1,
    role: 'industry_association_admin',
    email: 'association@platform.local',
    mobile: '01711000002',
    gender: 2,
  },
  {
    username: 'orgadmin',
    full_name: 'শাহানা পারভীন',
    full_name_en: 'Shahana Parvin',
    designation: 'IT Administrator, Dhaka Tech Ltd.',
    user_type_code: 1,
    role: 'organization_admin',
    org: 'org1',
    email: 'orgadmin@platform.local',
    mobile: '01711000010',
    gender: 2,
  },
  {
    username: 'recruiter',
    full_name: 'তানভীর হাসান',
    full_name_en: 'Tanvir Hasan',
    designation: 'HR Manager, Dhaka Tech Ltd.',
    user_type_code: 4,
    role: 'recruiter_admin',
    org: 'org1',
    email: 'recruiter@platform.local',
    mobile: '01711000003',
    gender: 1,
  },
  {
    username: 'recruiter2',
    full_name: 'ফারহানা ইসলাম',
    full_name_en: 'Farhana Islam',
    designation: 'Talent Lead, Chattogram Garments Ltd.',
    user_type_code: 4,
    role: 'recruiter_admin',
    org: 'org2',
    email: 'recruiter2@platform.local',
    mobile: '01711000004',
    gender: 2,
  },
  {
    username: 'provider',
    full_name: 'মোহাম্মদ করিম',
    full_name_en: 'Mohammad Karim',
    designation: 'Director, Rajshahi Technical Institute',
    user_type_code: 2,
    role: 'content_provider_admin',
    institute: true,
    email: 'provider@platform.local',
    mobile: '01711000005',
    gender: 1,
  },
  {
    username: 'instituteadmin',
    full_name: 'ফারজানা রহমান',
    full_name_en: 'Farzana Rahman',
    designation: 'Administrator, Rajshahi Technical Training Institute',
    user_type_code: 1,
    role: 'institute_admin',
    institute: true,
    email: 'instituteadmin@platform.local',
    mobile: '01711000016',
    gender: 2,
  },
  {
    username: 'trainer',
    full_name: 'সাবরিনা চৌধুরী',
    full_name_en: 'Sabrina Chowdhury',
    designation: 'Senior Trainer, Web Development',
    user_type_code: 2,
    role: 'trainer',
    institute: true,
    email: 'trainer@platform.local',
    mobile: '01711000006',
    gender: 2,
  },
  {
    username: 'assessor',
    full_name: 'আবদুল মতিন',
    full_name_en: 'Abdul Matin',
    designation: 'Certified Assessor (RPL)',
    user_type_code: 2,
    role: 'assessor',
    institute: true,
    email: 'assessor@platform.local',
    mobile: '01711000007',
    gender: 1,
  },
  {
    username: 'youth',
    full_name: 'রহিম উদ্দিন',
    full_name_en: 'Rahim Uddin',
    designation: 'Junior Web Developer',
    user_type_code: 3,
    role: 'youth',
    email: 'youth@platform.local',
    mobile: '01711000008',
    gender: 1,
    completion: 80,
  },
  {
    username: 'youth2',
    full_name: 'সুমাইয়া খাতুন',
    full_name_en: 'Sumaiya Khatun',
    designation: 'Graphic Design Learner',
    user_type_code: 3,
    role: 'youth',
    email: 'youth2@platform.local',
    mobile: '01711000009',
    gender: 2,
    completion: 45,
  },
];

/** Self-registered vendors (content providers, recruiters) for the admin's approval screen, in every state. */
const DEMO_VENDORS = [
  {
    username: 'vendor_pending1',
    full_name: 'রাশেদ খান',
    full_name_en: 'Rashed Khan',
    designation: 'Owner, Sylhet IT Academy',
    org: 'Sylhet IT Academy',
    user_type_code: 2,
    status: 'pending',
    email: 'rashed@sylhet-it.example',
    mobile: '01811000011',
  },
  {
    username: 'vendor_pending2',
    full_name: 'মাহমুদা বেগম',
    full_name_en: 'Mahmuda Begum',
    designation: 'HR Lead, Khulna Agro Foods',
    org: 'Khulna Agro Foods',
    user_type_code: 4,
    status: 'pending',
    email: 'mahmuda@khulna-agro.example',
    mobile: '01811000012',
  },
  {
    username: 'vendor_pending3',
    full_name: 'অনিক সরকার',
    full_name_en: 'Anik Sarkar',
    designation: 'Founder, Barishal Skills Hub',
    org: 'Barishal Skills Hub',
    user_type_code: 2,
    status: 'pending',
    email: 'anik@barishal-skills.example',
    mobile: '01811000013',
  },
  {
    username: 'vendor_rejected',
    full_name: 'জাহিদ হাসান',
    full_name_en: 'Zahid Hasan',
    designation: 'Recruiter, Unknown Traders',
    org: 'Unknown Traders',
    user_type_code: 4,
    status: 'rejected',
    email: 'zahid@unknown-traders.example',
    mobile: '01811000014',
  },
] as const;

async function seedVendors(tx: Db, hash: string, orgs: { org1: number; org2: number }): Promise<void> {
  for (const v of DEMO_VENDORS) {
    await tx.query(
      `insert into users (username, password_hash, full_name, full_name_en, designation, email, mobile, user_type_code, role_id,
         row_status, vendor_status, vendor_rejection_reason, vendor_organization_name)
       values ($1,$2,$3,$4,$5,$6,$7,$8,(select id from roles where key = $9),0,$10,$11,$12)`,
      [
        v.username,
        hash,
        v.full_name,
        v.full_name_en,
        v.designation,
        v.email,
        v.mobile,
        v.user_type_code,
        v.user_type_code === 2 ? 'content_provider_admin' : 'recruiter_admin',
        v.status,
        v.status === 'rejected' ? 'The trade licence could not be verified.' : null,
        v.org,
      ],
    );
  }
  // the demo recruiters and provider went through the same approval
  await tx.query(
    `update users set vendor_status = 'approved', vendor_reviewed_at = now() where username in ('recruiter', 'recruiter2', 'provider')`,
  );
  // one pending recruiter of the demo organisation, so its recruiter admin (tenant) has one to see
  await tx.query(
    `insert into users (username, password_hash, full_name, full_name_en, designation, email, mobile, user_type_code, role_id,
       organization_id, row_status, vendor_status)
     values ('recruiter_pending', $1, 'সাকিব আহমেদ', 'Sakib Ahmed', 'Recruitment Officer, Dhaka Tech Ltd.', 'sakib@dhakatech.example',
       '01811000015', 4, (select id from roles where key = 'recruiter_admin'), $2, 0, 'pending')`,
    [hash, orgs.org1],
  );
}

/** Demo data: accounts and enough activity that every screen shows something. Never in production mode. */
export async function seedDemo(db: Db): Promise<void> {
  const exists = await db.query(`select 1 from users where username = 'admin'`);
  if (exists.rows.length) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const org = async (title: string, title_en: string) =>
      firstRow(
        await tx.query<{ id: number }>(
          'insert into organizations (title, title_en) values ($1,$2) returning id',
          [title, title_en],
        ),
        'organization',
      ).id;
    const orgs = {
      org1: await org('ঢাকা টেক লিমিটেড', 'Dhaka Tech Ltd.'),
      org2: await org('চট্টগ্রাম গার্মেন্টস লিমিটেড', 'Chattogram Garments Ltd.'),
    };
    const institute = firstRow(
      await tx.query<{ id: number }>(
        `insert into institutes (title, title_en) values ('রাজশাহী কারিগরি প্রশিক্ষণ ইনস্টিটিউট', 'Rajshahi Technical Training Institute') returning id`,
      ),
      'institute',
    ).id;
    const association =
      (
        await tx.query<{ id: number }>(
          `insert into industry_associations (title, title_en) values ('বাংলাদেশ অ্যাসোসিয়েশন অফ সফটওয়্যার অ্যান্ড ইনফরমেশন সার্ভিসেস (বেসিস)', 'Bangladesh Association of Software and Information Services (BASIS)') returning id`,
        )
      ).rows[0]?.id ?? null;
    for (const u of DEMO_USERS) {
      await tx.query(
        `insert into users (username, password_hash, full_name, full_name_en, designation, email, mobile, user_type_code, role_id,
           organization_id, institute_id, industry_association_id, gender, profile_completion_percentage)
         values ($1,$2,$3,$4,$5,$6,$7,$8,(select id from roles where key = $9),$10,$11,$12,$13,$14)`,
        [
          u.username,
          hash,
          u.full_name,
          u.full_name_en,
          u.designation,
          u.email,
          u.mobile,
          u.user_type_code,
          u.role,
          u.org ? orgs[u.org] : null,
          u.institute ? institute : null,
          u.role === 'industry_association_admin' ? association : null,
          u.gender,
          u.completion ?? 0,
        ],
      );
    }
    await seedVendors(tx, hash, orgs);
    await seedInstituteStructure(tx, institute, orgs.org1);
    await seedCourseLibrary(tx, institute);
    await seedYouthProfiles(tx);
    await seedApplications(tx, await seedJobs(tx));
    await seedJobAlerts(tx);
    await seedAssessments(tx);
    const published = await seedCourses(tx);
    await seedCourseStructure(tx, published.course, published.by);
    // the institute's demo trainer teaches the published course (issue 18 item 1)
    await tx.query(
      `insert into course_instructors (course_id, trainer_id, position)
       select $1, t.id, 1 from trainers t join courses c on c.id = $1 and c.institute_id = t.institute_id
        order by t.id limit 1 on conflict do nothing`,
      [published.course],
    );
    await seedCourseBatches(tx, published.course, published.by);
    // a published learning path of that course (ADR 0100)
    await seedLearningPaths(tx, published.course);
    // the live course's schedule waiting for approval and a published event (ADR 0090)
    await seedLiveSchedule(tx);
    await seedInstituteEvents(tx);
    // the RPL catalogue and an application of the demo youth (ADR 0094)
    await seedRpl(tx);
    // a small ontology over the seeded skills and sectors (ADR 0098)
    await seedOntology(tx);
    // BASIS's member, applicant and badge (ADR 0092)
    await seedAssociations(tx);
    // monthly progress reports of the demo institute's centres in every state (ADR 0093) and a few freelance offers
    await seedProgressReports(tx, institute);
    await seedFreelanceOffers(tx);
    // the demo institute's grant: every key its users hold today, so it is limited yet nothing is lost (ADR 0120)
    await seedInstituteGrant(tx, institute);
    await tx.query(
      `insert into contact_messages (name, email, subject, message) values
       ('Shirin Akhter', 'shirin@example.com', 'Course certificate', 'When will the certificate of the graphic design course be issued?'),
       ('জামাল হোসেন', 'jamal@example.com', 'চাকরির আবেদন', 'আবেদনের পর কতদিনে ফলাফল জানা যাবে?')`,
    );
    const youth = firstRow(
      await tx.query<{ id: number }>(`select id from users where username = 'youth'`),
      'demo youth',
    ).id;
    await notify(tx, {
      event: 'contact_message',
      channels: ['email'],
      recipients: [{ email: 'contact@platform.local' }],
      variables: {
        name: 'Shirin Akhter',
        email: 'shirin@example.com',
        subject: 'Course certificate',
        message: 'When will the certificate be issued?',
        mobile: '',
      },
    });
    await notify(tx, {
      event: 'registration_mobile_verification',
      channels: ['sms', 'in_app'],
      recipients: [{ user_id: youth, mobile: '01711000008' }],
      variables: { code: '482913' },
    });
    // one permanently failed delivery so the log shows every state
    await tx.query(
      `insert into notification_logs (event, channel, recipient, state, attempts, last_error) values
       ('bulk_email_to_platform_users', 'email', 'unknown@invalid', 'FAILED', 3, 'recipient address rejected')`,
    );
  });
}

export async function seed(db: Db, config: Pick<GatewayConfig, 'mode'>): Promise<void> {
  await seedReference(db);
  if (config.mode === 'demo') await seedDemo(db);
}
