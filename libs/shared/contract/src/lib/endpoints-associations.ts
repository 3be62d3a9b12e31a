import { defineEndpoint } from './endpoint';
import type { ValueOf } from './enums';
import type { ListQuery } from './envelope';
import type { YouthPublicProfile } from './endpoints-youth-profile';
import { ASSOCIATION_PERMISSIONS } from './associations-permissions';

/*
 * Industry associations: their member organisations, membership applications and the approval of member vacancies
 * (issue 18 item 2; spec §1 "industry associations approve youth, CVs and vacancies", §3 "membership type: general,
 * associate (reports also count lifetime and patron)", "membership id and last renew year, association or chamber
 * membership"). Migration 046_industry_associations.sql; gateway domain apps/gateway/src/domains/associations; admin
 * screens /association-members and /association-vacancies (libs/admin/feature-associations); ADR 0092.
 *
 * The associations themselves are a resource of the generic engine (`industry_associations`, system admins). An
 * organisation applies to join an association (apply_association_membership: organisation admins; the organisation is
 * the caller's, never the request's); the association's admin approves or rejects the application with a reason and
 * keeps the membership's type, flags, id and last renewal year. The association is the caller's (users.
 * industry_association_id): another association's member or vacancy answers 404. A platform administrator (system
 * user without a tenant) sees every association's. Membership moves live in the gateway
 * (domains/associations/transitions.ts); an illegal one answers 409 with one of ASSOCIATION_ERRORS.
 *
 * A vacancy is a job post of an approved member organisation waiting for approval (pending_approval). The association
 * admin approves or rejects it; an approved vacancy carries the association's badge (`association_badge` on the
 * public job card and detail) once it is live.
 *
 * Labels: catalogue area `associations.*`.
 */

export const MEMBERSHIP_TYPE = { GENERAL: 'general', ASSOCIATE: 'associate' } as const;
export type MembershipType = ValueOf<typeof MEMBERSHIP_TYPE>;
export const MEMBERSHIP_TYPES = Object.values(MEMBERSHIP_TYPE);

/** An application is `applied` until the association admin decides; a rejected organisation may apply again. */
export const MEMBERSHIP_STATUS = { APPLIED: 'applied', APPROVED: 'approved', REJECTED: 'rejected' } as const;
export type MembershipStatus = ValueOf<typeof MEMBERSHIP_STATUS>;
export const MEMBERSHIP_STATUSES = Object.values(MEMBERSHIP_STATUS);

/** What the caller may do with a membership now (the gateway lists the legal ones). */
export const MEMBERSHIP_ACTION = { APPROVE: 'approve', REJECT: 'reject', EDIT: 'edit' } as const;
export type MembershipAction = ValueOf<typeof MEMBERSHIP_ACTION>;

export { ASSOCIATION_PERMISSIONS } from './associations-permissions';

/** Refusals of the membership and vacancy moves (409), by catalogue message id. */
export const ASSOCIATION_ERRORS = {
  notPending: 'associations.errors.not_pending',
  notMember: 'associations.errors.not_member',
  alreadyApplied: 'associations.errors.already_applied',
  noOrganization: 'associations.errors.no_organization',
  unknownAssociation: 'associations.errors.unknown_association',
  vacancyNotPending: 'associations.errors.vacancy_not_pending',
  deadlinePassed: 'associations.errors.deadline_passed',
  /** A youth's request to an association that holds an open request or an approval of theirs already (ADR 0104). */
  youthAlreadyRequested: 'associations.errors.youth_already_requested',
  /** Withdrawing an approval that is not (or no longer) approved (ADR 0110). */
  notApproved: 'associations.errors.not_approved',
} as const;

export const ASSOCIATION_LIMITS = { membershipId: 50, reason: 2000, yearMin: 1900, yearMax: 2100 } as const;

/** One organisation's membership (or application) of an association. */
export interface AssociationMember {
  id: number;
  industry_association_id: number;
  association_title: string;
  association_title_en: string | null;
  organization_id: number;
  organization_title: string;
  organization_title_en: string | null;
  membership_type: MembershipType;
  is_lifetime: boolean;
  is_patron: boolean;
  membership_id: string | null;
  last_renewal_year: number | null;
  status: MembershipStatus;
  rejection_reason: string | null;
  applied_at: string;
  reviewed_at: string | null;
  actions: MembershipAction[];
}

export interface AssociationMemberQuery extends ListQuery {
  status?: MembershipStatus;
  search?: string;
}

/** The organisation's application: which association, as which kind of member. */
export interface MembershipApplicationBody {
  industry_association_id: number;
  membership_type: MembershipType;
}

/** What the association admin keeps of an approved member. */
export interface MembershipUpdateBody {
  membership_type: MembershipType;
  is_lifetime: boolean;
  is_patron: boolean;
  membership_id: string | null;
  last_renewal_year: number | null;
}

export interface AssociationRejectBody {
  reason: string;
}

/** The report counts of the caller's association's approved members (spec §3: lifetime and patron counted). */
export interface AssociationMemberCounts {
  members: number;
  general: number;
  associate: number;
  lifetime: number;
  patron: number;
  applications: number;
}

/** A member organisation's job post waiting for the association's approval. */
export interface AssociationVacancy {
  id: number;
  job_title: string;
  job_title_en: string | null;
  organization_title: string;
  organization_title_en: string | null;
  association_title: string;
  association_title_en: string | null;
  no_of_vacancies: number | null;
  application_deadline: string | null;
  submitted_at: string | null;
}

/** The badge of the association that approved a vacancy, on the youth's job card and detail. */
export interface AssociationBadge {
  id: number;
  title: string;
  title_en: string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// The approval of youth and their CVs (spec §6; migration 056, ADR 0104). A youth asks an association to approve them
// (one open request per association; after a rejection they may ask again); the association's admin approves or
// rejects with a reason. An approved youth's public profile and CV carry the association's badge
// (`YouthPublicProfile.association_badges`). The states are those of a membership: applied, approved, rejected.
// ---------------------------------------------------------------------------------------------------------------

/**
 * A youth's request: a membership's states and `withdrawn` — the association took back an approval it gave, with a
 * reason the youth sees; the youth may ask again (ADR 0110).
 */
export const YOUTH_APPROVAL_STATUS = { ...MEMBERSHIP_STATUS, WITHDRAWN: 'withdrawn' } as const;
export type YouthApprovalStatus = ValueOf<typeof YOUTH_APPROVAL_STATUS>;

/** The association's lists of youth: the requests waiting (default) or the youth it approved. */
export const ASSOCIATION_YOUTH_LISTS = [
  YOUTH_APPROVAL_STATUS.APPLIED,
  YOUTH_APPROVAL_STATUS.APPROVED,
] as const;
export type AssociationYouthList = (typeof ASSOCIATION_YOUTH_LISTS)[number];

export interface AssociationYouthQuery extends ListQuery {
  status?: AssociationYouthList;
}

/** One association as the youth sees it: whether and how they asked it for approval (`status` null: never). */
export interface YouthAssociationApproval {
  industry_association_id: number;
  association_title: string;
  association_title_en: string | null;
  status: YouthApprovalStatus | null;
  /** The reason of a rejection or a withdrawal. */
  rejection_reason: string | null;
  applied_at: string | null;
  reviewed_at: string | null;
}

export interface YouthApprovalRequestBody {
  industry_association_id: number;
}

/** A youth's request in the association's queue (waiting for a decision). */
export interface AssociationYouthRequest {
  id: number;
  youth_name: string;
  youth_name_en: string | null;
  /** The public profile's random id (`/youth-profile/{public_id}` on the youth portal). */
  public_id: string;
  association_title: string;
  association_title_en: string | null;
  status: YouthApprovalStatus;
  applied_at: string;
  /** When the association decided (approved rows: since when the approval holds). */
  reviewed_at: string | null;
}

type IdParams = { id: number };
const P = ASSOCIATION_PERMISSIONS;

export const associationEndpoints = {
  associationMembers: defineEndpoint<AssociationMember[], undefined, AssociationMemberQuery>({
    method: 'GET',
    path: '/private/association-members',
    area: 'private',
    permission: P.viewMembers,
    list: true,
    summary:
      "The caller's association's members and applications, by status (default: every status), newest first",
  }),
  associationMemberCounts: defineEndpoint<AssociationMemberCounts>({
    method: 'GET',
    path: '/private/association-members/counts',
    area: 'private',
    permission: P.viewMembers,
    summary: "Counts of the caller's association's approved members by type and flag, and open applications",
  }),
  approveAssociationMember: defineEndpoint<AssociationMember, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/private/association-members/:id/approve',
    area: 'private',
    permission: P.manageMembers,
    summary: "Approve an organisation's application to the caller's association",
  }),
  rejectAssociationMember: defineEndpoint<AssociationMember, AssociationRejectBody, undefined, IdParams>({
    method: 'POST',
    path: '/private/association-members/:id/reject',
    area: 'private',
    permission: P.manageMembers,
    summary: "Reject an organisation's application, with a reason the organisation sees",
  }),
  updateAssociationMember: defineEndpoint<AssociationMember, MembershipUpdateBody, undefined, IdParams>({
    method: 'PUT',
    path: '/private/association-members/:id',
    area: 'private',
    permission: P.manageMembers,
    summary: "An approved member's type, lifetime and patron flags, membership id and last renewal year",
  }),
  myAssociationMemberships: defineEndpoint<AssociationMember[]>({
    method: 'GET',
    path: '/private/association-applications',
    area: 'private',
    permission: P.applyMembership,
    summary: "The caller's organisation's memberships and applications",
  }),
  applyAssociationMembership: defineEndpoint<AssociationMember, MembershipApplicationBody>({
    method: 'POST',
    path: '/private/association-applications',
    area: 'private',
    permission: P.applyMembership,
    summary: "The caller's organisation applies to join an association",
  }),
  associationVacancies: defineEndpoint<AssociationVacancy[], undefined, ListQuery>({
    method: 'GET',
    path: '/private/association-vacancies',
    area: 'private',
    permission: P.approveVacancy,
    list: true,
    summary:
      "Job posts of the caller's association's member organisations waiting for approval, oldest first",
  }),
  approveAssociationVacancy: defineEndpoint<AssociationVacancy, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/private/association-vacancies/:id/approve',
    area: 'private',
    permission: P.approveVacancy,
    summary: "Approve a member organisation's job post: it carries the association's badge once live",
  }),
  rejectAssociationVacancy: defineEndpoint<AssociationVacancy, AssociationRejectBody, undefined, IdParams>({
    method: 'POST',
    path: '/private/association-vacancies/:id/reject',
    area: 'private',
    permission: P.approveVacancy,
    summary: "Reject a member organisation's job post, with a reason the recruiter sees",
  }),
  myAssociationApprovals: defineEndpoint<YouthAssociationApproval[]>({
    method: 'GET',
    path: '/protected/association-approvals',
    area: 'protected',
    summary:
      "Every industry association with the signed-in youth's request for its approval, if any (youth only)",
  }),
  requestAssociationApproval: defineEndpoint<YouthAssociationApproval, YouthApprovalRequestBody>({
    method: 'POST',
    path: '/protected/association-approvals',
    area: 'protected',
    summary: 'The signed-in youth asks an association to approve them and their CV (one open request each)',
  }),
  associationYouthRequests: defineEndpoint<AssociationYouthRequest[], undefined, AssociationYouthQuery>({
    method: 'GET',
    path: '/private/association-youth',
    area: 'private',
    permission: P.approveYouth,
    list: true,
    summary:
      "Youth waiting for the caller's association's approval (status=applied, the default), oldest first, or the youth it approved (status=approved)",
  }),
  associationYouthCv: defineEndpoint<YouthPublicProfile, undefined, undefined, IdParams>({
    method: 'GET',
    path: '/private/association-youth/:id/cv',
    area: 'private',
    permission: P.approveYouth,
    summary: "The CV of a youth who asked the caller's association (as the public profile shows it)",
  }),
  approveAssociationYouth: defineEndpoint<AssociationYouthRequest, undefined, undefined, IdParams>({
    method: 'POST',
    path: '/private/association-youth/:id/approve',
    area: 'private',
    permission: P.approveYouth,
    summary: "Approve a youth and their CV: their public profile carries the association's badge",
  }),
  rejectAssociationYouth: defineEndpoint<AssociationYouthRequest, AssociationRejectBody, undefined, IdParams>(
    {
      method: 'POST',
      path: '/private/association-youth/:id/reject',
      area: 'private',
      permission: P.approveYouth,
      summary: "Reject a youth's request, with a reason the youth sees",
    },
  ),
  withdrawAssociationYouth: defineEndpoint<
    AssociationYouthRequest,
    AssociationRejectBody,
    undefined,
    IdParams
  >({
    method: 'POST',
    path: '/private/association-youth/:id/withdraw',
    area: 'private',
    permission: P.approveYouth,
    summary:
      "Withdraw an approval the caller's association gave, with a reason the youth sees: the badge disappears (ADR 0110)",
  }),
};
