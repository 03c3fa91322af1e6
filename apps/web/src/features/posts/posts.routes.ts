import { IconMessageCircle } from '@tabler/icons-react';

/** Community posts (/community-posts) and their home card. */
export const postsFeature = {
  routes: [
    {
      path: '/community-posts',
      page: () => import('./pages/community-posts-page').then((m) => ({ Component: m.CommunityPostsPage })),
    },
  ],
  homeCard: {
    title: 'Publicaciones',
    description: 'Cumpleaños, testimonios y celebraciones de la comunidad.',
    icon: IconMessageCircle,
    color: 'green',
  },
};
