import type { Db } from '../../db/client';

/*
 * Demo data (demo mode and tests; ADR 0098): a small ontology over the seeded reference lists under the root the
 * migration made — the Information Technology sector with its software skills (Computer literacy with two narrower
 * office skills), the Construction sector with its trades and the garment skills — and two relations: web
 * development requires computer literacy; graphic design is related to video editing.
 */

type Concept = ['skill' | 'sector', string];
interface SeedNode {
  label: string;
  label_en: string;
  concept?: Concept;
  children?: SeedNode[];
}

const skill = (label: string, label_en: string, children?: SeedNode[]): SeedNode => ({
  label,
  label_en,
  concept: ['skill', label_en],
  ...(children ? { children } : {}),
});

const TREE: SeedNode[] = [
  {
    label: 'তথ্যপ্রযুক্তি',
    label_en: 'Information Technology',
    concept: ['sector', 'Information Technology'],
    children: [
      skill('ওয়েব ডেভেলপমেন্ট', 'Web development'),
      skill('মোবাইল অ্যাপ ডেভেলপমেন্ট', 'Mobile app development'),
      skill('পাইথন প্রোগ্রামিং', 'Python programming'),
      skill('গ্রাফিক ডিজাইন', 'Graphic design'),
      skill('ভিডিও সম্পাদনা', 'Video editing'),
      skill('কম্পিউটার সাক্ষরতা', 'Computer literacy', [
        skill('মাইক্রোসফট অফিস', 'Microsoft Office'),
        skill('ইন্টারনেট ও ইমেইল ব্যবহার', 'Internet and e-mail'),
      ]),
    ],
  },
  {
    label: 'নির্মাণ',
    label_en: 'Construction',
    concept: ['sector', 'Construction'],
    children: [
      skill('রাজমিস্ত্রির কাজ', 'Masonry'),
      skill('কাঠমিস্ত্রির কাজ', 'Carpentry'),
      skill('প্লাম্বিং', 'Plumbing'),
      skill('ওয়েল্ডিং', 'Welding'),
    ],
  },
  {
    label: 'পোশাক ও সেলাই',
    label_en: 'Garments and sewing',
    children: [skill('সেলাই মেশিন পরিচালনা', 'Sewing machine operation'), skill('দর্জি বিজ্ঞান', 'Tailoring')],
  },
];

const RELATIONS: [string, string, 'related' | 'requires'][] = [
  ['Web development', 'Computer literacy', 'requires'],
  ['Graphic design', 'Video editing', 'related'],
];

export async function seedOntology(tx: Db): Promise<void> {
  const root = Number(
    (await tx.query<{ id: number }>('select id from ontology_nodes where parent_id is null')).rows[0]?.id,
  );
  const ids = new Map<string, number>();
  const add = async (n: SeedNode, parent: number) => {
    const [kind, title] = n.concept ?? [null, null];
    const r = await tx.query<{ id: number }>(
      `insert into ontology_nodes (parent_id, label, label_en, name, name_en, skill_id, job_sector_id)
       values ($1, $2, $3, $2, $3,
         (select id from skills where title_en = $5 and $4::text = 'skill' and deleted_at is null limit 1),
         (select id from job_sectors where title_en = $5 and $4::text = 'sector' and deleted_at is null limit 1))
       returning id`,
      [parent, n.label, n.label_en, kind, title],
    );
    const id = Number(r.rows[0]?.id);
    ids.set(n.label_en, id);
    for (const c of n.children ?? []) await add(c, id);
  };
  for (const n of TREE) await add(n, root);
  for (const [source, target, type] of RELATIONS)
    await tx.query(
      'insert into ontology_relations (source_id, target_id, relation_type) values ($1, $2, $3)',
      [ids.get(source), ids.get(target), type],
    );
}
