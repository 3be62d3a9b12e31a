import { COURSE_ERRORS, scheduleEndpoints as E } from '@platform/contract';
import { instituteEventQuerySchema, instituteEventSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerListEndpoint } from '../../platform/endpoint';
import { HttpError, notFound } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { deleteEvent, findEvent, insertEvent, listEvents, updateEvent } from './repository';

/**
 * An institute's events (issue 15 item 5, ADR 0090): list (paged, optionally a range of days for the month view),
 * create, read, edit, delete — each inside the caller's institute (another institute's event is 404). Only a user of
 * an institute creates one (the platform's administrators read every institute's but have none to add to: 403).
 */
export function registerInstituteEventRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const eventOr404 = async (id: number, scope: Parameters<typeof findEvent>[2]) =>
    (await findEvent(db, id, scope)) ?? Promise.reject(notFound());

  registerListEndpoint(
    app,
    E.instituteEvents,
    async (ctx) => listEvents(db, ctx.tenant(), ctx.query, ctx.page),
    { query: instituteEventQuerySchema },
  );

  registerEndpoint(
    app,
    E.createInstituteEvent,
    async (ctx) => {
      const scope = ctx.tenant();
      if (scope.kind !== 'institute') throw new HttpError(403, COURSE_ERRORS.noInstitute);
      const id = await insertEvent(db, scope.id, ctx.body, ctx.requireUser().id);
      return eventOr404(id, scope);
    },
    { body: instituteEventSchema, message: 'institute_events.success.saved' },
  );

  registerEndpoint(app, E.instituteEvent, async (ctx) => eventOr404(ctx.id(), ctx.tenant()));

  registerEndpoint(
    app,
    E.updateInstituteEvent,
    async (ctx) => {
      const id = ctx.id();
      await eventOr404(id, ctx.tenant());
      const body = await validated(instituteEventSchema, ctx.body);
      if (!(await updateEvent(db, id, ctx.tenant(), body, ctx.requireUser().id))) throw notFound();
      return eventOr404(id, ctx.tenant());
    },
    { documented: { body: instituteEventSchema }, message: 'institute_events.success.saved' },
  );

  registerEndpoint(
    app,
    E.deleteInstituteEvent,
    async (ctx) => {
      if (!(await deleteEvent(db, ctx.id(), ctx.tenant()))) throw notFound();
      return null;
    },
    { message: 'institute_events.success.deleted' },
  );
}
