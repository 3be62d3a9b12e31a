import { refreshCompletion } from './profile';
import { type Db, firstRow } from '../../db/client';

/*
 * Demo profiles (demo mode only): `youth` (Rahim Uddin, a junior web developer) has a mostly filled profile with
 * photo, certifications and references still missing; `youth2` (Sumaiya Khatun, a graphic design learner) has a
 * thin one (40 %, just enough for the CV bank) and hides her contact details. Both opted in to the recruiters' CV
 * bank (migration 019: off for everyone else). Lookups are found by their English titles (seeded in every mode).
 */

async function idOf(tx: Db, table: string, titleEn: string): Promise<number> {
  return firstRow(
    await tx.query<{ id: number }>(`select id from ${table} where title_en = $1`, [titleEn]),
    `${table} ${titleEn}`,
  ).id;
}

async function userId(tx: Db, username: string): Promise<number> {
  return firstRow(
    await tx.query<{ id: number }>('select id from users where username = $1', [username]),
    username,
  ).id;
}

async function insert(tx: Db, table: string, youthId: number, row: Record<string, unknown>): Promise<void> {
  const columns = Object.keys(row);
  const params = columns.map((_c, i) => `$${i + 2}`);
  await tx.query(`insert into ${table} (youth_id, ${columns.join(', ')}) values ($1, ${params.join(', ')})`, [
    youthId,
    ...Object.values(row),
  ]);
}

async function education(
  tx: Db,
  youthId: number,
  level: string,
  degree: string,
  row: Record<string, unknown>,
): Promise<void> {
  await insert(tx, 'youth_educations', youthId, {
    education_level_id: await idOf(tx, 'education_levels', level),
    exam_degree_id: await idOf(tx, 'exam_degrees', degree),
    result_id: await idOf(tx, 'education_results', 'Grade (GPA/CGPA)'),
    cgpa_scale: 5,
    ...row,
  });
}

async function skills(tx: Db, youthId: number, list: [string, string][]): Promise<void> {
  for (const [title, proficiency] of list) {
    await insert(tx, 'youth_skills', youthId, { skill_id: await idOf(tx, 'skills', title), proficiency });
  }
}

async function seedRahim(tx: Db): Promise<void> {
  const id = await userId(tx, 'youth');
  await tx.query(`update users set date_of_birth = '2000-03-15' where id = $1`, [id]);
  const dhaka = await idOf(tx, 'divisions', 'Dhaka');
  await tx.query(
    `insert into youth_profiles (user_id, religion, marital_status, nationality_country_id, identity_number_type,
       identity_number, freedom_fighter_status, bio, bio_en, cv_template, job_level, job_types, workplaces, expected_salary,
       in_cv_bank)
     values ($1, 1, 1, $2, 1, '4612378905', 1, $3, $4, 'modern', 1, '{full_time}', '{2,3}', 35000, true)`,
    [
      id,
      await idOf(tx, 'countries', 'Bangladesh'),
      'ঢাকার একজন জুনিয়র ওয়েব ডেভেলপার। রিঅ্যাক্ট ও নোড দিয়ে ব্যবহারবান্ধব ওয়েবসাইট তৈরি করি এবং ডেটাবেজ নিয়ে কাজ করতে ভালোবাসি।',
      'Junior web developer from Dhaka. I build accessible websites with React and Node and enjoy working with databases.',
    ],
  );
  await insert(tx, 'youth_addresses', id, {
    address_type: 1,
    loc_division_id: dhaka,
    village_or_area: 'মিরপুর ১০',
    house_n_road: 'বাড়ি ১২, রোড ৩',
    zip_or_postal_code: '1216',
  });
  await insert(tx, 'youth_guardians', id, {
    name: 'আব্দুল করিম উদ্দিন',
    name_en: 'Abdul Karim Uddin',
    relationship_type: 1,
    mobile: '01712000111',
  });
  const dhakaBoard = await idOf(tx, 'education_boards', 'Dhaka');
  const science = await idOf(tx, 'education_groups', 'Science');
  await education(tx, id, 'Secondary (SSC)', 'SSC', {
    edu_board_id: dhakaBoard,
    edu_group_id: science,
    institute_name: 'মিরপুর বাংলা উচ্চ বিদ্যালয়',
    cgpa: 5,
    year_of_passing: 2016,
  });
  await education(tx, id, 'Higher Secondary (HSC)', 'HSC', {
    edu_board_id: dhakaBoard,
    edu_group_id: science,
    institute_name: 'ঢাকা কলেজ',
    cgpa: 4.83,
    year_of_passing: 2018,
  });
  await education(tx, id, 'Bachelor (Honours)', 'B.Sc. (Engineering)', {
    major_or_concentration: 'Computer Science and Engineering',
    institute_name: 'Dhaka University of Engineering & Technology',
    cgpa_scale: 4,
    cgpa: 3.42,
    year_of_passing: 2022,
    duration: 4,
  });
  await insert(tx, 'youth_experiences', id, {
    company_name: 'Dhaka Tech Ltd.',
    position: 'Junior Web Developer',
    employment_type: 'full_time',
    location: 'Dhaka',
    job_responsibilities: 'Build React screens and Node APIs; write tests; review pull requests.',
    start_date: '2023-01-01',
    is_currently_working: true,
  });
  await insert(tx, 'youth_experiences', id, {
    company_name: 'Softbyte Solutions',
    position: 'Web Development Intern',
    employment_type: 'internship',
    location: 'Dhaka',
    job_responsibilities: 'Landing pages in HTML/CSS; WordPress maintenance.',
    start_date: '2022-06-01',
    end_date: '2022-11-30',
  });
  await skills(tx, id, [
    ['Communication', 'intermediate'],
    ['Teamwork', 'expert'],
    ['English communication', 'intermediate'],
    ['Web development', 'intermediate'],
    ['Database administration', 'beginner'],
  ]);
  await insert(tx, 'youth_languages', id, {
    language_code: 'bn',
    reading_proficiency_level: 1,
    writing_proficiency_level: 1,
    understand_proficiency_level: 1,
    speaking_proficiency_level: 1,
  });
  await insert(tx, 'youth_languages', id, {
    language_code: 'en',
    reading_proficiency_level: 1,
    writing_proficiency_level: 1,
    understand_proficiency_level: 1,
    speaking_proficiency_level: 2,
  });
  await insert(tx, 'youth_projects', id, {
    title: 'Library management system',
    role: 'Full-stack developer',
    url: 'https://github.com/rahim-uddin/library',
    description: 'Final-year project: book loans, fines and SMS reminders for the DUET library.',
    start_date: '2021-09-01',
    end_date: '2022-03-31',
  });
  await insert(tx, 'youth_social_profiles', id, {
    platform: 'github',
    url: 'https://github.com/rahim-uddin',
  });
  await insert(tx, 'youth_social_profiles', id, {
    platform: 'linkedin',
    url: 'https://www.linkedin.com/in/rahim-uddin',
  });
  await insert(tx, 'youth_others', id, {
    title: 'স্বেচ্ছাসেবা',
    description: 'বাংলাদেশ রেড ক্রিসেন্ট সোসাইটির যুব স্বেচ্ছাসেবক (২০১৯–২০২১)',
  });
  await tx.query('insert into youth_area_of_interests (youth_id, area_of_interest_id) values ($1, $2)', [
    id,
    await idOf(tx, 'area_of_interests', 'Software and web development'),
  ]);
  await tx.query(
    'insert into youth_area_of_aspirations (youth_id, area_of_aspiration_id) values ($1, $2), ($1, $3)',
    [
      id,
      await idOf(tx, 'area_of_aspirations', 'Software engineer'),
      await idOf(tx, 'area_of_aspirations', 'Freelancer'),
    ],
  );
  await refreshCompletion(tx, id);
}

async function seedSumaiya(tx: Db): Promise<void> {
  const id = await userId(tx, 'youth2');
  await tx.query(`update users set date_of_birth = '2003-08-21' where id = $1`, [id]);
  await tx.query(
    `insert into youth_profiles (user_id, religion, marital_status, nationality_country_id, bio, hidden_sections, in_cv_bank)
     values ($1, 1, 1, $2, $3, '{personal_info,contact,addresses,guardians,references}', true)`,
    [
      id,
      await idOf(tx, 'countries', 'Bangladesh'),
      'গ্রাফিক ডিজাইন শিখছি; লোগো ও সামাজিক মাধ্যমের পোস্ট ডিজাইন করতে ভালোবাসি।',
    ],
  );
  await education(tx, id, 'Higher Secondary (HSC)', 'HSC', {
    edu_board_id: await idOf(tx, 'education_boards', 'Rajshahi'),
    edu_group_id: await idOf(tx, 'education_groups', 'Humanities'),
    institute_name: 'রাজশাহী সরকারি মহিলা কলেজ',
    cgpa: 4.5,
    year_of_passing: 2021,
  });
  await skills(tx, id, [
    ['Creativity', 'expert'],
    ['Graphic design', 'beginner'],
  ]);
  await tx.query('insert into youth_area_of_interests (youth_id, area_of_interest_id) values ($1, $2)', [
    id,
    await idOf(tx, 'area_of_interests', 'Graphics and multimedia'),
  ]);
  await tx.query('insert into youth_area_of_aspirations (youth_id, area_of_aspiration_id) values ($1, $2)', [
    id,
    await idOf(tx, 'area_of_aspirations', 'Graphic designer'),
  ]);
  await refreshCompletion(tx, id);
}

/** The demo youths' profiles; runs inside the demo seed's transaction, after the demo accounts exist. */
export async function seedYouthProfiles(tx: Db): Promise<void> {
  await seedRahim(tx);
  await seedSumaiya(tx);
}
