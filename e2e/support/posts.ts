import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { accounts, apiCall, loginThroughApi } from './browser';

/** The community posts screen's tests: their shapes, and what they make through the API. */

/** The heaviest tests (many rows made through the API, several screens and axe runs) on a busy 2-core box. */
export const LONG_TEST_MS = 120_000;

export interface Post {
  id: string;
  title: string | null;
  message: string;
  type: string;
  imageUrl: string | null;
  isActive: boolean;
  publishedAt: string;
  author: { id: string; name: string };
}

export interface PostsPage {
  items: Post[];
  pagination: { page: number; limit: number; total: number; hasMore: boolean };
}

export async function signIn(page: Page) {
  const { access_token } = await loginThroughApi(page, accounts.pastor);
  return access_token;
}

export async function openPosts(page: Page) {
  await page.goto('/community-posts');
  await page.getByRole('heading', { level: 1, name: 'Publicaciones de la Comunidad' }).waitFor();
  await page.locator('article').first().waitFor();
}

export async function createPost(
  token: string,
  title: string,
  message = 'Mensaje de prueba para la moderación.',
) {
  const res = await apiCall<Post>('/community/posts', {
    method: 'POST',
    token,
    body: { title, message, type: 'ANNOUNCEMENT' },
  });
  expect(res.status).toBe(201);
  return res.body;
}

export async function addComment(token: string, postId: string, content: string, parentId?: string) {
  const res = await apiCall<{ id: string }>(`/community/posts/${postId}/comments`, {
    method: 'POST',
    token,
    body: { content, parentId },
  });
  expect(res.status).toBe(201);
  return res.body;
}

export async function listPosts(token: string, query: string) {
  const res = await apiCall<PostsPage>(`/admin/community/posts?includeDeleted=true&${query}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

/** Types the search and waits for the grid to show only the matching card. */
export async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  await page.getByText('Mostrando 1 de 1 publicaciones').waitFor();
}
