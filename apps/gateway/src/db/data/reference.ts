import { SKILL_TYPE } from '@platform/contract';
import { numbered } from './numbered';

/**
 * Reference data seeded in every mode (src/db/data/index.ts). Ids are fixed so that references between the lists
 * (an exam degree's level, an occupation's sector, a rank's type) hold on every installation; administrators edit
 * the lists afterwards through the resource engine. Titles: Bengali in `title`, English in `title_en`.
 */

/** Spec §3: certificate-level education. */
export const EDUCATION_LEVELS = numbered([
  { code: 'PSC', title: 'প্রাথমিক শিক্ষা সমাপনী (পিএসসি)', title_en: 'Primary School Certificate (PSC)' },
  { code: 'JSC', title: 'জুনিয়র স্কুল সার্টিফিকেট (জেএসসি)', title_en: 'Junior School Certificate (JSC)' },
  { code: 'SSC', title: 'মাধ্যমিক (এসএসসি)', title_en: 'Secondary (SSC)' },
  { code: 'HSC', title: 'উচ্চ মাধ্যমিক (এইচএসসি)', title_en: 'Higher Secondary (HSC)' },
  { code: 'DIPLOMA', title: 'ডিপ্লোমা', title_en: 'Diploma' },
  { code: 'HONOURS', title: 'স্নাতক (সম্মান)', title_en: 'Bachelor (Honours)' },
  { code: 'MASTERS', title: 'স্নাতকোত্তর', title_en: 'Masters' },
  { code: 'PHD', title: 'পিএইচডি (ডক্টরেট)', title_en: 'PhD (Doctorate)' },
]);

const level = (code: string): number => {
  const found = EDUCATION_LEVELS.find((l) => l.code === code);
  if (!found) throw new Error(`no education level ${code}`);
  return found.id;
};

const degrees: [string, string, string][] = [
  ['PSC', 'পিএসসি', 'PSC'],
  ['PSC', 'ইবতেদায়ি', 'Ebtedayee'],
  ['JSC', 'জেএসসি', 'JSC'],
  ['JSC', 'জেডিসি', 'JDC'],
  ['SSC', 'এসএসসি', 'SSC'],
  ['SSC', 'দাখিল', 'Dakhil'],
  ['SSC', 'এসএসসি (ভোকেশনাল)', 'SSC Vocational'],
  ['SSC', 'ও লেভেল', 'O Level'],
  ['HSC', 'এইচএসসি', 'HSC'],
  ['HSC', 'আলিম', 'Alim'],
  ['HSC', 'এইচএসসি (ভোকেশনাল)', 'HSC Vocational'],
  ['HSC', 'এইচএসসি (বিএম)', 'HSC (Business Management)'],
  ['HSC', 'এ লেভেল', 'A Level'],
  ['DIPLOMA', 'ডিপ্লোমা ইন ইঞ্জিনিয়ারিং', 'Diploma in Engineering'],
  ['DIPLOMA', 'ডিপ্লোমা ইন এগ্রিকালচার', 'Diploma in Agriculture'],
  ['DIPLOMA', 'ডিপ্লোমা ইন টেক্সটাইল ইঞ্জিনিয়ারিং', 'Diploma in Textile Engineering'],
  ['DIPLOMA', 'ডিপ্লোমা ইন নার্সিং', 'Diploma in Nursing'],
  ['DIPLOMA', 'ডিপ্লোমা ইন মেডিকেল টেকনোলজি', 'Diploma in Medical Technology'],
  ['HONOURS', 'বিএসসি', 'B.Sc.'],
  ['HONOURS', 'বিএ', 'B.A.'],
  ['HONOURS', 'বিকম', 'B.Com.'],
  ['HONOURS', 'বিবিএ', 'BBA'],
  ['HONOURS', 'বিএসসি (ইঞ্জিনিয়ারিং)', 'B.Sc. (Engineering)'],
  ['HONOURS', 'এমবিবিএস', 'MBBS'],
  ['HONOURS', 'বিডিএস', 'BDS'],
  ['HONOURS', 'এলএলবি', 'LLB'],
  ['HONOURS', 'বি.ফার্ম', 'B.Pharm'],
  ['HONOURS', 'ফাজিল', 'Fazil'],
  ['MASTERS', 'এমএসসি', 'M.Sc.'],
  ['MASTERS', 'এমএ', 'M.A.'],
  ['MASTERS', 'এমকম', 'M.Com.'],
  ['MASTERS', 'এমবিএ', 'MBA'],
  ['MASTERS', 'এলএলএম', 'LLM'],
  ['MASTERS', 'এমফিল', 'M.Phil.'],
  ['MASTERS', 'কামিল', 'Kamil'],
  ['PHD', 'পিএইচডি', 'PhD'],
];
export const EXAM_DEGREES = numbered(
  degrees.map(([code, title, title_en]) => ({ title, title_en, education_level_id: level(code) })),
);

export const EDUCATION_BOARDS = numbered([
  { title: 'ঢাকা', title_en: 'Dhaka' },
  { title: 'রাজশাহী', title_en: 'Rajshahi' },
  { title: 'কুমিল্লা', title_en: 'Cumilla' },
  { title: 'যশোর', title_en: 'Jashore' },
  { title: 'চট্টগ্রাম', title_en: 'Chattogram' },
  { title: 'বরিশাল', title_en: 'Barishal' },
  { title: 'সিলেট', title_en: 'Sylhet' },
  { title: 'দিনাজপুর', title_en: 'Dinajpur' },
  { title: 'ময়মনসিংহ', title_en: 'Mymensingh' },
  { title: 'মাদ্রাসা', title_en: 'Madrasah' },
  { title: 'কারিগরি', title_en: 'Technical' },
  { title: 'বাংলাদেশ উন্মুক্ত বিশ্ববিদ্যালয়', title_en: 'Bangladesh Open University' },
  { title: 'অন্যান্য', title_en: 'Others' },
]);

export const EDUCATION_GROUPS = numbered([
  { title: 'বিজ্ঞান', title_en: 'Science' },
  { title: 'মানবিক', title_en: 'Humanities' },
  { title: 'ব্যবসায় শিক্ষা', title_en: 'Business Studies' },
  { title: 'সাধারণ', title_en: 'General' },
  { title: 'গার্হস্থ্য বিজ্ঞান', title_en: 'Home Economics' },
  { title: 'কৃষি বিজ্ঞান', title_en: 'Agricultural Science' },
  { title: 'মুজাব্বিদ মাহির', title_en: 'Mujabbid Mahir' },
  { title: 'অন্যান্য', title_en: 'Others' },
]);

/** Which of marks / CGPA a result asks the youth for. */
export const EDUCATION_RESULTS = numbered([
  {
    code: 'FIRST_DIVISION',
    title: 'প্রথম বিভাগ/শ্রেণি',
    title_en: 'First Division/Class',
    is_marks_required: true,
    is_cgpa_required: false,
  },
  {
    code: 'SECOND_DIVISION',
    title: 'দ্বিতীয় বিভাগ/শ্রেণি',
    title_en: 'Second Division/Class',
    is_marks_required: true,
    is_cgpa_required: false,
  },
  {
    code: 'THIRD_DIVISION',
    title: 'তৃতীয় বিভাগ/শ্রেণি',
    title_en: 'Third Division/Class',
    is_marks_required: true,
    is_cgpa_required: false,
  },
  {
    code: 'GRADE',
    title: 'গ্রেড (জিপিএ/সিজিপিএ)',
    title_en: 'Grade (GPA/CGPA)',
    is_marks_required: false,
    is_cgpa_required: true,
  },
  { code: 'PASS', title: 'পাস', title_en: 'Pass', is_marks_required: false, is_cgpa_required: false },
  {
    code: 'APPEARED',
    title: 'পরীক্ষা দিয়েছি (ফল প্রকাশিত হয়নি)',
    title_en: 'Appeared',
    is_marks_required: false,
    is_cgpa_required: false,
  },
  {
    code: 'ENROLLED',
    title: 'অধ্যয়নরত',
    title_en: 'Enrolled',
    is_marks_required: false,
    is_cgpa_required: false,
  },
  {
    code: 'AWARDED',
    title: 'সনদপ্রাপ্ত',
    title_en: 'Awarded',
    is_marks_required: false,
    is_cgpa_required: false,
  },
  {
    code: 'DO_NOT_MENTION',
    title: 'উল্লেখ করতে চাই না',
    title_en: 'Do not mention',
    is_marks_required: false,
    is_cgpa_required: false,
  },
]);

const B = SKILL_TYPE.BASIC;
const S = SKILL_TYPE.SPECIALIZED;
const skills: [number, string, string][] = [
  [B, 'যোগাযোগ দক্ষতা', 'Communication'],
  [B, 'দলগত কাজ', 'Teamwork'],
  [B, 'সমস্যা সমাধান', 'Problem solving'],
  [B, 'সময় ব্যবস্থাপনা', 'Time management'],
  [B, 'নেতৃত্ব', 'Leadership'],
  [B, 'বিশ্লেষণী চিন্তা', 'Critical thinking'],
  [B, 'কম্পিউটার সাক্ষরতা', 'Computer literacy'],
  [B, 'ইংরেজি ভাষায় যোগাযোগ', 'English communication'],
  [B, 'লিখিত যোগাযোগ', 'Written communication'],
  [B, 'গ্রাহক সেবা', 'Customer service'],
  [B, 'মাইক্রোসফট অফিস', 'Microsoft Office'],
  [B, 'উপস্থাপনা', 'Presentation'],
  [B, 'দর-কষাকষি', 'Negotiation'],
  [B, 'মানিয়ে নেওয়ার ক্ষমতা', 'Adaptability'],
  [B, 'সৃজনশীলতা', 'Creativity'],
  [B, 'গাণিতিক দক্ষতা', 'Numeracy'],
  [B, 'ইন্টারনেট ও ইমেইল ব্যবহার', 'Internet and e-mail'],
  [B, 'কর্মস্থলের নিরাপত্তা', 'Workplace safety'],
  [B, 'উদ্যোক্তা দক্ষতা', 'Entrepreneurship'],
  [S, 'ওয়েব ডেভেলপমেন্ট', 'Web development'],
  [S, 'মোবাইল অ্যাপ ডেভেলপমেন্ট', 'Mobile app development'],
  [S, 'পাইথন প্রোগ্রামিং', 'Python programming'],
  [S, 'ডেটাবেজ ব্যবস্থাপনা', 'Database administration'],
  [S, 'কম্পিউটার নেটওয়ার্কিং', 'Computer networking'],
  [S, 'গ্রাফিক ডিজাইন', 'Graphic design'],
  [S, 'ভিডিও সম্পাদনা', 'Video editing'],
  [S, 'ডিজিটাল মার্কেটিং', 'Digital marketing'],
  [S, 'ডেটা এন্ট্রি', 'Data entry'],
  [S, 'হিসাবরক্ষণ', 'Bookkeeping'],
  [S, 'বৈদ্যুতিক ওয়্যারিং', 'Electrical installation'],
  [S, 'প্লাম্বিং', 'Plumbing'],
  [S, 'ওয়েল্ডিং', 'Welding'],
  [S, 'সেলাই মেশিন পরিচালনা', 'Sewing machine operation'],
  [S, 'দর্জি বিজ্ঞান', 'Tailoring'],
  [S, 'অটোমোবাইল মেকানিক্স', 'Automotive mechanics'],
  [S, 'রেফ্রিজারেশন ও এয়ার কন্ডিশনিং', 'Refrigeration and air conditioning'],
  [S, 'রাজমিস্ত্রির কাজ', 'Masonry'],
  [S, 'কাঠমিস্ত্রির কাজ', 'Carpentry'],
  [S, 'মোবাইল ফোন সার্ভিসিং', 'Mobile phone servicing'],
  [S, 'কেয়ারগিভিং', 'Caregiving'],
  [S, 'খাদ্য প্রক্রিয়াজাতকরণ', 'Food processing'],
  [S, 'হাঁস-মুরগি পালন', 'Poultry rearing'],
  [S, 'মৎস্য চাষ', 'Fish farming'],
  [S, 'রন্ধনশিল্প', 'Cooking'],
];
export const SKILLS = numbered(
  skills.map(([skill_type, title, title_en]) => ({ title, title_en, skill_type })),
);

/** Bangladesh first; ISO 3166-1 alpha-3 codes. */
const countries: [string, string, string][] = [
  ['BGD', 'বাংলাদেশ', 'Bangladesh'],
  ['IND', 'ভারত', 'India'],
  ['PAK', 'পাকিস্তান', 'Pakistan'],
  ['NPL', 'নেপাল', 'Nepal'],
  ['BTN', 'ভুটান', 'Bhutan'],
  ['LKA', 'শ্রীলঙ্কা', 'Sri Lanka'],
  ['MDV', 'মালদ্বীপ', 'Maldives'],
  ['MMR', 'মিয়ানমার', 'Myanmar'],
  ['CHN', 'চীন', 'China'],
  ['JPN', 'জাপান', 'Japan'],
  ['KOR', 'দক্ষিণ কোরিয়া', 'South Korea'],
  ['MYS', 'মালয়েশিয়া', 'Malaysia'],
  ['SGP', 'সিঙ্গাপুর', 'Singapore'],
  ['THA', 'থাইল্যান্ড', 'Thailand'],
  ['IDN', 'ইন্দোনেশিয়া', 'Indonesia'],
  ['BRN', 'ব্রুনাই', 'Brunei'],
  ['SAU', 'সৌদি আরব', 'Saudi Arabia'],
  ['ARE', 'সংযুক্ত আরব আমিরাত', 'United Arab Emirates'],
  ['QAT', 'কাতার', 'Qatar'],
  ['KWT', 'কুয়েত', 'Kuwait'],
  ['OMN', 'ওমান', 'Oman'],
  ['BHR', 'বাহরাইন', 'Bahrain'],
  ['JOR', 'জর্ডান', 'Jordan'],
  ['LBN', 'লেবানন', 'Lebanon'],
  ['TUR', 'তুরস্ক', 'Türkiye'],
  ['EGY', 'মিসর', 'Egypt'],
  ['LBY', 'লিবিয়া', 'Libya'],
  ['MUS', 'মরিশাস', 'Mauritius'],
  ['ZAF', 'দক্ষিণ আফ্রিকা', 'South Africa'],
  ['GBR', 'যুক্তরাজ্য', 'United Kingdom'],
  ['IRL', 'আয়ারল্যান্ড', 'Ireland'],
  ['DEU', 'জার্মানি', 'Germany'],
  ['FRA', 'ফ্রান্স', 'France'],
  ['ITA', 'ইতালি', 'Italy'],
  ['ESP', 'স্পেন', 'Spain'],
  ['PRT', 'পর্তুগাল', 'Portugal'],
  ['NLD', 'নেদারল্যান্ডস', 'Netherlands'],
  ['SWE', 'সুইডেন', 'Sweden'],
  ['FIN', 'ফিনল্যান্ড', 'Finland'],
  ['ROU', 'রোমানিয়া', 'Romania'],
  ['RUS', 'রাশিয়া', 'Russia'],
  ['USA', 'মার্কিন যুক্তরাষ্ট্র', 'United States'],
  ['CAN', 'কানাডা', 'Canada'],
  ['AUS', 'অস্ট্রেলিয়া', 'Australia'],
  ['NZL', 'নিউজিল্যান্ড', 'New Zealand'],
];
export const COUNTRIES = numbered(countries.map(([code, title, title_en]) => ({ title, title_en, code })));

export const AREA_OF_INTERESTS = numbered([
  { title: 'সফটওয়্যার ও ওয়েব ডেভেলপমেন্ট', title_en: 'Software and web development' },
  { title: 'গ্রাফিক ও মাল্টিমিডিয়া', title_en: 'Graphics and multimedia' },
  { title: 'ডিজিটাল মার্কেটিং ও ই-কমার্স', title_en: 'Digital marketing and e-commerce' },
  { title: 'কৃষি ও কৃষিপণ্য প্রক্রিয়াজাতকরণ', title_en: 'Agriculture and agro-processing' },
  { title: 'পোশাক ও বস্ত্র', title_en: 'Garments and textiles' },
  { title: 'স্বাস্থ্যসেবা ও পরিচর্যা', title_en: 'Healthcare and caregiving' },
  { title: 'আতিথেয়তা ও পর্যটন', title_en: 'Hospitality and tourism' },
  { title: 'নির্মাণ ও প্রকৌশল', title_en: 'Construction and engineering' },
  { title: 'ইলেকট্রনিক্স ও বৈদ্যুতিক কাজ', title_en: 'Electronics and electrical work' },
  { title: 'অটোমোবাইল ও ড্রাইভিং', title_en: 'Automobile and driving' },
  { title: 'ব্যাংকিং ও অর্থায়ন', title_en: 'Banking and finance' },
  { title: 'শিক্ষকতা ও প্রশিক্ষণ', title_en: 'Teaching and training' },
  { title: 'উদ্যোক্তা উন্নয়ন', title_en: 'Entrepreneurship development' },
]);

export const AREA_OF_ASPIRATIONS = numbered([
  { title: 'সফটওয়্যার প্রকৌশলী', title_en: 'Software engineer' },
  { title: 'গ্রাফিক ডিজাইনার', title_en: 'Graphic designer' },
  { title: 'ডিজিটাল মার্কেটার', title_en: 'Digital marketer' },
  { title: 'ফ্রিল্যান্সার', title_en: 'Freelancer' },
  { title: 'উদ্যোক্তা', title_en: 'Entrepreneur' },
  { title: 'শিক্ষক', title_en: 'Teacher' },
  { title: 'নার্স', title_en: 'Nurse' },
  { title: 'ইলেকট্রিশিয়ান', title_en: 'Electrician' },
  { title: 'সরকারি কর্মকর্তা', title_en: 'Government officer' },
  { title: 'ব্যাংকার', title_en: 'Banker' },
  { title: 'শেফ', title_en: 'Chef' },
  { title: 'গার্মেন্টস মার্চেন্ডাইজার', title_en: 'Garment merchandiser' },
  { title: 'কৃষি উদ্যোক্তা', title_en: 'Agri-entrepreneur' },
]);

export const ORGANIZATION_TYPES = numbered([
  { title: 'সরকারি', title_en: 'Government', is_government: true },
  { title: 'আধা-সরকারি', title_en: 'Semi-government', is_government: true },
  { title: 'স্বায়ত্তশাসিত', title_en: 'Autonomous', is_government: true },
  { title: 'বেসরকারি', title_en: 'Private', is_government: false },
  { title: 'বেসরকারি উন্নয়ন সংস্থা (এনজিও)', title_en: 'NGO', is_government: false },
  { title: 'আন্তর্জাতিক সংস্থা', title_en: 'International organisation', is_government: false },
  { title: 'বহুজাতিক কোম্পানি', title_en: 'Multinational company', is_government: false },
  { title: 'শিল্প ও বণিক সমিতি', title_en: 'Industry or trade association', is_government: false },
]);

export const ORGANIZATION_UNIT_TYPES = numbered([
  { title: 'প্রধান কার্যালয়', title_en: 'Head office' },
  { title: 'আঞ্চলিক কার্যালয়', title_en: 'Regional office' },
  { title: 'শাখা অফিস', title_en: 'Branch office' },
  { title: 'বিভাগ', title_en: 'Department' },
  { title: 'সেকশন', title_en: 'Section' },
  { title: 'কারখানা', title_en: 'Factory' },
  { title: 'প্রশিক্ষণ কেন্দ্র', title_en: 'Training centre' },
  { title: 'প্রকল্প অফিস', title_en: 'Project office' },
  { title: 'মাঠ অফিস', title_en: 'Field office' },
]);

/** Categories of an institute's library contents (issue 15 item 3, ADR 0091); administrators add more. */
export const CONTENT_CATEGORIES = numbered([
  { title: 'কারিগরি দক্ষতা', title_en: 'Technical skills' },
  { title: 'সফট স্কিল', title_en: 'Soft skills' },
  { title: 'নিরাপত্তা ও স্বাস্থ্য', title_en: 'Safety and health' },
  { title: 'ভাষা', title_en: 'Language' },
  { title: 'উদ্যোক্তা উন্নয়ন', title_en: 'Entrepreneurship' },
]);

export const RANK_TYPES = numbered([
  {
    title: 'বেসামরিক প্রশাসন',
    title_en: 'Civil service',
    description: 'Grades of the national pay scale (civil administration)',
  },
  { title: 'পুলিশ', title_en: 'Police', description: 'Ranks of the Bangladesh Police' },
  {
    title: 'সশস্ত্র বাহিনী',
    title_en: 'Armed forces',
    description: 'Commissioned and non-commissioned ranks of the army',
  },
]);

const ranks: [number, string, string, string][][] = [
  [
    [1, 'সচিব', 'Secretary', 'Grade 1'],
    [1, 'অতিরিক্ত সচিব', 'Additional Secretary', 'Grade 2'],
    [1, 'যুগ্মসচিব', 'Joint Secretary', 'Grade 3'],
    [1, 'উপসচিব', 'Deputy Secretary', 'Grade 5'],
    [1, 'সিনিয়র সহকারী সচিব', 'Senior Assistant Secretary', 'Grade 6'],
    [1, 'সহকারী সচিব', 'Assistant Secretary', 'Grade 9'],
    [1, 'প্রশাসনিক কর্মকর্তা', 'Administrative Officer', 'Grade 10'],
  ],
  [
    [2, 'পুলিশের মহাপরিদর্শক (আইজিপি)', 'Inspector General of Police', 'Grade 1'],
    [2, 'অতিরিক্ত মহাপরিদর্শক', 'Additional Inspector General', 'Grade 2'],
    [2, 'উপ-মহাপরিদর্শক (ডিআইজি)', 'Deputy Inspector General', 'Grade 3'],
    [2, 'পুলিশ সুপার', 'Superintendent of Police', 'Grade 5'],
    [2, 'অতিরিক্ত পুলিশ সুপার', 'Additional Superintendent of Police', 'Grade 6'],
    [2, 'সহকারী পুলিশ সুপার', 'Assistant Superintendent of Police', 'Grade 9'],
    [2, 'পরিদর্শক', 'Inspector', 'Grade 10'],
    [2, 'উপ-পরিদর্শক', 'Sub-Inspector', 'Grade 11'],
    [2, 'সহকারী উপ-পরিদর্শক', 'Assistant Sub-Inspector', 'Grade 14'],
    [2, 'কনস্টেবল', 'Constable', 'Grade 17'],
  ],
  [
    [3, 'জেনারেল', 'General', 'O-10'],
    [3, 'লেফটেন্যান্ট জেনারেল', 'Lieutenant General', 'O-9'],
    [3, 'মেজর জেনারেল', 'Major General', 'O-8'],
    [3, 'ব্রিগেডিয়ার জেনারেল', 'Brigadier General', 'O-7'],
    [3, 'কর্নেল', 'Colonel', 'O-6'],
    [3, 'লেফটেন্যান্ট কর্নেল', 'Lieutenant Colonel', 'O-5'],
    [3, 'মেজর', 'Major', 'O-4'],
    [3, 'ক্যাপ্টেন', 'Captain', 'O-3'],
    [3, 'লেফটেন্যান্ট', 'Lieutenant', 'O-2'],
    [3, 'সেকেন্ড লেফটেন্যান্ট', 'Second Lieutenant', 'O-1'],
    [3, 'সার্জেন্ট', 'Sergeant', 'NCO'],
  ],
];
export const RANKS = numbered(
  ranks.flatMap((ofType) =>
    ofType.map(([rank_type_id, title, title_en, grade], i) => ({
      title,
      title_en,
      rank_type_id,
      grade,
      display_order: i + 1,
    })),
  ),
);

/** Spec §3 job listing service types, priced in BDT. */
export const SERVICES = numbered([
  {
    title: 'বেসিক লিস্টিং',
    title_en: 'Basic listing',
    price: 2500,
    description: 'A standard job post, listed for up to 30 days.',
  },
  {
    title: 'স্ট্যান্ড-আউট লিস্টিং',
    title_en: 'Stand-out listing',
    price: 4500,
    description: 'Highlighted in search results and job lists for 30 days.',
  },
  {
    title: 'স্ট্যান্ড-আউট প্রিমিয়াম',
    title_en: 'Stand-out premium',
    price: 8000,
    description: 'Highlighted and pinned to the top of its sector, with the company logo, for 30 days.',
  },
]);
