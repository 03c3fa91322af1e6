import type { EventCategory, EventStatus } from '@koinonia/shared/events/events.schemas';

/** The demo events (events.seed.ts writes them relative to the seed's day). */

export interface DemoEvent {
  title: string;
  summary: string;
  content: string;
  category: EventCategory;
  /** Days from the seed's Bogotá day (negative: past). */
  inDays: number;
  time: string;
  location: string;
  address?: string;
  status?: EventStatus;
  capacity?: number;
  price?: number;
  tags?: string[];
  featured?: boolean;
  organizer?: string;
  /** Days from the seed's day of the registration deadline (registration required when set). */
  deadlineInDays?: number | null;
  priority?: number;
  isActive?: boolean;
  /** How many members are interested. */
  interested: number;
}

const text = (what: string) =>
  `${what} Habrá momentos de alabanza, enseñanza de la Palabra y tiempo para compartir en comunidad. Trae a tu familia y a tus amigos: todos son bienvenidos.`;

export const demoEvents: DemoEvent[] = [
  {
    title: 'Conferencia Familias Firmes',
    summary: 'Dos días de enseñanza para matrimonios y familias con invitados internacionales.',
    content: text('Una conferencia para fortalecer los hogares de nuestra ciudad.'),
    category: 'conferencia',
    inDays: 12,
    time: '18:30',
    location: 'Auditorio principal',
    address: 'Calle 45 # 13-20, Bogotá',
    capacity: 300,
    price: 40000,
    tags: ['familia', 'matrimonios'],
    featured: true,
    organizer: 'Ministerio de Familias',
    deadlineInDays: 10,
    priority: 1,
    interested: 14,
  },
  {
    title: 'Retiro de jóvenes "Raíces"',
    summary: 'Un fin de semana en la montaña para jóvenes de 15 a 25 años.',
    content: text('Tres días de retiro con talleres, fogata y tiempos de oración.'),
    category: 'retiro',
    inDays: 25,
    time: '07:00',
    location: 'Finca Los Pinos, La Calera',
    capacity: 8,
    price: 180000,
    tags: ['jóvenes', 'retiro'],
    featured: true,
    organizer: 'Juventud Koinonia',
    deadlineInDays: 20,
    priority: 2,
    interested: 8,
  },
  {
    title: 'Curso de liderazgo servidor',
    summary: 'Ocho sesiones para quienes sirven o quieren servir como líderes de célula.',
    content: text('Un curso práctico sobre el liderazgo según el ejemplo de Jesús.'),
    category: 'curso',
    inDays: 5,
    time: '19:00',
    location: 'Salón 3',
    capacity: 40,
    tags: ['liderazgo', 'células'],
    organizer: 'Pastor Andrés Gómez',
    deadlineInDays: -1,
    interested: 11,
  },
  {
    title: 'Concierto de Navidad',
    summary: 'El coro y la banda de la iglesia presentan un concierto para toda la familia.',
    content: text('Villancicos, cantos de adoración y una obra de teatro de los niños.'),
    category: 'concierto',
    inDays: 40,
    time: '17:00',
    location: 'Parque central del barrio',
    capacity: 500,
    tags: ['navidad', 'música'],
    featured: true,
    organizer: 'Ministerio de Alabanza',
    interested: 22,
  },
  {
    title: 'Seminario de finanzas bíblicas',
    summary: 'Principios bíblicos para administrar el dinero, ahorrar y salir de deudas.',
    content: text('Un seminario con ejercicios prácticos de presupuesto familiar.'),
    category: 'seminario',
    inDays: 9,
    time: '09:00',
    location: 'Salón múltiple',
    capacity: 60,
    price: 15000,
    tags: ['finanzas'],
    organizer: 'Ministerio de Mayordomía',
    interested: 6,
  },
  {
    title: 'Aniversario de la iglesia',
    summary: 'Celebramos un año más de la fidelidad de Dios con un culto especial.',
    content: text('Un culto de acción de gracias con testimonios y almuerzo compartido.'),
    category: 'evento-especial',
    inDays: 0,
    time: '10:00',
    location: 'Auditorio principal',
    status: 'ongoing',
    capacity: 800,
    tags: ['aniversario'],
    featured: true,
    priority: 1,
    interested: 18,
  },
  {
    title: 'Noche de jóvenes',
    summary: 'Alabanza, juegos y una palabra para la nueva generación.',
    content: text('Nuestra reunión mensual de jóvenes, con comida al final.'),
    category: 'juventud',
    inDays: 3,
    time: '19:30',
    location: 'Salón de jóvenes',
    capacity: 120,
    tags: ['jóvenes'],
    interested: 9,
  },
  {
    title: 'Vacaciones bíblicas para niños',
    summary: 'Una semana de historias, manualidades y juegos para niños de 4 a 11 años.',
    content: text('Las vacaciones bíblicas de mitad de año.'),
    category: 'niños',
    inDays: 18,
    time: '08:30',
    location: 'Escuela dominical',
    capacity: 90,
    tags: ['niños', 'vacaciones'],
    deadlineInDays: 15,
    organizer: 'Ministerio Infantil',
    interested: 12,
  },
  {
    title: 'Jornada de servicio comunitario',
    summary: 'Salimos a pintar el jardín infantil del barrio y a entregar mercados.',
    content: text('Una mañana de servicio a nuestros vecinos.'),
    category: 'default',
    inDays: 7,
    time: '08:00',
    location: 'Jardín infantil Los Cerezos',
    capacity: 50,
    tags: ['servicio'],
    interested: 7,
  },
  {
    title: 'Taller de consejería (aplazado)',
    summary: 'El taller de consejería pastoral se aplazó hasta nuevo aviso.',
    content: text('Taller para el equipo de consejería.'),
    category: 'seminario',
    inDays: 14,
    time: '15:00',
    location: 'Salón 2',
    status: 'cancelled',
    capacity: 30,
    interested: 4,
  },
  {
    title: 'Reunión del equipo de logística',
    summary: 'Planeación interna del equipo de logística (evento oculto).',
    content: text('Reunión de planeación del equipo.'),
    category: 'default',
    inDays: 6,
    time: '20:00',
    location: 'Oficina pastoral',
    capacity: 15,
    isActive: false,
    priority: 4,
    interested: 0,
  },
  {
    title: 'Conferencia de misiones',
    summary: 'Misioneros de La Guajira y del Chocó nos contaron su trabajo.',
    content: text('Una conferencia sobre la obra misionera en Colombia.'),
    category: 'conferencia',
    inDays: -10,
    time: '18:00',
    location: 'Auditorio principal',
    status: 'completed',
    capacity: 250,
    tags: ['misiones'],
    interested: 16,
  },
  {
    title: 'Retiro de matrimonios',
    summary: 'Un fin de semana para parejas en Villa de Leyva.',
    content: text('Un retiro para renovar el pacto matrimonial.'),
    category: 'retiro',
    inDays: -35,
    time: '06:00',
    location: 'Hotel Campestre, Villa de Leyva',
    status: 'completed',
    capacity: 30,
    price: 350000,
    deadlineInDays: -45,
    interested: 10,
  },
  {
    title: 'Concierto de alabanza',
    summary: 'Una noche de adoración con la banda de la iglesia.',
    content: text('Concierto de alabanza abierto a la ciudad.'),
    category: 'concierto',
    inDays: -60,
    time: '19:00',
    location: 'Teatro municipal',
    status: 'completed',
    capacity: 400,
    price: 10000,
    interested: 20,
  },
  {
    title: 'Curso de bautismo',
    summary: 'Preparación para quienes quieren bautizarse.',
    content: text('Un curso de cuatro sesiones antes del bautismo.'),
    category: 'curso',
    inDays: -3,
    time: '10:00',
    location: 'Salón 1',
    status: 'completed',
    capacity: 25,
    interested: 5,
  },
];

export const neighbourEvents: DemoEvent[] = [
  {
    title: 'Vigilia de oración de Iglesia Vecina',
    summary: 'Una noche de oración por la ciudad.',
    content: text('Vigilia de la comunidad hermana.'),
    category: 'evento-especial',
    inDays: 8,
    time: '21:00',
    location: 'Templo de Chapinero',
    interested: 2,
  },
  {
    title: 'Escuela de líderes de Iglesia Vecina',
    summary: 'Formación de nuevos líderes de la comunidad hermana.',
    content: text('Escuela de líderes.'),
    category: 'curso',
    inDays: 20,
    time: '18:00',
    location: 'Salón parroquial',
    capacity: 20,
    deadlineInDays: 15,
    interested: 1,
  },
];
