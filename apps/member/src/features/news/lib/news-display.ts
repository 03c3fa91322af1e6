import { imageTypes, imageUrl, LOCAL_UPLOADS_BASE } from '@koinonia/shared/images/image-url';
import { newsCategories } from '@koinonia/shared/news/news.constants';
import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { formatLongDay, formatShortDay } from '../../../lib/format-date';

/** Where a news image is served (images stored by this server live under /uploads/news/). */
export function newsImageSrc(value: string | null, communityId: string | null | undefined): string {
  return imageUrl(value, {
    base: LOCAL_UPLOADS_BASE,
    local: true,
    type: imageTypes.news,
    communityId,
    warn: () => {},
  });
}

/** The category's name and emoji, when the news has one of the built-in categories. */
export function newsCategory(item: Pick<NewsItem, 'category'>) {
  return newsCategories.find((c) => c.id === item.category) ?? null;
}

/** The date a news shows: its event date when it has one, else when it was published. */
export function newsDate(item: Pick<NewsItem, 'publishedAt' | 'createdAt'>, long = false): string {
  const value = item.publishedAt ?? item.createdAt;
  return long ? formatLongDay(value) : formatShortDay(value);
}
