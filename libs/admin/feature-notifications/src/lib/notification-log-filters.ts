import { defineListParams, listParam } from '@platform/api-client';
import { NOTIFICATION_CHANNEL, NOTIFICATION_EVENT, NOTIFICATION_QUEUE_STATE } from '@platform/contract';

/**
 * The log's filters (and their catalogue prefix), in the order they are shown and kept in the address
 * (`?state=FAILED&page=2`): a filtered view can be reloaded and shared; unknown values are dropped.
 */
export const NOTIFICATION_LOG_FILTERS = {
  state: { values: Object.values(NOTIFICATION_QUEUE_STATE), labels: 'enums.notification_queue_state' },
  event: { values: Object.values(NOTIFICATION_EVENT), labels: 'enums.notification_event' },
  channel: { values: Object.values(NOTIFICATION_CHANNEL), labels: 'enums.notification_channel' },
} as const;

export const NOTIFICATION_LOG_LIST = defineListParams({
  params: {
    search: listParam.text(200),
    state: listParam.oneOf(NOTIFICATION_LOG_FILTERS.state.values),
    event: listParam.oneOf(NOTIFICATION_LOG_FILTERS.event.values),
    channel: listParam.oneOf(NOTIFICATION_LOG_FILTERS.channel.values),
  },
  pageSizes: [10, 25, 50, 100],
});
