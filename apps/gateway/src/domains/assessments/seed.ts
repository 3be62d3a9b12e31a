import { APPLICATION_STATUS as S } from '@platform/contract';
import type { Db } from '../../db/client';
import { moveApplication } from '../job-pipeline/applicants';
import { userId } from '../jobs/seed';
import { checkTransition } from '../jobs/transitions';
import { aptitudeBankId, saveAptitudeConfig, seedAptitudeReference } from './aptitude';
import { insertAssessment, replaceSets, upsertInvitation } from './assessments';
import { insertBank, insertQuestion, type QuestionWrite } from './banks';

/*
 * Demo data of the question engine (demo mode only; ADR 0070): Dhaka Tech's question bank with questions of every
 * type, a question set, the assessment of its IT Support Technician job with two fixed sets of 10 marks and Sumaiya
 * (youth2) invited; the aptitude bank's questions per area and the aptitude test configured; the demo institute's
 * bank of three questions (ADR 0078).
 */

const q = (
  type: number,
  title: string,
  title_en: string,
  marks: number,
  extra: Partial<QuestionWrite> = {},
): QuestionWrite => ({ question_type: type, title, title_en, marks, difficulty: 1, row_status: 1, ...extra });
const opts = (bn: string[], en: string[]) =>
  Object.fromEntries([
    ...bn.map((t, i) => [`option_${i + 1}`, t]),
    ...en.map((t, i) => [`option_${i + 1}_en`, t]),
  ]);

const WEB_QUESTIONS: QuestionWrite[] = [
  q(1, 'কোন HTML ট্যাগ দিয়ে লিংক তৈরি হয়?', 'Which HTML tag makes a link?', 2, {
    ...opts(['<a>', '<link>', '<href>', '<nav>'], ['<a>', '<link>', '<href>', '<nav>']),
    answers: [1],
    subject: 'HTML',
    assessment_area: 1,
  }),
  q(
    2,
    'নিচের কোনগুলো জাভাস্ক্রিপ্ট লাইব্রেরি বা ফ্রেমওয়ার্ক?',
    'Which of these are JavaScript libraries or frameworks?',
    3,
    {
      ...opts(['রিঅ্যাক্ট', 'জ্যাঙ্গো', 'ভিউ', 'লারাভেল'], ['React', 'Django', 'Vue', 'Laravel']),
      answers: [1, 3],
      subject: 'JavaScript',
      assessment_area: 2,
    },
  ),
  q(
    3,
    'CSS এর পূর্ণরূপ Cascading [[Style|Styles]] Sheets।',
    'CSS stands for Cascading [[Style|Styles]] Sheets.',
    2,
    {
      subject: 'CSS',
      assessment_area: 2,
    },
  ),
  q(4, 'HTTP কি একটি স্টেটলেস প্রোটোকল?', 'Is HTTP a stateless protocol?', 1, {
    answers: [1],
    assessment_area: 2,
  }),
  q(5, 'REST API কী, সংক্ষেপে ব্যাখ্যা করুন।', 'Explain in short what a REST API is.', 2, {
    assessment_area: 3,
    difficulty: 2,
  }),
  q(1, 'কোন HTTP স্ট্যাটাস কোডের অর্থ "পাওয়া যায়নি"?', 'Which HTTP status code means "Not Found"?', 2, {
    ...opts(['২০০', '৩০১', '৪০৪', '৫০০'], ['200', '301', '404', '500']),
    answers: [3],
    assessment_area: 1,
  }),
  q(2, 'নিচের কোনগুলো রিলেশনাল ডেটাবেস?', 'Which of these are relational databases?', 3, {
    ...opts(['পোস্টগ্রেসকিউএল', 'মঙ্গোডিবি', 'মাইএসকিউএল', 'রেডিস'], ['PostgreSQL', 'MongoDB', 'MySQL', 'Redis']),
    answers: [1, 3],
    assessment_area: 2,
  }),
  q(
    3,
    'গিটে স্টেজ করা পরিবর্তন সংরক্ষণের কমান্ড git [[commit]]।',
    'In Git, staged changes are recorded with git [[commit]].',
    2,
    {
      assessment_area: 1,
    },
  ),
  q(4, 'CSS গ্রিড কি দুই মাত্রায় বিন্যাস করে?', 'Does CSS Grid lay items out in two dimensions?', 1, {
    answers: [1],
    assessment_area: 2,
  }),
  q(
    6,
    '৩৬০ পিক্সেল চওড়া ফোনে একটি ওয়েব পেজ কীভাবে ব্যবহারযোগ্য করবেন, ধাপে ধাপে লিখুন।',
    'Describe step by step how you would make a web page usable on a 360 px wide phone.',
    2,
    {
      assessment_area: 3,
      difficulty: 3,
    },
  ),
];

/** Aptitude questions: four per area, one mark each (the configuration draws two per area). */
const APTITUDE_QUESTIONS: QuestionWrite[] = [
  q(1, '২, ৪, ৮, ১৬ … পরের সংখ্যা কোনটি?', '2, 4, 8, 16 … which number comes next?', 1, {
    ...opts(['২০', '২৪', '৩২', '৬৪'], ['20', '24', '32', '64']),
    answers: [3],
    assessment_area: 1,
  }),
  q(
    1,
    'একটি কাজ ৩ জন ৬ দিনে করে। ৬ জন কত দিনে করবে?',
    'Three people finish a job in 6 days. How many days do 6 people need?',
    1,
    {
      ...opts(['২', '৩', '৪', '১২'], ['2', '3', '4', '12']),
      answers: [2],
      assessment_area: 1,
    },
  ),
  q(
    4,
    'সব বিড়াল প্রাণী; কিছু প্রাণী কালো। তাহলে কি সব বিড়াল কালো?',
    'All cats are animals; some animals are black. Are all cats therefore black?',
    1,
    {
      answers: [2],
      assessment_area: 1,
    },
  ),
  q(3, '১০ এর ২০% হলো [[2|২]]।', '20% of 10 is [[2|২]].', 1, { assessment_area: 1 }),
  q(1, 'কোনটি বাকিগুলোর থেকে আলাদা?', 'Which one is different from the others?', 1, {
    ...opts(['আপেল', 'কলা', 'গাজর', 'আম'], ['Apple', 'Banana', 'Carrot', 'Mango']),
    answers: [3],
    assessment_area: 2,
  }),
  q(2, 'নিচের কোনগুলো মৌলিক সংখ্যা?', 'Which of these are prime numbers?', 1, {
    ...opts(['২', '৯', '১১', '১৫'], ['2', '9', '11', '15']),
    answers: [1, 3],
    assessment_area: 2,
  }),
  q(4, '০.৫ কি ১/২ এর সমান?', 'Is 0.5 equal to 1/2?', 1, { answers: [1], assessment_area: 2 }),
  q(3, 'সপ্তাহে [[7|৭]] দিন।', 'A week has [[7|৭]] days.', 1, { assessment_area: 2 }),
  q(1, 'কাউকে ধন্যবাদ জানাতে কোন বাক্যটি সবচেয়ে উপযুক্ত?', 'Which sentence best thanks someone?', 1, {
    ...opts(
      ['ঠিক আছে।', 'আপনার সাহায্যের জন্য ধন্যবাদ।', 'পরে দেখা হবে।', 'না।'],
      ['OK.', 'Thank you for your help.', 'See you later.', 'No.'],
    ),
    answers: [2],
    assessment_area: 3,
  }),
  q(4, 'ই-মেইলের বিষয় লাইন কি ফাঁকা রাখা উচিত?', 'Should an e-mail’s subject line be left empty?', 1, {
    answers: [2],
    assessment_area: 3,
  }),
  q(2, 'ভালো শ্রোতা হওয়ার লক্ষণ কোনগুলো?', 'Which are signs of a good listener?', 1, {
    ...opts(
      ['চোখে চোখ রাখা', 'কথার মাঝে থামানো', 'প্রশ্ন করা', 'ফোন দেখা'],
      ['Keeping eye contact', 'Interrupting', 'Asking questions', 'Looking at the phone'],
    ),
    answers: [1, 3],
    assessment_area: 3,
  }),
  q(
    3,
    '"Thank you" এর উত্তরে বলা হয় "You are [[welcome]]"।',
    'The reply to "Thank you" is "You are [[welcome]]".',
    1,
    { assessment_area: 3 },
  ),
];

/** The aptitude bank's questions and the configuration (two per area, 20 minutes, pass 50 %). */
async function seedAptitude(tx: Db, admin: number): Promise<void> {
  await seedAptitudeReference(tx);
  const bank = await aptitudeBankId(tx);
  if (bank === null) return;
  for (const question of APTITUDE_QUESTIONS) await insertQuestion(tx, bank, question, admin);
  await saveAptitudeConfig(tx, bank, {
    duration_minutes: 20,
    pass_percentage: 50,
    areas: [
      { assessment_area: 1, question_count: 2 },
      { assessment_area: 2, question_count: 2 },
      { assessment_area: 3, question_count: 2 },
    ],
  });
}

/** The demo institute's question bank (issue 15 item 7, ADR 0078): what its lesson quizzes can draw on. */
const INSTITUTE_QUESTIONS: QuestionWrite[] = [
  q(1, 'ভোল্টেজ মাপতে কোন যন্ত্র ব্যবহার করা হয়?', 'Which instrument measures voltage?', 2, {
    ...opts(['মাল্টিমিটার', 'থার্মোমিটার', 'ব্যারোমিটার'], ['Multimeter', 'Thermometer', 'Barometer']),
    answers: [1],
    subject: 'Electrical',
    assessment_area: 1,
  }),
  q(4, 'তারের কাজের আগে বিদ্যুৎ সংযোগ বন্ধ করা উচিত।', 'Switch the power off before working on wiring.', 1, {
    answers: [1],
    subject: 'Safety',
    assessment_area: 1,
  }),
  q(3, 'বিদ্যুৎ প্রবাহ মাপা হয় [[অ্যাম্পিয়ার|এম্পিয়ার]] এককে।', 'Current is measured in [[amperes|ampere|amps]].', 1, {
    subject: 'Electrical',
    assessment_area: 2,
  }),
];

async function seedInstituteBank(tx: Db): Promise<void> {
  const provider = await userId(tx, 'provider');
  const institute = (
    await tx.query<{ institute_id: number | null }>('select institute_id from users where id = $1', [
      provider,
    ])
  ).rows[0]?.institute_id;
  if (!institute) return;
  const bank = await insertBank(
    tx,
    { kind: 'institute', id: Number(institute) },
    { title: 'ইলেকট্রিক্যাল কাজের প্রশ্ন', title_en: 'Electrical work questions', subject: 'Electrical' },
    provider,
  );
  for (const question of INSTITUTE_QUESTIONS) await insertQuestion(tx, bank, question, provider);
}

export async function seedAssessments(tx: Db): Promise<void> {
  const recruiter = await userId(tx, 'recruiter');
  const admin = await userId(tx, 'admin');
  await seedAptitude(tx, admin);
  await seedInstituteBank(tx);
  const org = (
    await tx.query<{ organization_id: number }>('select organization_id from users where id = $1', [
      recruiter,
    ])
  ).rows[0]?.organization_id;
  if (!org) return;
  const scope = { kind: 'organization' as const, id: Number(org) };
  const bank = await insertBank(
    tx,
    scope,
    { title: 'ওয়েব ডেভেলপমেন্টের প্রশ্ন', title_en: 'Web development questions', subject: 'Web' },
    recruiter,
  );
  const ids: number[] = [];
  for (const question of WEB_QUESTIONS) ids.push(await insertQuestion(tx, bank, question, recruiter));
  const set = await tx.query<{ id: number }>(
    `insert into question_sets (bank_id, title, title_en, category, set_type, count_rule, count, row_status)
     values ($1, 'সমস্যা সমাধানের মৌলিক প্রশ্ন', 'Problem solving basics', 1, 1, 'at_least', 2, 1) returning id`,
    [bank],
  );
  for (const id of [ids[0], ids[5], ids[7]])
    await tx.query('insert into question_set_questions (set_id, question_id) values ($1, $2)', [
      set.rows[0]?.id,
      id,
    ]);

  const job = (
    await tx.query<{ id: number }>(
      `select id from jobs where job_title_en = 'IT Support Technician' and organization_id = $1`,
      [org],
    )
  ).rows[0]?.id;
  if (!job) return;
  const assessment = await insertAssessment(
    tx,
    {
      job_id: Number(job),
      title: 'আইটি সাপোর্ট দক্ষতা যাচাই',
      title_en: 'IT support skills check',
      purpose: 'ওয়েব ও নেটওয়ার্কের মৌলিক জ্ঞান যাচাই।',
      purpose_en: 'Checks the basics of the web and networks.',
      duration_minutes: 20,
      total_marks: 10,
      pass_marks: 5,
      sets: [],
    },
    recruiter,
  );
  await replaceSets(tx, assessment, [
    {
      title: 'সেট ক',
      title_en: 'Set A',
      number_of_questions: 5,
      selection_type: 1,
      question_ids: ids.slice(0, 5),
    },
    {
      title: 'সেট খ',
      title_en: 'Set B',
      number_of_questions: 5,
      selection_type: 1,
      question_ids: ids.slice(5, 10),
    },
  ]);
  // Sumaiya (youth2) was selected for assessment (21) by the pipeline seed: the invitation goes out (→ 22)
  const sumaiya = await userId(tx, 'youth2');
  const application = (
    await tx.query<{ id: number; status: number }>(
      'select id, status from job_applications where job_id = $1 and youth_id = $2',
      [job, sumaiya],
    )
  ).rows[0];
  if (
    !application ||
    !checkTransition(application.status as 21, S.ASSESSMENT_INVITATION_SENT, 'recruiter').ok
  )
    return;
  await moveApplication(
    tx,
    Number(application.id),
    application.status as 21,
    S.ASSESSMENT_INVITATION_SENT,
    recruiter,
  );
  await upsertInvitation(tx, assessment, Number(application.id), recruiter);
}
