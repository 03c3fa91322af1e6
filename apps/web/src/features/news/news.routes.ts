import { IconNews } from '@tabler/icons-react';

/** News (/news) and its home card. */
export const newsFeature = {
  routes: [
    { path: '/news', page: () => import('./pages/news-page').then((m) => ({ Component: m.NewsPage })) },
  ],
  homeCard: {
    title: 'Centro de Noticias',
    description: 'Publica noticias y anuncios que verán en la app móvil.',
    icon: IconNews,
    color: 'cyan',
  },
};
