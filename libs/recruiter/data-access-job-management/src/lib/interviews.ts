import { endpoints } from '@platform/contract';
import { useEndpoint, useEndpointMutation } from '@platform/api-client';

/** A job's interview boards with their panel members. */
export function useInterviewBoards(jobId: number) {
  return useEndpoint(endpoints.interviewBoards, { params: { id: jobId } });
}

/** A job's interview schedules, soonest first, with their candidate counts. */
export function useInterviewSchedules(jobId: number) {
  return useEndpoint(endpoints.interviewSchedules, { params: { id: jobId } });
}

/** One schedule's candidates: board status, the candidate's response, the result. `null` waits. */
export function useScheduleCandidates(jobId: number, scheduleId: number | null) {
  return useEndpoint(
    endpoints.interviewScheduleCandidates,
    scheduleId === null ? null : { params: { id: jobId, scheduleId } },
  );
}

export const useCreateInterviewBoard = () => useEndpointMutation(endpoints.createInterviewBoard);
export const useUpdateInterviewBoard = () => useEndpointMutation(endpoints.updateInterviewBoard);
export const useDeleteInterviewBoard = () => useEndpointMutation(endpoints.deleteInterviewBoard);
export const useCreateInterviewSchedule = () => useEndpointMutation(endpoints.createInterviewSchedule);
export const useUpdateInterviewSchedule = () => useEndpointMutation(endpoints.updateInterviewSchedule);
export const useDeleteInterviewSchedule = () => useEndpointMutation(endpoints.deleteInterviewSchedule);
export const useInviteToSchedule = () => useEndpointMutation(endpoints.inviteToSchedule);
