import type { CourseCategory, CourseLevel, EnrollmentStatus } from '@koinonia/shared/school/school.schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberships, schoolCourses, schoolEnrollments, schoolInstructors, users } from '../../db/schema.ts';
import { bogotaDay } from '../../lib/days.ts';

const DAY = 86_400_000;
const dayFrom = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

const instructors = [
  {
    name: 'Pastor Andrés Gómez',
    title: 'Pastor principal',
    experience: '20 años de ministerio',
    bio: 'Enseña Biblia y teología sistemática desde hace dos décadas.',
    email: 'andres.gomez@demo.koinonia.test',
    qualifications: ['Maestría en Teología', 'Licenciatura en Biblia'],
    specialties: ['Antiguo Testamento', 'Teología sistemática', 'Predicación'],
  },
  {
    name: 'Marta Lucía Restrepo',
    title: 'Consejera familiar',
    experience: '12 años',
    bio: 'Acompaña matrimonios y familias con consejería bíblica.',
    qualifications: ['Psicología', 'Consejería bíblica'],
    specialties: ['Matrimonio', 'Familia'],
  },
  {
    name: 'Julián Castaño',
    title: 'Líder de jóvenes',
    experience: '8 años',
    phone: '+57 311 555 0199',
    qualifications: ['Licenciatura en Educación'],
    specialties: ['Jóvenes', 'Discipulado', 'Evangelismo'],
  },
  {
    name: 'Diana Ospina',
    title: 'Directora de alabanza',
    experience: '10 años',
    qualifications: ['Música', 'Adoración'],
    specialties: ['Adoración', 'Música'],
  },
  {
    name: 'Hernán Valencia',
    title: 'Maestro de escuela dominical',
    experience: '15 años',
    qualifications: ['Pedagogía infantil'],
    specialties: ['Niños', 'Ministerio'],
    isActive: false,
  },
];

interface DemoCourse {
  title: string;
  instructor: number;
  category: CourseCategory;
  level: CourseLevel;
  startIn: number;
  weeks: number;
  capacity: number;
  cost: number;
  featured?: boolean;
  /** Its enrollments' statuses (seated ones within the capacity). */
  statuses: EnrollmentStatus[];
}

const S = (n: number, status: EnrollmentStatus) => Array.from({ length: n }, () => status);

const courses: DemoCourse[] = [
  {
    title: 'Panorama del Antiguo Testamento',
    instructor: 0,
    category: 'BIBLIA',
    level: 'BASICO',
    startIn: -21,
    weeks: 10,
    capacity: 25,
    cost: 0,
    featured: true,
    statuses: [...S(8, 'CONFIRMED'), ...S(3, 'PENDING'), 'REJECTED', 'DROPPED'],
  },
  {
    title: 'Doctrinas fundamentales',
    instructor: 0,
    category: 'TEOLOGIA',
    level: 'INTERMEDIO',
    startIn: 14,
    weeks: 8,
    capacity: 20,
    cost: 50000,
    statuses: [...S(4, 'PENDING'), ...S(2, 'CONFIRMED')],
  },
  {
    title: 'Matrimonios que florecen',
    instructor: 1,
    category: 'MATRIMONIO',
    level: 'BASICO',
    startIn: -7,
    weeks: 6,
    capacity: 6,
    cost: 80000,
    featured: true,
    statuses: [...S(6, 'CONFIRMED'), ...S(3, 'WAITLIST'), ...S(2, 'PENDING')],
  },
  {
    title: 'Liderazgo que sirve',
    instructor: 2,
    category: 'LIDERAZGO',
    level: 'AVANZADO',
    startIn: 30,
    weeks: 12,
    capacity: 15,
    cost: 0,
    statuses: [...S(3, 'PENDING'), 'REJECTED'],
  },
  {
    title: 'Jóvenes con propósito',
    instructor: 2,
    category: 'JOVENES',
    level: 'BASICO',
    startIn: -14,
    weeks: 8,
    capacity: 30,
    cost: 0,
    statuses: [...S(5, 'CONFIRMED'), ...S(2, 'PENDING'), 'DROPPED'],
  },
  {
    title: 'Discipulado uno a uno',
    instructor: 2,
    category: 'DISCIPULADO',
    level: 'INTERMEDIO',
    startIn: -90,
    weeks: 10,
    capacity: 12,
    cost: 0,
    statuses: [...S(6, 'COMPLETED'), ...S(2, 'CONFIRMED'), 'DROPPED', 'REJECTED'],
  },
  {
    title: 'Adoración en espíritu y verdad',
    instructor: 3,
    category: 'ADORACION',
    level: 'BASICO',
    startIn: 45,
    weeks: 4,
    capacity: 40,
    cost: 20000,
    statuses: S(3, 'PENDING'),
  },
  {
    title: 'Evangelismo en la ciudad',
    instructor: 0,
    category: 'EVANGELISMO',
    level: 'INTERMEDIO',
    startIn: 7,
    weeks: 6,
    capacity: 20,
    cost: 0,
    statuses: [...S(3, 'PENDING'), 'WAITLIST', 'CONFIRMED'],
  },
];

const motivations = [
  'Quiero conocer más la Palabra',
  'Deseo servir mejor en mi grupo',
  'Me lo recomendó mi líder',
  null,
];

/**
 * The demo biblical school: 5 instructors (one inactive), 8 courses over several categories and levels
 * (running, upcoming and one ended, relative to the seed's day; one full with a waitlist), and 60
 * enrollments of the demo members over every status. The courses' counters follow from the
 * enrollments by the database trigger.
 */
export async function seedSchool(tx: Tx, communityId: string, now = Date.now()) {
  const today = bogotaDay(new Date(now));
  const people = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      doc: users.documentNumber,
      phone: users.phone,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.communityId, communityId),
        eq(memberships.isActive, true),
        eq(memberships.role, 'MEMBER'),
      ),
    )
    .orderBy(asc(memberships.joinedAt));
  if (people.length === 0) return;
  const instructorRows = await tx
    .insert(schoolInstructors)
    .values(
      instructors.map((i, k) => ({
        communityId,
        ...i,
        createdAt: new Date(now - (200 - k * 10) * DAY),
        updatedAt: new Date(now - (200 - k * 10) * DAY),
      })),
    )
    .returning({ id: schoolInstructors.id });
  let next = 0;
  const courseRows = courses.map((c, k) => {
    const createdAt = new Date(now - (Math.max(0, -c.startIn) + 30 + k) * DAY);
    return {
      communityId,
      instructorId: instructorRows[c.instructor]!.id,
      title: c.title,
      description: `${c.title}: un curso de la escuela bíblica para crecer en la fe y en el servicio.`,
      shortDescription: `Curso de ${c.weeks} semanas`,
      category: c.category,
      level: c.level,
      startDate: dayFrom(today, c.startIn),
      endDate: dayFrom(today, c.startIn + c.weeks * 7),
      duration: `${c.weeks} semanas`,
      scheduleDayOfWeek: (k * 2) % 7,
      scheduleStartTime: k % 2 ? '09:00' : '19:00',
      scheduleEndTime: k % 2 ? '11:00' : '21:00',
      scheduleFrequency: 'Semanal',
      capacity: c.capacity,
      cost: c.cost,
      location: k % 3 === 0 ? 'Auditorio principal' : `Salón ${k + 1}`,
      requirements: ['Biblia', 'Cuaderno de notas'],
      targetAudience: c.category === 'JOVENES' ? ['Jóvenes de 15 a 25 años'] : ['Toda la congregación'],
      topics: ['Introducción', 'Estudio en grupo', 'Aplicación práctica'],
      materials: ['Guía del estudiante'],
      isFeatured: c.featured ?? false,
      createdAt,
      updatedAt: createdAt,
    };
  });
  // One statement for the courses, one for every enrollment.
  const courseIds = await tx.insert(schoolCourses).values(courseRows).returning({ id: schoolCourses.id });
  const enrollments = courses.flatMap((c, k) =>
    c.statuses.map((status, j) => {
      const p = people[next++ % people.length]!;
      const enrollmentDate = new Date(
        Math.min(now - 3_600_000, courseRows[k]!.createdAt.getTime() + (j + 1) * 7 * 3_600_000),
      );
      return {
        communityId,
        courseId: courseIds[k]!.id,
        userId: p.id,
        status,
        enrollmentDate,
        statusChangedAt: status === 'PENDING' ? enrollmentDate : new Date(enrollmentDate.getTime() + DAY),
        snapshotName: p.name,
        snapshotEmail: p.email,
        snapshotPhone: p.phone,
        snapshotDocumentNumber: p.doc,
        snapshotAddress: j % 3 === 0 ? `Calle ${10 + j} # ${j + 2}-${j + 30}` : null,
        motivation: motivations[j % motivations.length] ?? null,
        rejectionReason: status === 'REJECTED' ? 'No cumple los requisitos previos del curso' : null,
        whatsappSent: status === 'CONFIRMED' && j % 2 === 0,
      };
    }),
  );
  await tx.insert(schoolEnrollments).values(enrollments);
}
