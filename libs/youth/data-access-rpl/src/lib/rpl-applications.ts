import { rplEndpoints as E } from '@platform/contract';
import { useEndpoint, useEndpointMutation } from '@platform/api-client';

/* The youth's RPL applications (ADR 0094): one hook per endpoint; every call acts on the signed-in youth's own. */

const MINE = E.myRplApplications.path;

/** GET /protected/rpl-applications. */
export const useMyRplApplications = () => useEndpoint(E.myRplApplications, {});

/** POST /protected/rpl-applications: apply (submitted). */
export const useApplyRpl = () => useEndpointMutation(E.applyRpl, { revalidate: [MINE] });

/** POST /protected/rpl-applications/{id}/withdraw (not submitted). */
export const useWithdrawRplApplication = () =>
  useEndpointMutation(E.withdrawRplApplication, { revalidate: [MINE] });

/** POST /protected/rpl-applications/{id}/resubmit (submitted again). */
export const useResubmitRplApplication = () =>
  useEndpointMutation(E.resubmitRplApplication, { revalidate: [MINE] });
