/** The kinds of object of the school domain that the audit log records, with their Spanish labels. */
export const schoolAuditTypes = {
  instructor: 'Instructor',
  course: 'Curso',
  enrollment: 'Inscripción',
} as const;
