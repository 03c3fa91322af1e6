import type { PrayerCategory } from '@koinonia/shared/prayers/prayers.schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberships, prayerPraying, prayers } from '../../db/schema.ts';

const texts: Record<PrayerCategory, { title: string; description: string; testimony?: string }[]> = {
  HEALTH: [
    {
      title: 'Cirugía de mi mamá',
      description:
        'Mi mamá entra a cirugía de cadera el jueves. Oremos por los médicos y por su recuperación.',
      testimony: 'La cirugía salió perfecta y ya camina con ayuda. ¡Gracias por orar!',
    },
    {
      title: 'Recuperación de Don Jorge',
      description: 'Sigue hospitalizado por una neumonía. Pidamos fortaleza para él y su familia.',
    },
    {
      title: 'Exámenes médicos',
      description: 'Espero los resultados de unos exámenes la próxima semana. Pido paz en la espera.',
    },
  ],
  FAMILY: [
    {
      title: 'Restauración familiar',
      description: 'Oremos por la reconciliación entre mis hermanos después de años sin hablarse.',
      testimony: 'Este domingo almorzamos todos juntos por primera vez en cinco años.',
    },
    {
      title: 'Mis hijos adolescentes',
      description: 'Pido sabiduría para acompañar a mis hijos en esta etapa y que se acerquen a Dios.',
    },
  ],
  MINISTRY: [
    {
      title: 'Ministerio de niños',
      description: 'Necesitamos nuevos maestros para la escuela dominical. Oremos por corazones dispuestos.',
      testimony: 'Tres familias se sumaron como maestros este mes.',
    },
    {
      title: 'Campaña evangelística',
      description: 'Oremos por la campaña del barrio Kennedy de este sábado.',
    },
  ],
  TRAVEL: [
    {
      title: 'Viaje misionero a La Guajira',
      description: 'Un equipo de ocho personas viaja en dos semanas. Oremos por protección en la carretera.',
      testimony: 'Llegamos y volvimos sin contratiempos, y 40 familias recibieron mercados.',
    },
    {
      title: 'Regreso a casa',
      description: 'Mi esposo vuelve de trabajar fuera del país. Oremos por su viaje.',
    },
  ],
  WORK: [
    {
      title: 'Entrevista de trabajo',
      description:
        'Tengo una entrevista el lunes después de seis meses sin empleo. Oremos por favor y gracia.',
      testimony: '¡Me contrataron! Empiezo el primer día del mes.',
    },
    {
      title: 'Mi emprendimiento',
      description: 'Abrimos una panadería familiar. Pido bendición sobre el negocio.',
    },
  ],
  FINANCIAL: [
    {
      title: 'Deudas del hogar',
      description: 'Oremos por provisión para ponernos al día con el arriendo y los servicios.',
    },
    {
      title: 'Matrícula universitaria',
      description:
        'Mi hija necesita completar la matrícula de este semestre. Confiamos en la provisión de Dios.',
      testimony: 'Le aprobaron una beca del 70 %. ¡Dios es fiel!',
    },
  ],
  SPIRITUAL: [
    {
      title: 'Crecer en la fe',
      description: 'Siento que me he alejado de la oración. Pido que el Señor renueve mi primer amor.',
    },
    {
      title: 'Mi papá',
      description: 'Oremos para que mi papá conozca a Jesús; ha aceptado venir al culto de Navidad.',
      testimony: 'Mi papá se bautizó el domingo pasado.',
    },
  ],
  RELATIONSHIPS: [
    { title: 'Mi matrimonio', description: 'Atravesamos una etapa difícil. Oremos por diálogo y perdón.' },
    {
      title: 'Amistades sanas',
      description: 'Pido por amigos que me acerquen a Dios en la universidad.',
    },
  ],
  OTHER: [
    {
      title: 'Vivienda',
      description: 'Buscamos un apartamento cerca de la iglesia. Oremos por una puerta abierta.',
    },
    { title: 'Mudanza', description: 'Nos mudamos de ciudad el próximo mes; oremos por una nueva iglesia.' },
  ],
};

const PRAYER_COUNT = 40;
const DAY = 86_400_000;

/**
 * About 40 prayers of every category by several members of the community (and a pastor), some
 * anonymous, some answered with a testimony, created over the last ~10 months (denser recently, so
 * each analytics period shows something different), with people praying; the counters match the rows (the community's counts by trigger).
 */
export async function seedPrayers(tx: Tx, communityId: string) {
  const people = await tx
    .select({ userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.communityId, communityId), eq(memberships.isActive, true)))
    .orderBy(asc(memberships.joinedAt));
  const askers = people.filter((p) => p.role !== 'GUEST').slice(0, 12);
  if (askers.length === 0) return;
  const categories = Object.keys(texts) as PrayerCategory[];
  const now = Date.now();
  const rows: (typeof prayers.$inferInsert)[] = [];
  for (let i = 0; i < PRAYER_COUNT; i++) {
    const category = categories[i % categories.length]!;
    const variants = texts[category];
    const text = variants[Math.floor(i / categories.length) % variants.length]!;
    // 0 to ~295 days ago, i² spreads them: 7 in the last week, 13 in 30 days, 22 in 90, all 40 in a year.
    const createdAt = new Date(now - Math.floor((i * i) / 5.3) * DAY - ((i * 37) % 600) * 60_000 - 60_000);
    const answered = Boolean(text.testimony) && i % 3 !== 1;
    const answeredAt = answered ? new Date(Math.min(now, createdAt.getTime() + ((i % 9) + 1) * DAY)) : null;
    rows.push({
      communityId,
      userId: askers[(i * 7) % askers.length]!.userId,
      title: text.title,
      description: text.description,
      category,
      isAnonymous: i % 5 === 2,
      isAnswered: answered,
      answeredAt,
      testimonyContent: answered && i % 4 !== 3 ? text.testimony! : null,
      testimonyCreatedAt: answered && i % 4 !== 3 ? answeredAt : null,
      createdAt,
      updatedAt: answeredAt ?? createdAt,
    });
  }
  // Who prays for each, known before the prayers go in: each goes in with its praying_count.
  const prayingOf = rows.map((_, i) =>
    people.filter((_, j) => (i * 5 + j * 3) % 7 < (i % 5) + 1).slice(0, 3 + ((i * 11) % 15)),
  );
  for (const [i, row] of rows.entries()) row.prayingCount = prayingOf[i]!.length;
  const inserted = await tx.insert(prayers).values(rows).returning({ id: prayers.id });
  const marks: (typeof prayerPraying.$inferInsert)[] = [];
  for (const [i, { id }] of inserted.entries()) {
    const created = rows[i]!.createdAt!.getTime();
    for (const [k, p] of prayingOf[i]!.entries())
      marks.push({
        communityId,
        prayerId: id,
        userId: p.userId,
        createdAt: new Date(Math.min(now, created + (k + 1) * 3_600_000)),
      });
  }
  if (marks.length > 0) await tx.insert(prayerPraying).values(marks);
}
