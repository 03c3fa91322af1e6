import type { EnrollmentItem } from '@koinonia/shared/school/school-read.schemas';
import { whatsappDigits, whatsappUrl } from '../../../lib/share-link';

export { whatsappDigits };

/** [proposed] The greeting, about the course and the enrollment's status. */
export function whatsappGreeting(
  enrollment: Pick<EnrollmentItem, 'status' | 'userSnapshot' | 'course'>,
): string {
  const first = enrollment.userSnapshot.name.trim().split(/\s+/)[0] ?? '';
  const course = `"${enrollment.course.title}"`;
  const hello = `Hola ${first}, te escribimos de la Escuela Bíblica.`;
  switch (enrollment.status) {
    case 'CONFIRMED':
      return `${hello} Tu inscripción al curso ${course} está confirmada. ¡Te esperamos!`;
    case 'WAITLIST':
      return `${hello} Tu inscripción al curso ${course} está en lista de espera; te avisaremos si se libera un cupo.`;
    case 'PENDING':
      return `${hello} Recibimos tu inscripción al curso ${course}.`;
    default:
      return `${hello} Te contactamos sobre tu inscripción al curso ${course}.`;
  }
}

/** https://wa.me/<digits>?text=<greeting>, or null without a usable phone. */
export function whatsappLink(
  enrollment: Pick<EnrollmentItem, 'status' | 'userSnapshot' | 'course'>,
): string | null {
  const digits = whatsappDigits(enrollment.userSnapshot.phone);
  if (!digits) return null;
  return whatsappUrl(whatsappGreeting(enrollment), digits);
}
