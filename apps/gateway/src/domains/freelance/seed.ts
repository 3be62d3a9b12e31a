import type { Db } from '../../db/client';

/*
 * Demo data (demo mode and tests; ADR 0099): a few active freelance offers of the demo youth, with skills of the
 * reference list, so /freelance shows real-looking cards. `youth2`'s second offer is paused (only its owner sees it).
 */
const OFFERS: {
  username: string;
  title: string;
  title_en: string;
  description: string;
  rate: number;
  unit: 'hourly' | 'daily' | 'fixed';
  availability: string;
  status: 'active' | 'paused';
  skills: string[];
}[] = [
  {
    username: 'youth',
    title: 'ছোট ব্যবসার ওয়েবসাইট তৈরি',
    title_en: 'Websites for small businesses',
    description:
      'I build fast, mobile-friendly websites for shops and small businesses: design, content pages, a contact form and hosting set-up. Bangla and English.',
    rate: 15000,
    unit: 'fixed',
    availability: 'Weekdays after 5 pm, Fridays',
    status: 'active',
    skills: ['Web development', 'Graphic design'],
  },
  {
    username: 'youth',
    title: 'ডেটা এন্ট্রি ও এক্সেল রিপোর্ট',
    title_en: 'Data entry and Excel reports',
    description:
      'Accurate data entry, cleaning and monthly Excel reports with charts. Turnaround within two days.',
    rate: 400,
    unit: 'hourly',
    availability: '20 hours a week',
    status: 'active',
    skills: ['Data entry'],
  },
  {
    username: 'youth2',
    title: 'লোগো ও সোশ্যাল মিডিয়া গ্রাফিক্স',
    title_en: 'Logos and social media graphics',
    description:
      'Logos, banners and post designs for Facebook pages and small brands; three revisions included.',
    rate: 2500,
    unit: 'daily',
    availability: 'Most days',
    status: 'active',
    skills: ['Graphic design'],
  },
  {
    username: 'youth2',
    title: 'বাংলা থেকে ইংরেজি অনুবাদ',
    title_en: 'Bangla to English translation',
    description: 'Translation of letters, product descriptions and short documents, checked twice.',
    rate: 1500,
    unit: 'fixed',
    availability: 'Paused until next month',
    status: 'paused',
    skills: ['English communication'],
  },
];

export async function seedFreelanceOffers(tx: Db): Promise<void> {
  for (const o of OFFERS) {
    const r = await tx.query<{ id: number }>(
      `insert into freelance_offers (youth_id, title, title_en, description, rate_amount, rate_unit, availability, status)
       select id, $2, $3, $4, $5, $6, $7, $8 from users where username = $1
       returning id::int as id`,
      [o.username, o.title, o.title_en, o.description, o.rate, o.unit, o.availability, o.status],
    );
    const offer = r.rows[0]?.id;
    if (!offer) continue;
    await tx.query(
      `insert into freelance_offer_skills (offer_id, skill_id, position)
       select $1, s.id, row_number() over (order by s.id)
         from (select distinct on (p.n) s.id, p.n from unnest($2::text[]) with ordinality p(pattern, n)
                 join skills s on s.title_en = p.pattern order by p.n, s.id) s
       on conflict do nothing`,
      [offer, o.skills],
    );
  }
}
