import type { NewsCategory, NewsCategoryId, NewsTag } from './news.schemas.ts';

/** The built-in news categories (id is what a news item stores; the ids are newsCategoryIds). */
export const newsCategories: (Omit<NewsCategory, 'count'> & { id: NewsCategoryId })[] = [
  { id: 'cultos', name: 'Cultos', emoji: '⛪', color: '#7048e8' },
  { id: 'eventos', name: 'Eventos', emoji: '🎉', color: '#e8590c' },
  { id: 'anuncios', name: 'Anuncios', emoji: '📢', color: '#1c7ed6' },
  { id: 'jovenes', name: 'Jóvenes', emoji: '🔥', color: '#c2255c' },
  { id: 'misiones', name: 'Misiones', emoji: '🌎', color: '#2f9e44' },
  { id: 'oracion', name: 'Oración', emoji: '🙏', color: '#0c8599' },
  { id: 'testimonios', name: 'Testimonios', emoji: '✨', color: '#f08c00' },
];

/** What the web app shows when the categories or tags cannot be fetched (spec section 8). */
export const fallbackCategories: NewsCategory[] = [
  { id: 'cultos', name: 'Cultos', emoji: '⛪', color: '#7048e8', count: 0 },
  { id: 'eventos', name: 'Eventos', emoji: '🎉', color: '#e8590c', count: 0 },
  { id: 'anuncios', name: 'Anuncios', emoji: '📢', color: '#1c7ed6', count: 0 },
];
export const fallbackTags: NewsTag[] = [
  { id: 'domingo', name: 'domingo', count: 0 },
  { id: 'adoracion', name: 'adoracion', count: 0 },
  { id: 'juventud', name: 'juventud', count: 0 },
];
