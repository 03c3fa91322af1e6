import { imageTypes } from '@koinonia/shared/images/image-url';
import { namesIn } from '../../lib/stored-images.ts';
import { defineModule } from '../api-module.ts';
import { postAuthorCounters, postCounters, postListVersions } from './post-counters.table.ts';
import { postsRoutes } from './posts.routes.ts';
import { seedPosts } from './posts.seed.ts';
import { communityPosts, postComments, postLikes } from './posts.table.ts';
import { postsFeedRoutes } from './posts-feed.routes.ts';

export const postsModule = defineModule({
  name: 'posts',
  routes: async (api) => {
    await api.register(postsRoutes);
    await api.register(postsFeedRoutes);
  },
  tables: { communityPosts, postComments, postLikes, postAuthorCounters, postCounters, postListVersions },
  // Its images are made (off the main thread) while the rest goes in.
  seed: async ({ tx, demoId, storage }) =>
    (await seedPosts(tx, demoId, storage)).map((image) => ({ type: imageTypes.posts, ...image })),
  imageReferences: { [imageTypes.posts]: namesIn(communityPosts.imageUrl) },
  /** A second like of the same post by the same person, racing the first. */
  uniqueViolations: { post_likes_post_user_key: 'CONFLICT' },
});
