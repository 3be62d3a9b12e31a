import { courseProgramEndpoints as E } from '@platform/contract';
import { programCourseSchema, programSerialSchema } from '@platform/validation';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/endpoint';
import { notFound } from '../../platform/errors';
import { validated } from '../../platform/validate';
import { addToProgram, removeFromProgram, setProgramSerial } from './programs';
import { findProgram, programCourses } from './repository';

/**
 * The courses of a program (issue 15 item 4; spec §7 program course add, remove and serial). The program is found
 * inside the caller's institute (404 otherwise) before a body is read.
 */
export function registerCourseProgramRoutes(app: FastifyInstance): void {
  const { db } = app.services;
  const inScope = async (id: number, scope: Parameters<typeof findProgram>[2]) => {
    if (!(await findProgram(db, id, scope))) throw notFound();
  };

  registerEndpoint(app, E.programCourses, async (ctx) => {
    await inScope(ctx.id(), ctx.tenant());
    return programCourses(db, ctx.id());
  });

  registerEndpoint(
    app,
    E.addProgramCourse,
    async (ctx) => {
      await inScope(ctx.id(), ctx.tenant());
      const body = await validated(programCourseSchema, ctx.body);
      return addToProgram(db, ctx.tenant(), ctx.id(), body.course_id);
    },
    { documented: { body: programCourseSchema }, message: 'course_programs.success.saved', successCode: 200 },
  );

  registerEndpoint(
    app,
    E.removeProgramCourse,
    async (ctx) => {
      const programId = ctx.id();
      return removeFromProgram(db, ctx.tenant(), programId, ctx.id('courseId'));
    },
    { message: 'course_programs.success.removed' },
  );

  registerEndpoint(
    app,
    E.programSerial,
    async (ctx) => {
      await inScope(ctx.id(), ctx.tenant());
      const body = await validated(programSerialSchema, ctx.body);
      return setProgramSerial(db, ctx.tenant(), ctx.id(), body.course_ids);
    },
    { documented: { body: programSerialSchema }, message: 'course_programs.success.saved' },
  );
}
