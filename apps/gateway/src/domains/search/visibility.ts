import { CV_BANK_MIN_COMPLETION, type SearchIndexName } from '@platform/contract';
import { IN_CATALOGUE } from '../course-enrolments/catalogue';

/*
 * What the public may open now, checked when a search runs (ADR 0097): an index may be a moment stale, a search
 * result never is. The same conditions as the pages the results lead to: the job board's live, open jobs
 * (jobs/search.ts), the course catalogue (course-enrolments/catalogue.ts), the public notices
 * (platform-content/notices-faqs.ts) and the CV bank (cv/cv-bank.ts).
 */

/**
 * An SQL condition on a document `d` (columns index_name, source_id) that holds when its source row may be shown;
 * `today` is the placeholder of today's date in Dhaka. Each is checked row by row, by the source's primary key, for
 * the few candidates a search keeps (ADR 0125): `offset 0` keeps the planner from turning the `exists` into a join or
 * a hashed list of every live job (26 ms at 100,000 jobs, whatever the page).
 */
export function visibleNow(today: string): Record<SearchIndexName, string> {
  return {
    jobs: `exists (select 1 from jobs j where j.id = d.source_id and j.status = 'live' and j.deleted_at is null
      and j.published_at <= ${today}::date and j.application_deadline >= ${today}::date offset 0)`,
    courses: `exists (select 1 from courses c where c.id = d.source_id and ${IN_CATALOGUE} offset 0)`,
    notices: `exists (select 1 from notices n where n.id = d.source_id and n.deleted_at is null and n.row_status = 1
      and n.published_on <= ${today}::date offset 0)`,
    youth_cvs: `exists (select 1 from users u join youth_profiles p on p.user_id = u.id where u.id = d.source_id
      and u.user_type_code = 3 and u.row_status = 1 and u.deleted_at is null and u.mobile_verified_at is not null
      and p.in_cv_bank and u.profile_completion_percentage >= ${CV_BANK_MIN_COMPLETION} offset 0)`,
  };
}
