import type { Role } from '@koinonia/shared/members/members.schemas';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords.ts';
import type { ImageStorage } from '../lib/storage.ts';
import type { SeededImage } from '../modules/api-module.ts';
import { modules } from '../modules/index.ts';
import type { Db } from './client.ts';
import { communities, memberships, users } from './schema.ts';

export const demoAccounts = [
  {
    email: 'pastor@demo.koinonia.test',
    name: 'Pastor Andrés Gómez',
    role: 'COMMUNITY_ADMIN',
    community: 'Iglesia Comunidad de Fe',
  },
  {
    email: 'ayudante@demo.koinonia.test',
    name: 'Lucía Fernández',
    role: 'SECTION_ADMIN',
    community: 'Iglesia Comunidad de Fe',
  },
  {
    email: 'miembro@demo.koinonia.test',
    name: 'Samuel Rodríguez',
    role: 'MEMBER',
    community: 'Iglesia Comunidad de Fe',
  },
  {
    email: 'pastor@vecina.koinonia.test',
    name: 'Pastora Marta Salazar',
    role: 'COMMUNITY_ADMIN',
    community: 'Iglesia Vecina',
  },
] as const;

const firstNames = [
  'María',
  'José',
  'Ana',
  'Juan',
  'Carmen',
  'Luis',
  'Sofía',
  'Carlos',
  'Valentina',
  'Jorge',
  'Isabel',
  'Miguel',
  'Camila',
  'Javier',
  'Daniela',
  'Ricardo',
  'Gabriela',
  'Fernando',
  'Paola',
  'Héctor',
  'Natalia',
  'Óscar',
  'Lorena',
  'Iván',
  'Ángela',
  'Sebastián',
  'Mónica',
  'Tomás',
  'Julián',
  'Beatriz',
  'Raúl',
  'Elena',
];
const lastNames = [
  'García',
  'Martínez',
  'López',
  'Hernández',
  'González',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Flores',
  'Rivera',
  'Vargas',
  'Castro',
  'Jiménez',
  'Moreno',
  'Muñoz',
  'Rojas',
  'Díaz',
  'Ortiz',
  'Suárez',
  'Peña',
  'Ríos',
];

function slug(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');
}

/** Role and active flag of the generated demo members: all four roles, some inactive. */
function generatedRole(i: number): { role: Role; isActive: boolean } {
  if (i % 11 === 5) return { role: 'MEMBER', isActive: false };
  if (i % 13 === 7) return { role: 'GUEST', isActive: false };
  if (i === 3) return { role: 'COMMUNITY_ADMIN', isActive: true };
  if (i % 9 === 1) return { role: 'SECTION_ADMIN', isActive: true };
  if (i % 6 === 2) return { role: 'GUEST', isActive: true };
  return { role: 'MEMBER', isActive: true };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export async function hasAnyCommunity(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(communities);
  return (row?.n ?? 0) > 0;
}

/** The demo communities and their people, then every module's demo data (`seed` in its manifest), in one transaction. */
export async function seedDemo(db: Db, password: string, storage: ImageStorage) {
  // Hashed (off the main thread) while the communities go in.
  const hashing = hashPassword(password);
  hashing.catch(() => {});
  const images = await db.transaction(async (tx) => {
    const [demo] = await tx
      .insert(communities)
      .values({
        name: 'Iglesia Comunidad de Fe',
        description:
          'Una familia que crece en la fe, sirve a la ciudad y se reúne en grupos de vida cada semana.',
        createdAt: daysAgo(900),
      })
      .returning();
    const [vecina] = await tx
      .insert(communities)
      .values({
        name: 'Iglesia Vecina',
        description: 'Comunidad hermana del barrio Chapinero.',
        createdAt: daysAgo(400),
      })
      .returning();

    const people: {
      name: string;
      email: string;
      doc: string;
      phone: string;
      role: Role;
      isActive: boolean;
      community: string;
      joined: Date;
    }[] = [];
    demoAccounts.forEach((a, i) => {
      people.push({
        name: a.name,
        email: a.email,
        doc: `${1010100000 + i}`,
        phone: `+57 310 555 ${String(1000 + i).slice(-4)}`,
        role: a.role,
        isActive: true,
        community: a.community === 'Iglesia Vecina' ? vecina!.id : demo!.id,
        joined: daysAgo(880 - i * 30),
      });
    });
    for (let i = 0; i < 44; i++) {
      const first = firstNames[i % firstNames.length]!;
      const last1 = lastNames[(i * 7) % lastNames.length]!;
      const last2 = lastNames[(i * 3 + 5) % lastNames.length]!;
      const name = `${first} ${last1} ${last2}`;
      people.push({
        name,
        email: `${slug(first)}.${slug(last1)}${i}@correo.koinonia.test`,
        doc: `${52000000 + i * 137}`,
        phone: `+57 3${String(10 + (i % 20))} ${String(200 + i).padStart(3, '0')} ${String(4000 + i * 7).slice(-4)}`,
        ...generatedRole(i),
        community: demo!.id,
        joined: daysAgo(850 - i * 19),
      });
    }
    for (let i = 0; i < 6; i++) {
      people.push({
        name: `${firstNames[(i + 9) % firstNames.length]} ${lastNames[(i + 11) % lastNames.length]}`,
        email: `vecino${i}@vecina.koinonia.test`,
        doc: `${79000000 + i * 211}`,
        phone: `+57 320 700 ${String(1000 + i)}`,
        role: i === 0 ? 'SECTION_ADMIN' : 'MEMBER',
        isActive: true,
        community: vecina!.id,
        joined: daysAgo(300 - i * 20),
      });
    }

    const passwordHash = await hashing;
    const inserted = await tx
      .insert(users)
      .values(
        people.map((p) => ({
          name: p.name,
          email: p.email,
          documentNumber: p.doc,
          phone: p.phone,
          passwordHash,
          createdAt: p.joined,
        })),
      )
      .returning({ id: users.id });
    await tx.insert(memberships).values(
      people.map((p, i) => ({
        communityId: p.community,
        userId: inserted[i]!.id,
        role: p.role,
        isActive: p.isActive,
        joinedAt: p.joined,
        createdAt: p.joined,
      })),
    );
    // Then each module's demo data, in the list's order. Images are made (off the main thread)
    // while the rest goes in, and written once the transaction has committed.
    const seeded: SeededImage[] = [];
    const context = { tx, demoId: demo!.id, neighbourId: vecina!.id, storage };
    for (const module of modules) {
      const made = (await module.seed?.(context)) ?? [];
      for (const image of made) image.data.catch(() => {});
      seeded.push(...made);
    }
    return seeded;
  });
  for (const image of images) await storage.write(image.type, image.name, await image.data);
}
