import type { Tx } from '../../db/client.ts';
import { news } from '../../db/schema.ts';
import { loadSharp } from '../../lib/images.ts';
import type { ImageStorage } from '../../lib/storage.ts';

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

const demoNews = [
  {
    title: 'Gran Vigilia de Oración por la Ciudad',
    summary: 'Una noche entera de oración, adoración y clamor por Bogotá y sus familias.',
    category: 'cultos',
    tags: ['oracion', 'adoracion'],
    priority: 1,
    event: 12,
    time: '21:00',
    location: 'Templo principal',
    image: ['#5b3fd1', '#15aabf', 'Vigilia'],
  },
  {
    title: 'Campamento de Jóvenes 2027: Inscripciones Abiertas',
    summary: 'Tres días de aventura, amistad y encuentros con Dios en La Calera. Cupos limitados.',
    category: 'jovenes',
    tags: ['juventud', 'campamento'],
    priority: 1,
    event: 40,
    time: '07:00',
    location: 'Finca El Refugio, La Calera',
    image: ['#c2255c', '#f08c00', 'Campamento'],
  },
  {
    title: 'Bautizos en el Río: Celebremos Juntos',
    summary: 'Diecinueve hermanos darán testimonio público de su fe. ¡Acompáñalos con tu familia!',
    category: 'eventos',
    tags: ['bautizos', 'domingo'],
    priority: 2,
    event: 20,
    time: '10:00',
    location: 'Parque Río Frío',
    image: ['#1c7ed6', '#2f9e44', 'Bautizos'],
  },
  {
    title: 'Nuevo Horario de los Cultos Dominicales',
    summary: 'Desde diciembre tendremos tres servicios: 8:00, 10:30 y 17:00. Invita a alguien.',
    category: 'anuncios',
    tags: ['domingo'],
    priority: 2,
    event: null,
    time: null,
    location: null,
    image: null,
  },
  {
    title: 'Noche de Alabanza con el Ministerio de Música',
    summary: 'Una velada de canciones nuevas, testimonios y adoración para toda la familia.',
    category: 'cultos',
    tags: ['adoracion', 'musica'],
    priority: 2,
    event: 9,
    time: '19:00',
    location: 'Auditorio central',
    image: ['#7048e8', '#e03131', 'Alabanza'],
  },
  {
    title: 'Misión Médica en La Guajira',
    summary: 'Buscamos médicos, enfermeras y voluntarios para una semana de servicio en Uribia.',
    category: 'misiones',
    tags: ['misiones', 'voluntariado'],
    priority: 3,
    event: 60,
    time: '06:00',
    location: 'Uribia, La Guajira',
    image: ['#2f9e44', '#f08c00', 'Misión'],
  },
  {
    title: 'Escuela Bíblica: Nuevos Cursos de Enero',
    summary: 'Abrimos inscripciones para Fundamentos de la Fe, Liderazgo y Matrimonios Sólidos.',
    category: 'anuncios',
    tags: ['escuela', 'discipulado'],
    priority: 3,
    event: 45,
    time: '19:00',
    location: 'Salones del segundo piso',
    image: null,
  },
  {
    title: 'Testimonio: Dios Restauró Nuestra Familia',
    summary: 'Carlos y Paola cuentan cómo el grupo de matrimonios cambió su historia.',
    category: 'testimonios',
    tags: ['familia', 'testimonio'],
    priority: 3,
    event: null,
    time: null,
    location: null,
    image: ['#e8590c', '#fab005', 'Testimonio'],
  },
  {
    title: 'Recolecta de Mercados para Familias Necesitadas',
    summary: 'Trae alimentos no perecederos hasta el 15 de diciembre. Bendice a 200 familias.',
    category: 'eventos',
    tags: ['servicio', 'navidad'],
    priority: 3,
    event: 22,
    time: '09:00',
    location: 'Punto de acopio, entrada principal',
    image: null,
  },
  {
    title: 'Concierto de Navidad: Luz en la Oscuridad',
    summary: 'El coro infantil y la orquesta juvenil presentan un concierto especial de villancicos.',
    category: 'eventos',
    tags: ['navidad', 'musica'],
    priority: 4,
    event: 30,
    time: '18:00',
    location: 'Templo principal',
    image: ['#e03131', '#2f9e44', 'Navidad'],
  },
  {
    title: 'Retiro de Mujeres: Florecer en Su Presencia',
    summary: 'Un fin de semana para descansar, orar y crecer juntas. Incluye alojamiento y comidas.',
    category: 'eventos',
    tags: ['mujeres', 'retiro'],
    priority: 4,
    event: 70,
    time: '08:00',
    location: 'Hotel Campestre, Villeta',
    image: null,
  },
  {
    title: 'Capacitación para Líderes de Células',
    summary: 'Todos los líderes y colíderes están invitados a la formación trimestral obligatoria.',
    category: 'anuncios',
    tags: ['liderazgo', 'celulas'],
    priority: 4,
    event: 15,
    time: '08:00',
    location: 'Salón de conferencias',
    image: null,
  },
  {
    title: 'Jornada de Oración y Ayuno',
    summary: 'Tres días de ayuno congregacional por las familias, los jóvenes y la nación.',
    category: 'oracion',
    tags: ['oracion', 'ayuno'],
    priority: 4,
    event: 5,
    time: '06:00',
    location: 'Capilla de oración',
    image: null,
  },
  {
    title: 'Informe de la Campaña de Construcción',
    summary: 'Gracias a tu generosidad avanzamos un 70% en el nuevo edificio de niños.',
    category: 'anuncios',
    tags: ['construccion'],
    priority: 3,
    event: null,
    time: null,
    location: null,
    image: null,
    inactive: true,
  },
  {
    title: 'Cambio de Sede del Grupo de Oración de Madres',
    summary: 'El grupo de oración de madres se reunirá ahora en la casa de la hermana Lucía.',
    category: 'oracion',
    tags: ['madres', 'oracion'],
    priority: 4,
    event: null,
    time: null,
    location: null,
    image: null,
    inactive: true,
  },
] as const;

function bannerSvg(from: string, to: string, label: string) {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/>
    <circle cx="980" cy="160" r="220" fill="#ffffff" fill-opacity="0.12"/><circle cx="180" cy="700" r="260" fill="#ffffff" fill-opacity="0.1"/>
    <text x="80" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="700" fill="#ffffff">${label}</text>
  </svg>`);
}

/** About 15 news items over every priority and state; a few with images generated here (no downloads). */
export async function seedNews(tx: Tx, communityId: string, storage: ImageStorage) {
  const sharp = await loadSharp();
  // Made off the main thread while the rows go in; the caller awaits them.
  const images: { name: string; data: Promise<Buffer> }[] = [];
  const rows = [];
  for (const [i, n] of demoNews.entries()) {
    let imageUrl: string | null = null;
    if (n.image) {
      const [from, to, label] = n.image;
      imageUrl = storage.newName('jpg');
      images.push({
        name: imageUrl,
        data: sharp(bannerSvg(from, to, label))
          .resize(800, 533)
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer(),
      });
    }
    const createdAt = new Date(Date.now() - (i * 2 + 1) * 86_400_000 + i * 60_000);
    rows.push({
      communityId,
      title: n.title,
      summary: n.summary,
      content: `${n.summary} Te esperamos con los brazos abiertos: trae a tu familia y a tus amigos. Para más información habla con los líderes de tu célula o escríbenos por WhatsApp.`,
      priority: n.priority,
      imageUrl,
      imageAlt: n.image ? `Imagen de ${n.title}` : null,
      contactPerson: i % 2 === 0 ? 'Oficina pastoral' : 'Lucía Fernández',
      whatsappNumber: i % 3 === 0 ? '+57 310 555 0101' : null,
      isActive: !('inactive' in n),
      publishedAt: n.event === null ? null : daysFromNow(n.event),
      eventTime: n.time,
      location: n.location,
      category: n.category,
      tags: [...n.tags],
      viewType: 'BOTH' as const,
      isSliceCard: n.priority <= 3,
      createdAt,
      // As a new item would be placed when it was created: on top of its priority.
      position: -createdAt.getTime() / 1000,
    });
  }
  await tx.insert(news).values(rows);
  // The caller writes these once its transaction has committed.
  return images;
}
