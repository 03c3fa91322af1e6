import { imageTypes } from '@koinonia/shared/images/image-url';
import { type ImageReferences, namesIn } from '../lib/stored-images.ts';
import { users } from './auth/auth.table.ts';
import { events } from './events/events.table.ts';
import { news } from './news/news.table.ts';
import { communityPosts } from './posts/posts.table.ts';
import { schoolCourses, schoolInstructors } from './school/school.table.ts';

/**
 * Which rows name the stored images of each type: how the start-up sweep of the staging folder
 * tells a file whose row committed from one whose transaction failed. One line per domain that
 * stores images with withStoredImage.
 */
export const imageReferences: ImageReferences = {
  [imageTypes.news]: namesIn(news.imageUrl),
  [imageTypes.avatars]: namesIn(users.avatar),
  [imageTypes.posts]: namesIn(communityPosts.imageUrl),
  [imageTypes.events]: namesIn(events.imageUrl),
  [imageTypes.courses]: namesIn(schoolCourses.imageUrl),
  [imageTypes.instructors]: namesIn(schoolInstructors.imageUrl),
};
