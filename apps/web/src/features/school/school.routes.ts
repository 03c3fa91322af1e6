import { IconBook2 } from '@tabler/icons-react';

/** The biblical school (/biblical-school) and its home card. */
export const schoolFeature = {
  routes: [
    {
      path: '/biblical-school',
      page: () => import('./pages/biblical-school-page').then((m) => ({ Component: m.BiblicalSchoolPage })),
    },
  ],
  homeCard: {
    title: 'Escuela Bíblica',
    description: 'Cursos, inscripciones y formación en la Palabra.',
    icon: IconBook2,
    color: 'indigo',
  },
};
