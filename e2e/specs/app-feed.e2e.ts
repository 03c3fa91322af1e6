import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  drawPng,
  expectAccessible,
  failFirstCalls,
  noSidewaysScroll,
  screenshot,
  uniqueSuffix,
} from '../support/browser';
import { acceptThroughApi, createInvitation, registerAccount, tokenOf } from '../support/member-accounts';
import { appSignIn, bottomNav, usePhoneApp } from '../support/member-app';

// The members' app on a phone: Comunidad (the feed), one post with its comments, writing a post, and
// what a guest may do.

const phone = usePhoneApp();

interface FeedPost {
  id: string;
  title: string | null;
  message: string;
  imageUrl: string | null;
  publishedAt: string;
  likesCount: number;
  commentsCount: number;
  likedByMe: boolean;
  author: { id: string; name: string };
}
interface Page_<T> {
  items: T[];
  pagination: { page: number; total: number; hasMore: boolean };
}
interface Comment {
  id: string;
  content: string;
  author: { name: string };
  repliesCount: number;
  replies: { id: string; content: string }[];
}

let memberToken = '';
let pastorToken = '';
beforeAll(async () => {
  memberToken = await tokenOf(accounts.member);
  pastorToken = await tokenOf(accounts.pastor);
});

/** A post as a person reads it through the API (null once it is gone). */
async function postOf(id: string, token = memberToken): Promise<FeedPost | null> {
  const res = await apiCall<FeedPost>(`/community/posts/${id}`, { token });
  return res.status === 200 ? res.body : null;
}

async function feedPage(page: number, token = memberToken) {
  return (await apiCall<Page_<FeedPost>>(`/community/posts?page=${page}&limit=100`, { token })).body;
}

async function openApp(page: Page, path: string, email: string = accounts.member, password?: string) {
  await appSignIn(page, email, password);
  await page.goto(`/app${path}`);
  await bottomNav(page).waitFor();
}

const cards = (page: Page) => page.getByTestId('post-card');
const cardOf = (page: Page, id: string) => page.locator(`[data-post-id="${id}"]`);
const likeButton = (page: Page, id: string) => cardOf(page, id).getByRole('button', { name: /^Me gusta/ });
const likeCount = async (page: Page, id: string) =>
  Number(await cardOf(page, id).getByTestId('like-count').textContent());
const shownIds = (page: Page) =>
  page.$$eval('[data-testid="post-card"]', (els) => els.map((el) => el.getAttribute('data-post-id') ?? ''));

/** A post by the pastor, through the API (what the member then reads and comments on). */
async function pastorPost(title: string): Promise<FeedPost> {
  const res = await apiCall<FeedPost>('/community/posts', {
    method: 'POST',
    token: pastorToken,
    body: { type: 'ANNOUNCEMENT', title, message: `Mensaje de ${title}` },
  });
  if (res.status !== 201) throw new Error(`post failed: ${res.status}`);
  return res.body;
}

/** A post of the first page the member has not liked. */
async function unlikedPost(): Promise<FeedPost> {
  const post = (await feedPage(1)).items.slice(0, 12).find((p) => !p.likedByMe);
  if (!post) throw new Error('every post of the first page is liked');
  return post;
}

describe("members' app: Comunidad", () => {
  it('lists the posts newest first, 12 at a time, and «Cargar más» adds the next page', async () => {
    const page = await phone.newPage();
    await openApp(page, '/comunidad');
    await page.getByRole('heading', { level: 1, name: 'Comunidad' }).waitFor();
    await cards(page).first().waitFor();
    expect(await page.title()).toBe('Comunidad · Koinonia');

    const published = new Map<string, string>();
    for (let p = 1; p <= 3; p++)
      for (const post of (await feedPage(p)).items) published.set(post.id, post.publishedAt);
    const newestFirst = (ids: string[]) => {
      const times = ids.map((id) => Date.parse(published.get(id) ?? ''));
      expect(times.every((t) => !Number.isNaN(t))).toBe(true);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    };

    // The first cards render with the screen, the rest of the page right after.
    await expect.poll(async () => (await shownIds(page)).length).toBe(12);
    const first = await shownIds(page);
    newestFirst(first);
    // Each post says its type, its author and its counts.
    const top = (await feedPage(1)).items.find((p) => p.id === first[0])!;
    await expect(cardOf(page, top.id).textContent()).resolves.toContain(top.author.name);
    expect(await likeCount(page, top.id)).toBe(top.likesCount);
    await expectAccessible(page, 'app feed');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-feed');

    await page.getByRole('button', { name: /^Cargar más/ }).click();
    await expect.poll(async () => (await shownIds(page)).length).toBe(24);
    const both = await shownIds(page);
    expect(both.slice(0, 12)).toEqual(first);
    newestFirst(both);
    expect(page.consoleErrors).toEqual([]);
  });

  it('likes and unlikes at once (before the server answers), and the API agrees', async () => {
    const post = await unlikedPost();
    const page = await phone.newPage();
    await openApp(page, '/comunidad');
    await likeButton(page, post.id).waitFor();
    expect(await likeButton(page, post.id).getAttribute('aria-pressed')).toBe('false');

    // The like is held until the screen has shown it: the change does not wait for the server.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const likeUrl = (url: URL) => url.pathname === `/api/community/posts/${post.id}/like`;
    await page.route(likeUrl, async (route) => {
      await held;
      await route.continue();
    });
    await likeButton(page, post.id).click();
    await expect.poll(() => likeButton(page, post.id).getAttribute('aria-pressed')).toBe('true');
    expect(await likeCount(page, post.id)).toBe(post.likesCount + 1);
    release();
    await expect.poll(async () => (await postOf(post.id))?.likedByMe).toBe(true);
    expect((await postOf(post.id))?.likesCount).toBe(post.likesCount + 1);
    await page.unroute(likeUrl);

    await likeButton(page, post.id).click();
    await expect.poll(() => likeButton(page, post.id).getAttribute('aria-pressed')).toBe('false');
    expect(await likeCount(page, post.id)).toBe(post.likesCount);
    await expect.poll(async () => (await postOf(post.id))?.likedByMe).toBe(false);
    expect((await postOf(post.id))?.likesCount).toBe(post.likesCount);
  });

  it('puts a like back as it was when the server fails, and says so in Spanish', async () => {
    const post = await unlikedPost();
    const page = await phone.newPage();
    await openApp(page, '/comunidad');
    await likeButton(page, post.id).waitFor();
    await failFirstCalls(page, (url) => url.pathname === `/api/community/posts/${post.id}/like`, {
      code: 'SERVICE_UNAVAILABLE',
      message: 'El servicio no está disponible en este momento.',
    });
    await likeButton(page, post.id).click();
    await page.getByText('No se pudo guardar tu «Me gusta»').waitFor();
    await page.getByText('El servicio no está disponible en este momento.').waitFor();
    await expect.poll(() => likeButton(page, post.id).getAttribute('aria-pressed')).toBe('false');
    expect(await likeCount(page, post.id)).toBe(post.likesCount);
    expect(await postOf(post.id)).toMatchObject({ likedByMe: false, likesCount: post.likesCount });
    await expectAccessible(page, 'app feed, like refused');
  });

  it('writes a post with a photo: it shows first, the API has its image; then its author deletes it', async () => {
    const page = await phone.newPage();
    await openApp(page, '/comunidad');
    await page.getByRole('link', { name: 'Publicar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nueva publicación' }).waitFor();
    expect(await page.title()).toBe('Nueva publicación · Koinonia');

    // The same rules as the API: the message is required.
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.getByText('El mensaje es obligatorio').waitFor();
    await expectAccessible(page, 'app new post');

    const title = `Bautizos ${uniqueSuffix()}`;
    await page.getByLabel('Tipo').selectOption('CELEBRATION');
    await page.getByLabel('Título (opcional)').fill(title);
    await page.getByLabel('Mensaje').fill('¡Qué alegría ver a tantos bautizarse este domingo!');
    const png = await drawPng(page, { text: 'Bautizos' });
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: 'Vista previa de la foto' }).waitFor();
    await screenshot(page, 'app-new-post');
    await page.getByRole('button', { name: 'Publicar' }).click();

    await page.waitForURL('**/app/comunidad');
    const first = cards(page).first();
    await first.getByRole('heading', { name: title }).waitFor();
    const photo = first.getByTestId('post-photo');
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const created = (await feedPage(1)).items[0]!;
    expect(created).toMatchObject({ title, type: 'CELEBRATION' });
    expect(created.imageUrl).toMatch(/\.jpg$/);
    await screenshot(page, 'app-feed-new-post');

    await first.getByRole('button', { name: 'Eliminar publicación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar publicación' });
    await dialog.getByText('¿Estás seguro de que quieres eliminar esta publicación?').waitFor();
    await expectAccessible(page, 'app delete post');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await cardOf(page, created.id).waitFor({ state: 'detached' });
    expect(await postOf(created.id)).toBeNull();
  });

  it('comments and replies on a post, then deletes its own comment', async () => {
    const post = await pastorPost(`Vigilia ${uniqueSuffix()}`);
    await apiCall(`/community/posts/${post.id}/comments`, {
      method: 'POST',
      token: pastorToken,
      body: { content: 'Los esperamos a las 8.' },
    });
    const page = await phone.newPage();
    await openApp(page, `/comunidad/${post.id}`);
    await page.getByRole('heading', { level: 2, name: post.title! }).waitFor();
    await page.getByText('Los esperamos a las 8.').waitFor();
    // Someone else's comment: it can be answered, not deleted.
    const pastorComment = page.getByTestId('comment').filter({ hasText: 'Los esperamos a las 8.' });
    await expect(pastorComment.getByRole('button', { name: /^Eliminar/ }).count()).resolves.toBe(0);

    await page
      .getByRole('textbox', { name: 'Escribe un comentario' })
      .fill('¡Allí estaremos con mi familia!');
    await page.getByRole('button', { name: 'Comentar', exact: true }).click();
    const mine = page.getByTestId('comment').filter({ hasText: '¡Allí estaremos con mi familia!' });
    await mine.waitFor();
    await expect.poll(async () => (await postOf(post.id))?.commentsCount).toBe(2);
    await page.getByText('2 comentarios').waitFor();

    await pastorComment.getByRole('button', { name: /^Responder a/ }).click();
    await pastorComment.getByRole('textbox', { name: /^Tu respuesta a/ }).fill('¿Llevamos algo de comer?');
    await pastorComment.getByRole('button', { name: 'Responder', exact: true }).click();
    await pastorComment.getByTestId('reply').filter({ hasText: '¿Llevamos algo de comer?' }).waitFor();
    await expectAccessible(page, 'app post with comments');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-post');

    const comments = async () =>
      (await apiCall<Page_<Comment>>(`/community/posts/${post.id}/comments`, { token: memberToken })).body
        .items;
    const replies = (await comments()).find((c) => c.content === 'Los esperamos a las 8.')?.replies ?? [];
    expect(replies.map((r) => r.content)).toEqual(['¿Llevamos algo de comer?']);

    await mine.getByRole('button', { name: 'Eliminar mi comentario' }).click();
    await page
      .getByRole('dialog', { name: 'Eliminar comentario' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await mine.waitFor({ state: 'detached' });
    expect((await comments()).map((c) => c.content)).toEqual(['Los esperamos a las 8.']);
    await page.getByText('2 comentarios').waitFor();
    expect(page.consoleErrors).toEqual([]);
  });

  it('a guest reads and likes, and is told why there is no way to post or comment', async () => {
    const invitation = await createInvitation({ role: 'GUEST' });
    const account = await registerAccount('Invitada');
    await acceptThroughApi(account, invitation.code);
    const guestToken = await tokenOf(account.email, account.password);
    const post = (await feedPage(1, guestToken)).items[0]!;

    const page = await phone.newPage();
    await openApp(page, '/comunidad', account.email, account.password);
    await cardOf(page, post.id).waitFor();
    await page.getByText('Los invitados pueden leer y dar «Me gusta».', { exact: false }).waitFor();
    await expect(page.getByRole('link', { name: 'Publicar' }).count()).resolves.toBe(0);
    await expectAccessible(page, 'app feed as a guest');

    await likeButton(page, post.id).click();
    await expect.poll(() => likeButton(page, post.id).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await postOf(post.id, guestToken))?.likedByMe).toBe(true);
    expect(await likeCount(page, post.id)).toBe(post.likesCount + 1);

    await cardOf(page, post.id)
      .getByRole('link', { name: /comentarios?$/ })
      .click();
    await page.getByRole('heading', { level: 2, name: 'Comentarios' }).waitFor();
    await page.getByText('pide a tu pastor que confirme tu membresía', { exact: false }).waitFor();
    await expect(page.getByLabel('Escribe un comentario').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Responder/ }).count()).resolves.toBe(0);
    await expectAccessible(page, 'app post as a guest');

    await page.goto('/app/comunidad/nueva');
    await page.getByRole('heading', { level: 1, name: 'Nueva publicación' }).waitFor();
    await page.getByText('Los invitados pueden leer y dar «Me gusta».', { exact: false }).waitFor();
    await expect(page.getByLabel('Mensaje').count()).resolves.toBe(0);

    // The like is taken back, so the demo's counts stay as they were.
    await apiCall(`/community/posts/${post.id}/like`, { method: 'POST', token: guestToken });
  });
});
