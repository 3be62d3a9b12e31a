import { youthProfileEndpoints } from '@platform/contract';
import { useEndpoint } from '@platform/api-client';

// The youth's own profile as the job screens read it: its own module, so the public job pages (which import the
// job hooks) do not carry the youth-profile endpoints (issue 13).

/**
 * GET /protected/youth-profile/job-preferences: the expected salary the youth already gave, to prefill the apply
 * form (WCAG 3.3.7: not asked twice). `enabled` false reads nothing.
 */
export function useExpectedSalary(enabled: boolean): number | null {
  const { data } = useEndpoint(youthProfileEndpoints.youthJobPreferences, enabled ? {} : null, {
    shouldRetryOnError: false,
  });
  return data?.expected_salary ?? null;
}

/**
 * GET /protected/youth-profile/profile-completion: whether the profile lists any skill (basic or specialized), so an
 * empty recommendation can say why (issue 12, defect 15). Undefined while unknown; `enabled` false reads nothing.
 */
export function useHasSkills(enabled: boolean): boolean | undefined {
  const { data } = useEndpoint(youthProfileEndpoints.youthProfileCompletion, enabled ? {} : null, {
    shouldRetryOnError: false,
  });
  if (!data) return undefined;
  return data.parts.some((p) => (p.part === 'basic_skills' || p.part === 'specialized_skills') && p.complete);
}
