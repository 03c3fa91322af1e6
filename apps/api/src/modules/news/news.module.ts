import { imageTypes } from '@koinonia/shared/images/image-url';
import { namesIn } from '../../lib/stored-images.ts';
import { defineModule } from '../api-module.ts';
import { newsRoutes } from './news.routes.ts';
import { seedNews } from './news.seed.ts';
import { news, newsTagCounts } from './news.table.ts';

export const newsModule = defineModule({
  name: 'news',
  routes: async (api) => {
    await api.register(newsRoutes);
  },
  tables: { news, newsTagCounts },
  // Its images are made (off the main thread) while the rest goes in.
  seed: async ({ tx, demoId, storage }) =>
    (await seedNews(tx, demoId, storage)).map((image) => ({ type: imageTypes.news, ...image })),
  imageReferences: { [imageTypes.news]: namesIn(news.imageUrl) },
});
