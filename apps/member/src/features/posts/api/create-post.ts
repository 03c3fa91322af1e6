import type { PostType } from '@koinonia/shared/posts/posts.schemas';
import type { FeedPost } from '@koinonia/shared/posts/posts-feed.schemas';
import { api } from '@koinonia/ui/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateFeed, prependPost } from './post-cache';

export interface NewPost {
  type: PostType;
  title: string;
  message: string;
  /** The photo, already compressed on the phone. */
  image: Blob | null;
}

/** POST /api/community/posts (multipart: type, title, message and the optional imageFile). */
export function createPost({ type, title, message, image }: NewPost): Promise<FeedPost> {
  const form = new FormData();
  form.append('type', type);
  if (title.trim()) form.append('title', title.trim());
  form.append('message', message.trim());
  if (image) form.append('imageFile', image, 'foto.jpg');
  return api<FeedPost>('/community/posts', {
    method: 'POST',
    body: form,
    fallback: 'No se pudo publicar. Inténtalo de nuevo.',
  });
}

/** Publishing: the new post goes to the top of the feed at once. */
export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => {
      prependPost(client, post);
      void invalidateFeed(client);
    },
  });
}
