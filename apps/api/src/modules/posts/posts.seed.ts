import type { PostType } from '@koinonia/shared/posts/posts.schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communityPosts, memberships, postComments, postLikes } from '../../db/schema.ts';
import { loadSharp } from '../../lib/images.ts';
import type { ImageStorage } from '../../lib/storage.ts';

const texts: Record<PostType, { title: string | null; message: string }[]> = {
  ANNOUNCEMENT: [
    {
      title: 'Nuevo horario de oficina',
      message: 'Desde el lunes la oficina pastoral atiende de 8:00 a 17:00. ¡Te esperamos!',
    },
    {
      title: 'Reunión de servidores',
      message: 'Este sábado a las 9:00 nos reunimos todos los servidores en el salón principal.',
    },
    { title: null, message: 'Recuerden traer su Biblia el domingo: empezamos la serie sobre Nehemías.' },
  ],
  BIRTHDAY: [
    {
      title: '¡Feliz cumpleaños, Lucía!',
      message: 'Hoy celebramos la vida de nuestra hermana Lucía. ¡Dios te bendiga!',
    },
    {
      title: null,
      message: 'Felicitamos a todos los que cumplen años este mes. ¡Pasen por un pastel después del culto!',
    },
  ],
  WEDDING: [
    {
      title: 'Boda de Andrés y Carolina',
      message:
        'Con alegría anunciamos la boda de Andrés y Carolina el 12 de diciembre. ¡Están todos invitados!',
    },
  ],
  ACHIEVEMENT: [
    {
      title: 'Meta de la campaña alcanzada',
      message: 'Gracias a su generosidad completamos la meta para el techo del templo.',
    },
    {
      title: null,
      message: 'Nuestro grupo de jóvenes terminó el curso de primeros auxilios. ¡Felicitaciones!',
    },
  ],
  PRAYER_REQUEST: [
    {
      title: 'Oremos por la familia Gómez',
      message: 'Don Jorge está hospitalizado. Oremos por su pronta recuperación.',
    },
    { title: null, message: 'Pido oración por mi entrevista de trabajo de mañana. ¡Gracias, familia!' },
  ],
  TESTIMONY: [
    {
      title: 'Dios es fiel',
      message: 'Después de meses buscando, hoy firmé mi contrato de trabajo. ¡Gracias por sus oraciones!',
    },
    { title: null, message: 'Mi hija salió bien de la cirugía. Dios escuchó nuestras oraciones.' },
  ],
  CELEBRATION: [
    {
      title: 'Aniversario de la iglesia',
      message: 'Cumplimos 15 años como comunidad. ¡Celebremos juntos este domingo!',
    },
  ],
  EVENT: [
    {
      title: 'Noche de alabanza',
      message: 'Este viernes a las 19:00, noche de alabanza en el auditorio. Invita a tus amigos.',
    },
    {
      title: 'Retiro de parejas',
      message: 'Inscripciones abiertas para el retiro de parejas en Villeta. Cupos limitados.',
    },
  ],
  MINISTRY_NEWS: [
    {
      title: 'Ministerio de niños',
      message: 'El ministerio de niños estrena salón. Gracias a todos los que ayudaron a pintarlo.',
    },
    { title: null, message: 'El coro prepara la cantata de Navidad: ensayos los miércoles a las 18:30.' },
  ],
  VOLUNTEER_OPPORTUNITY: [
    {
      title: 'Se buscan voluntarios',
      message: 'Necesitamos manos para la jornada de mercados del sábado. Escríbele a la oficina.',
    },
  ],
  OTHER: [
    { title: null, message: '¿Alguien tiene una silla de ruedas para prestar por unas semanas? ¡Gracias!' },
  ],
};

const commentTexts = [
  '¡Amén! Gracias por compartir.',
  'Estaremos orando por esto.',
  '¡Qué bendición!',
  'Cuenten conmigo.',
  '¡Gloria a Dios!',
  '¿A qué hora es?',
  'Me encanta, ¡allí estaremos!',
];
const replyTexts = ['¡Gracias, hermano!', 'A las 7:00 en el auditorio.', 'Dios te bendiga.', '¡Así es!'];

const imageColors: [string, string][] = [
  ['#1c7ed6', '#15aabf'],
  ['#c2255c', '#f08c00'],
  ['#2f9e44', '#82c91e'],
  ['#7048e8', '#e64980'],
];

function imageSvg([from, to]: [string, string], label: string) {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/>
    <circle cx="200" cy="180" r="200" fill="#ffffff" fill-opacity="0.12"/>
    <text x="80" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="110" font-weight="700" fill="#ffffff">${label}</text>
  </svg>`);
}

const POST_COUNT = 60;

/** How many of the replies of a post's c-th comment. */
const repliesOf = (i: number, c: number) => ((i + c) % 3 === 0 ? 2 : (i + c) % 3 === 1 ? 1 : 0);

/**
 * About 60 posts of every type by several members of the community (pastors first), a few with
 * images generated here and a few deleted, with likes, comments and replies; the counters match
 * the rows. Answers the images (being made, off the main thread, while the rows go in) for the caller
 * to write once its transaction has committed. A statement per table: each post goes in with its
 * counters, its likes and comments after it.
 */
export async function seedPosts(tx: Tx, communityId: string, storage: ImageStorage) {
  const sharp = await loadSharp();
  const people = await tx
    .select({ userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.communityId, communityId), eq(memberships.isActive, true)))
    .orderBy(asc(memberships.joinedAt));
  const pastors = people.filter((p) => p.role === 'COMMUNITY_ADMIN');
  const writers = [
    ...pastors,
    ...people.filter((p) => p.role !== 'COMMUNITY_ADMIN' && p.role !== 'GUEST'),
  ].slice(0, 8);
  if (writers.length === 0) return [];
  const pastorId = (pastors[0] ?? writers[0])!.userId;
  const types = Object.keys(texts) as PostType[];
  const images: { name: string; data: Promise<Buffer> }[] = [];
  const posts: (typeof communityPosts.$inferInsert)[] = [];
  const likers: (typeof people)[] = [];
  for (let i = 0; i < POST_COUNT; i++) {
    const type = types[i % types.length]!;
    const variants = texts[type];
    const text = variants[Math.floor(i / types.length) % variants.length]!;
    let imageUrl: string | null = null;
    if (i % 7 === 1) {
      imageUrl = storage.newName('jpg');
      images.push({
        name: imageUrl,
        data: sharp(imageSvg(imageColors[i % imageColors.length]!, text.title?.slice(0, 14) ?? 'Comunidad'))
          .resize(800, 533)
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer(),
      });
    }
    const publishedAt = new Date(Date.now() - (i * 29 + 3) * 3_600_000);
    const deleted = i % 13 === 6;
    likers.push(people.filter((_, j) => (i * 3 + j * 7) % 5 < (i % 4) + 1).slice(0, 25));
    let comments = 0;
    for (let c = 0; c < i % 5; c++) comments += 1 + repliesOf(i, c);
    posts.push({
      communityId,
      authorId: writers[(i * 5) % writers.length]!.userId,
      type,
      title: text.title,
      message: text.message,
      imageUrl,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
      isActive: !deleted,
      deletedById: deleted ? pastorId : null,
      deletedAt: deleted ? new Date(publishedAt.getTime() + 3_600_000) : null,
      likesCount: likers[i]!.length,
      commentsCount: comments,
    });
  }
  const inserted = await tx.insert(communityPosts).values(posts).returning({ id: communityPosts.id });

  const likes: (typeof postLikes.$inferInsert)[] = [];
  for (const [i, { id }] of inserted.entries()) {
    for (const liker of likers[i]!) likes.push({ communityId, postId: id, userId: liker.userId });
  }
  if (likes.length > 0) await tx.insert(postLikes).values(likes);

  // The comments, then their replies (which name them).
  const comments: (typeof postComments.$inferInsert & { post: number; c: number })[] = [];
  for (const [i, { id }] of inserted.entries()) {
    for (let c = 0; c < i % 5; c++) {
      comments.push({
        post: i,
        c,
        communityId,
        postId: id,
        authorId: people[(i + c * 3) % people.length]!.userId,
        content: commentTexts[(i + c) % commentTexts.length]!,
        createdAt: new Date(posts[i]!.publishedAt!.getTime() + (c + 1) * 600_000),
      });
    }
  }
  if (comments.length === 0) return images;
  const commentIds = await tx
    .insert(postComments)
    .values(comments.map(({ post: _post, c: _c, ...row }) => row))
    .returning({ id: postComments.id });
  const replies: (typeof postComments.$inferInsert)[] = [];
  for (const [k, { post: i, c, postId, createdAt }] of comments.entries()) {
    for (let r = 0; r < repliesOf(i, c); r++) {
      replies.push({
        communityId,
        postId,
        parentId: commentIds[k]!.id,
        authorId: people[(i + c + r + 1) % people.length]!.userId,
        content: replyTexts[(i + r) % replyTexts.length]!,
        createdAt: new Date(createdAt!.getTime() + (r + 1) * 300_000),
      });
    }
  }
  if (replies.length > 0) await tx.insert(postComments).values(replies);
  return images;
}
