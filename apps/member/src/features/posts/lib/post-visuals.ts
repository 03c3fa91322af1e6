import { AVATARS_PATH, imageTypes, imageUrl, LOCAL_UPLOADS_BASE } from '@koinonia/shared/images/image-url';
import { postTypeLabels } from '@koinonia/shared/posts/posts.labels';
import type { PostType } from '@koinonia/shared/posts/posts.schemas';

/** An emoji for each post type, beside its Spanish label (the label is what a screen reader says). */
export const postTypeEmoji: Record<PostType, string> = {
  ANNOUNCEMENT: '📢',
  BIRTHDAY: '🎂',
  WEDDING: '💍',
  ACHIEVEMENT: '🏆',
  PRAYER_REQUEST: '🙏',
  TESTIMONY: '💬',
  CELEBRATION: '🎉',
  EVENT: '📅',
  MINISTRY_NEWS: '⛪',
  VOLUNTEER_OPPORTUNITY: '🤝',
  OTHER: '✨',
};

export function postTypeLabel(type: PostType): string {
  return postTypeLabels[type] ?? postTypeLabels.OTHER;
}

/** Where a post's stored photo is served (folder 'community-posts'); '' without one. */
export function postImageUrl(value: string | null | undefined): string {
  return value
    ? imageUrl(value, { base: LOCAL_UPLOADS_BASE, local: true, type: imageTypes.posts, warn: () => {} })
    : '';
}

/** Where a person's photo is served: /api/avatars/{file}, or its own http(s) address. */
export function authorAvatarUrl(avatar: string | null | undefined): string | null {
  if (!avatar) return null;
  return avatar.startsWith('http') ? avatar : `${AVATARS_PATH}${encodeURIComponent(avatar)}`;
}
