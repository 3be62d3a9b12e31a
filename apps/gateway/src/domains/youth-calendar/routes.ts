import { type CalendarIcsQuery, calendarEndpoints as E } from '@platform/contract';
import { calendarIcsSchema, calendarRangeSchema, toDay, validateBody } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { calendarEntries } from './calendar';
import { calendarIcs } from './ics';
import { youthIdOf, youthOnly } from '../../platform/callers';
import { authorise, registerEndpoint } from '../../platform/endpoint';
import { unauthorized, validationFailed } from '../../platform/errors';

/** A checked range as two calendar days (the schema accepts timestamps too; the day in Asia/Dhaka counts). */
const daysOf = (q: { from: string; to: string }) => ({ from: toDay(q.from) ?? '', to: toDay(q.to) ?? '' });

/**
 * My calendar (issue 18 item 5, ADR 0085): the caller's interviews, enrolled batches and the public events of a range
 * of at most 92 days, as JSON and as an iCalendar file.
 */
export function registerYouthCalendarRoutes(app: FastifyInstance): void {
  const { db, config } = app.services;

  registerEndpoint(
    app,
    E.youthCalendar,
    async (ctx) => calendarEntries(db, ctx.youthId(), daysOf(ctx.query)),
    {
      caller: youthOnly,
      query: calendarRangeSchema,
    },
  );

  // the file is not an envelope: registered by hand, documented through the route's contract config
  app.get(
    E.youthCalendarIcs.path,
    {
      config: {
        contract: {
          endpoint: E.youthCalendarIcs,
          successCode: 200,
          documented: { query: calendarIcsSchema },
        },
      },
    },
    async (request, reply) => {
      const user = await authorise(app, E.youthCalendarIcs, request);
      if (!user) throw unauthorized();
      const youth = youthIdOf(user);
      const checked = await validateBody(calendarIcsSchema, request.query ?? {});
      if (!checked.ok) throw validationFailed(checked.errors);
      const query = checked.value as CalendarIcsQuery;
      const range = daysOf(query);
      const entries = await calendarEntries(db, youth, range);
      const text = calendarIcs(entries, {
        host: new URL(config.publicUrl).host,
        lang: query.lang ?? 'bn',
        now: new Date(),
      });
      return reply
        .code(200)
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="calendar-${range.from}-${range.to}.ics"`)
        .header('x-content-type-options', 'nosniff')
        .send(text);
    },
  );
}
