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
import type { z } from 'zod';
import { routesPlugin } from '../../lib/routes.ts';
import * as service from './school-app.service.ts';

const base = '/community/biblical-school';
const myEnrollmentSchema = myEnrollmentsPageSchema.shape.enrollments.element;

/**
 * The biblical school in the members' app (any active membership, guests included): the courses
 * still running, one course, enroll, the member's own enrollments and cancelling one.
 */
export const schoolAppRoutes = routesPlugin(
  { tags: ['biblical-school'], access: 'member' },
  (route, deps) => {
    route.get(`${base}/courses`, {
      summary: 'Cursos activos que no han terminado (el más próximo primero), con mi inscripción',
      querystring: appCoursesQuerySchema,
      ok: appCoursesPageSchema,
      handler: (request) => service.listAppCourses(deps, request.caller, request.query),
    });

    route.get(`${base}/courses/:id`, {
      summary: 'Un curso activo, con mi inscripción',
      ok: appCourseItemSchema,
      handler: (request) => service.getAppCourse(deps, request.caller, request.params.id),
    });

    route.post(`${base}/courses/:id/enroll`, {
      summary: 'Inscribirme en un curso (queda PENDING)',
      description:
        'Cuerpo JSON opcional: motivation, phone (reemplaza el de la cuenta), address. 409 COURSE_CLOSED si el curso terminó; 409 ALREADY_ENROLLED si ya hay una inscripción abierta.',
      idempotent: true,
      created: myEnrollmentSchema,
      errors: [400, 409],
      handler: (request) =>
        service.enroll(
          deps,
          request.caller,
          request.params.id,
          (request.body ?? {}) as z.input<typeof enrollBodySchema>,
        ),
    });

    route.get(`${base}/enrollments/me`, {
      summary: 'Mis inscripciones (más recientes primero)',
      querystring: myEnrollmentsQuerySchema,
      ok: myEnrollmentsPageSchema,
      handler: (request) => service.myEnrollments(deps, request.caller, request.query),
    });

    route.put(`${base}/enrollments/:id/cancel`, {
      summary: 'Cancelar mi inscripción abierta (→ DROPPED)',
      ok: myEnrollmentSchema,
      errors: [409],
      handler: (request) => service.cancelEnrollment(deps, request.caller, request.params.id),
    });
  },
);
