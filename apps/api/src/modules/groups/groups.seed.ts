import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { groups, memberships, sectors, users } from '../../db/schema.ts';

const demoSectors = [
  {
    name: 'Chapinero',
    description: 'Barrios de Chapinero y Teusaquillo',
    iconName: 'building',
    color: '#1c7ed6',
    lat: 4.6486,
    lng: -74.0628,
  },
  {
    name: 'Suba',
    description: 'Suba, Niza y Colina Campestre',
    iconName: 'tree',
    color: '#2f9e44',
    lat: 4.7417,
    lng: -74.0836,
  },
  {
    name: 'Usaquén',
    description: 'Usaquén, Cedritos y Santa Bárbara',
    iconName: 'mountain',
    color: '#7048e8',
    lat: 4.7011,
    lng: -74.0303,
  },
  {
    name: 'Kennedy',
    description: 'Kennedy, Bosa y Timiza',
    iconName: 'house',
    color: '#e8590c',
    lat: 4.6287,
    lng: -74.1551,
  },
  {
    name: 'Engativá',
    description: 'Engativá, Boyacá Real y Álamos',
    iconName: 'road',
    color: '#0c8599',
    lat: 4.7077,
    lng: -74.1131,
  },
  {
    name: 'Soacha',
    description: 'Nuevo sector en apertura: aún sin grupos',
    iconName: 'park',
    color: '#c2255c',
    lat: 4.5794,
    lng: -74.2168,
  },
] as const;

const groupNames = [
  'Célula Familias Unidas',
  'Jóvenes con Propósito',
  'Mujeres de Fe',
  'Hombres de Valor',
  'Matrimonios Firmes',
  'Célula Luz del Norte',
  'Adultos Mayores Esperanza',
  'Universitarios en Cristo',
  'Célula Roca Firme',
  'Parejas Jóvenes',
  'Célula Nueva Vida',
  'Profesionales con Misión',
  'Célula Monte de Sion',
  'Estudio Bíblico Emaús',
  'Célula Agua Viva',
  'Madres que Oran',
  'Célula Pan de Vida',
  'Adolescentes Valientes',
  'Célula Camino de Paz',
  'Célula Sal y Luz',
  'Grupo de Alabanza Vecinal',
  'Célula Semilla de Mostaza',
  'Célula Betania',
  'Célula Gracia Abundante',
  'Célula Fuente de Vida',
];
const days = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;
const times = ['18:30', '19:00', '19:30', '20:00', '09:00', '16:00'];
const streets = [
  'Calle 45 # 13-20',
  'Carrera 7 # 72-41',
  'Calle 127 # 19-50',
  'Av. Boyacá # 64-10',
  'Calle 80 # 68-35',
  'Carrera 15 # 93-60',
];

/** Six sectors (one still without groups) and 25 groups led by active demo members. */
export async function seedGroups(tx: Tx, communityId: string) {
  const leaders = await tx
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.communityId, communityId), eq(memberships.isActive, true)))
    .orderBy(sql`koinonia_fold(${users.name})`);
  const inserted = await tx
    .insert(sectors)
    .values(
      demoSectors.map((s, i) => ({
        communityId,
        name: s.name,
        description: s.description,
        iconName: s.iconName,
        color: s.color,
        displayOrder: i,
        isActive: true,
      })),
    )
    .returning({ id: sectors.id });
  await tx.insert(groups).values(
    groupNames.map((name, i) => {
      const sectorIndex = i % 5; // Soacha (index 5) keeps no groups.
      const sector = demoSectors[sectorIndex]!;
      const capacity = [15, 12, 20, 25, 10, 30][i % 6]!;
      const occupancy = [0.3, 0.45, 0.6, 0.8, 1, 0.25, 0.5][i % 7]!;
      const leader = leaders[(i * 3) % leaders.length]!;
      const coLeader = i % 3 === 0 ? undefined : leaders[(i * 3 + 1) % leaders.length];
      return {
        communityId,
        sectorId: inserted[sectorIndex]!.id,
        name,
        description: `Nos reunimos cada semana para orar, estudiar la Palabra y compartir la vida en ${sector.name}.`,
        leaderId: leader.id,
        coLeaderId: coLeader && coLeader.id !== leader.id ? coLeader.id : null,
        meetingAddress: `${streets[i % streets.length]}, ${sector.name}`,
        meetingDay: days[(i + 2) % 7]!,
        meetingTime: times[i % times.length]!,
        capacity,
        currentMembers: Math.round(capacity * occupancy),
        showInPreview: i % 4 === 0,
        whatsappNumber: i % 2 === 0 ? `+57 31${i % 10} 555 ${String(2000 + i * 13).slice(-4)}` : null,
        latitude: Math.round((sector.lat + ((i % 5) - 2) * 0.004) * 1e6) / 1e6,
        longitude: Math.round((sector.lng + ((i % 3) - 1) * 0.005) * 1e6) / 1e6,
        isOpenToNewMembers: i % 5 !== 4,
        isActive: i % 8 !== 7,
      };
    }),
  );
}
