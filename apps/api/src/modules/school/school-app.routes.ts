import {
  appCourseItemSchema,
  appCoursesPageSchema,
  myEnrollmentsPageSchema,
} from '@koinonia/shared/school/school-read.schemas';
import {
  appCoursesQuerySchema,
  type enrollBodySchema,
  myEnrollmentsQuerySchema,
} from '@koinonia/shared/school/school-requests.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentedIn } from '../../lib/route-doc.ts';
import { depsOf } from '../../lib/service-deps.ts';
import { idempotent } from '../../plugins/idempotency.ts';
import * as service from './school-app.service.ts';

const idParams = z.object({ id: z.string() });
const tags = ['biblical-school'];
const documented = documentedIn(tags);
const base = '/community/biblical-school';
const myEnrollmentSchema = myEnrollmentsPageSchema.shape.enrollments.element;

/**
 * The biblical school in the members' app (any active membership, guests included): the courses
 * still running, one course, enroll, the member's own enrollments and cancelling one.
 */
export const schoolAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.guard('member') };
  const deps = depsOf(app);

  app.get(
    `${base}/courses`,
    documented(
      member,
      {
        summary: 'Cursos activos que no han terminado (el más próximo primero), con mi inscripción',
        querystring: appCoursesQuerySchema,
      },
      { 200: appCoursesPageSchema },
      [400, 401, 403],
    ),
    (request) => service.listAppCourses(deps, request.caller, request.query),
  );

  app.get(
    `${base}/courses/:id`,
    documented(
      member,
      { summary: 'Un curso activo, con mi inscripción', params: idParams },
      { 200: appCourseItemSchema },
      [401, 403, 404],
    ),
    (request) => service.getAppCourse(deps, request.caller, request.params.id),
  );

  app.post(
    `${base}/courses/:id/enroll`,
    documented(
      { ...member, ...idempotent },
      {
        summary: 'Inscribirme en un curso (queda PENDING)',
        description:
          'Cuerpo JSON opcional: motivation, phone (reemplaza el de la cuenta), address. 409 COURSE_CLOSED si el curso terminó; 409 ALREADY_ENROLLED si ya hay una inscripción abierta.',
        params: idParams,
      },
      { 201: myEnrollmentSchema },
      [400, 401, 403, 404, 409],
    ),
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.enroll(
            deps,
            request.caller,
            request.params.id,
            (request.body ?? {}) as z.input<typeof enrollBodySchema>,
          ),
        ),
  );

  app.get(
    `${base}/enrollments/me`,
    documented(
      member,
      { summary: 'Mis inscripciones (más recientes primero)', querystring: myEnrollmentsQuerySchema },
      { 200: myEnrollmentsPageSchema },
      [400, 401, 403],
    ),
    (request) => service.myEnrollments(deps, request.caller, request.query),
  );

  app.put(
    `${base}/enrollments/:id/cancel`,
    documented(
      member,
      { summary: 'Cancelar mi inscripción abierta (→ DROPPED)', params: idParams },
      { 200: myEnrollmentSchema },
      [401, 403, 404, 409],
    ),
    (request) => service.cancelEnrollment(deps, request.caller, request.params.id),
  );
};
