import { associationEndpoints as E } from '@platform/contract';
import { useEndpoint, useEndpointList, useEndpointMutation } from '@platform/api-client';

/*
 * The association's lists whose page is in the address (members, applications, vacancies, the youth queue) read
 * `useAddressList` in their pages (ADR 0139); what is left here are the reads and actions the pages share.
 */

/** GET /private/association-members/counts: members by type and flag, and open applications. */
export const useAssociationMemberCounts = () => useEndpoint(E.associationMemberCounts, {});

/** POST …/:id/approve, …/:id/reject (a reason) and PUT …/:id; each revalidates the members and counts. */
export function useMembershipActions() {
  return {
    approve: useEndpointMutation(E.approveAssociationMember),
    reject: useEndpointMutation(E.rejectAssociationMember),
    update: useEndpointMutation(E.updateAssociationMember),
  };
}

/** POST /private/association-vacancies/:id/approve and …/reject with a reason. */
export function useVacancyReview() {
  return {
    approve: useEndpointMutation(E.approveAssociationVacancy),
    reject: useEndpointMutation(E.rejectAssociationVacancy),
  };
}

/** GET /private/association-applications (the caller's organisation's memberships, whole) and POST (apply). */
export function useMyMemberships() {
  return {
    list: useEndpoint(E.myAssociationMemberships, {}),
    apply: useEndpointMutation(E.applyAssociationMembership),
  };
}

/** GET /private/association-youth?status=approved: one page of the youth the association approved (ADR 0110). */
export const useApprovedYouth = (page: number, pageSize: number) =>
  useEndpointList(
    E.associationYouthRequests,
    { query: { page, page_size: pageSize, status: 'approved' } },
    { keepPreviousData: true },
  );

/** GET /private/association-youth/:id/cv: the CV of a youth who asked, as the public profile shows it. */
export const useYouthRequestCv = (id: number) => useEndpoint(E.associationYouthCv, { params: { id } });

/** POST /private/association-youth/:id/approve, …/reject and …/withdraw (both with a reason); each revalidates both lists. */
export function useYouthReview() {
  return {
    approve: useEndpointMutation(E.approveAssociationYouth),
    reject: useEndpointMutation(E.rejectAssociationYouth),
    withdraw: useEndpointMutation(E.withdrawAssociationYouth),
  };
}
