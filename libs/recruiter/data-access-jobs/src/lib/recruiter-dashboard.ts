import { dashboardEndpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

/**
 * The recruiter home's queues: `GET /private/dashboard/recruiter` (`view_any_job`, the caller's organisation) — new
 * applicants with the jobs that have most, open offers, drafts, jobs awaiting approval or payment.
 */
export function useRecruiterDashboard() {
  return useEndpoint(dashboardEndpoints.recruiterDashboard, {});
}
