-- The CV bank by choice (issue 12, defect 1): a youth's CV reaches recruiters only when the youth opts in, and only
-- while the profile is at least CV_BANK_MIN_COMPLETION (40) % complete (domains/cv/cv-bank.ts). Off on every
-- profile, new and existing: nobody is in the CV bank without having said so (the demo youths opt in in the seed).
alter table youth_profiles add column in_cv_bank boolean not null default false;
-- the CV bank walks opted-in profiles only
create index youth_profiles_in_cv_bank on youth_profiles (user_id) where in_cv_bank;
