import {
  NOTIFICATION_CHANNEL,
  NOTIFICATION_EVENT,
  NOTIFICATION_QUEUE_STATE,
  PAGE_SIZE_DEFAULT,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationLogQuery,
  type NotificationQueueState,
} from '@platform/contract';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

const states = Object.values(NOTIFICATION_QUEUE_STATE) as string[];
const events = Object.values(NOTIFICATION_EVENT) as string[];
const channels = Object.values(NOTIFICATION_CHANNEL) as string[];

export const filterOptions = {
  state: Object.values(NOTIFICATION_QUEUE_STATE),
  event: Object.values(NOTIFICATION_EVENT),
  channel: Object.values(NOTIFICATION_CHANNEL),
} as const;

/**
 * The log's query lives in the address (`?state=FAILED&page=2`), so a filtered view can be reloaded and shared.
 * Unknown values are dropped rather than sent to the gateway.
 */
export function queryFromSearchParams(
  params: URLSearchParams,
): Required<Pick<NotificationLogQuery, 'page' | 'page_size'>> & NotificationLogQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const size = Number.parseInt(params.get('page_size') ?? '', 10);
  const state = params.get('state') ?? '';
  const event = params.get('event') ?? '';
  const channel = params.get('channel') ?? '';
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    page_size: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : PAGE_SIZE_DEFAULT,
    ...(states.includes(state) ? { state: state as NotificationQueueState } : {}),
    ...(events.includes(event) ? { event: event as NotificationEvent } : {}),
    ...(channels.includes(channel) ? { channel: channel as NotificationChannel } : {}),
  };
}

export function searchParamsFromQuery(query: NotificationLogQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.state) out.set('state', query.state);
  if (query.event) out.set('event', query.event);
  if (query.channel) out.set('channel', query.channel);
  if (query.page && query.page > 1) out.set('page', String(query.page));
  if (query.page_size && query.page_size !== PAGE_SIZE_DEFAULT) out.set('page_size', String(query.page_size));
  return out;
}
