/**
 * The school screen's Spanish texts: spec §2/§8 verbatim where it words them, [proposed] elsewhere.
 * The form rules' messages live in the shared schemas (schoolMessages).
 */
export const schoolTexts = {
  pageTitle: 'Escuela Bíblica',
  loading: 'Cargando Escuela Bíblica...',
  dashboardError: 'Error al cargar los datos. Intenta refrescar la página.',
  retry: 'Intentar de nuevo',
  courseCreated: 'Curso creado exitosamente',
  instructorCreated: 'Instructor creado exitosamente',
  // [proposed]
  courseUpdated: 'Curso actualizado exitosamente',
  instructorUpdated: 'Instructor actualizado exitosamente',
  courseDeleted: 'Curso eliminado exitosamente',
  instructorDeleted: 'Instructor eliminado exitosamente',
  confirmed: 'Inscripción confirmada',
  waitlisted: 'Inscripción movida a lista de espera',
  rejected: 'Inscripción rechazada',
  completed: 'Inscripción marcada como completada',
  deleteCourseConfirm: '¿Estás seguro de que quieres eliminar este curso?',
  deleteInstructorConfirm: '¿Estás seguro de que quieres eliminar este instructor?',
  pastorOnlyDelete: 'Solo el pastor puede eliminar',
  whatsappSent: 'WhatsApp enviado',
} as const;

/** Spec §8: the fallbacks when the server gives no message. */
export const schoolFallbacks = {
  courses: 'Error al cargar los cursos',
  instructors: 'Error al cargar los instructores',
  instructorOptions: 'Error al cargar instructores',
  enrollments: 'Error al cargar las inscripciones',
  dashboard: 'Error al cargar los datos',
  stats: 'Error al cargar las estadísticas',
  enrollmentStats: 'Error al cargar estadísticas',
  confirm: 'Error al confirmar la inscripción',
  reject: 'Error al rechazar la inscripción',
  waitlist: 'Error al mover a lista de espera',
  saveCourse: 'Error al guardar el curso',
  deleteCourse: 'Error al eliminar el curso',
  deleteInstructor: 'Error al eliminar el instructor',
  createInstructor: 'Error al crear el instructor',
  updateInstructor: 'Error al actualizar instructor',
  export: 'Error al exportar inscripciones',
  report: 'Error al obtener reporte completo',
  // [proposed]
  complete: 'Error al marcar la inscripción como completada',
  whatsapp: 'Error al registrar el envío por WhatsApp',
  detail: 'No se pudo cargar el detalle',
} as const;

/** Spec §8 "Instructor creation" (modal level) and the update's permission message. */
export const instructorErrorTexts = {
  createUnauthorized: 'No tienes autorización para crear instructores',
  createInvalid: 'Datos inválidos. Verifica la información ingresada.',
  updateUnauthorized: 'No tienes permisos para actualizar instructores.',
} as const;
