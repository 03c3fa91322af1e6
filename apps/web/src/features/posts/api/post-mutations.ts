import type { Post } from '@koinonia/shared/posts/posts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { postFallbacks } from '../lib/post-errors';
import { postsApi } from './posts-api';
import { postsKeys } from './posts-keys';

export interface CreatePostInput {
  message: string;
  type: string;
  title: string | null;
  /** The image prepared in the browser, sent as imageFile. */
  image: Blob | null;
}

/** The multipart body of POST /admin/community/posts (spec section 7). */
export function toPostFormData({ message, type, title, image }: CreatePostInput): FormData {
  const form = new FormData();
  form.append('message', message);
  form.append('type', type);
  if (title) form.append('title', title);
  if (image) form.append('imageFile', image, 'imagen.jpg');
  return form;
}

export function createPost(input: CreatePostInput): Promise<Post> {
  return postsApi<Post>('/admin/community/posts', {
    method: 'POST',
    body: toPostFormData(input),
    fallback: postFallbacks.create,
  });
}

export function deletePost(id: string): Promise<unknown> {
  return postsApi(`/community/posts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallback: postFallbacks.deletePost,
  });
}

export function restorePost(id: string): Promise<unknown> {
  return postsApi(`/admin/community/posts/${encodeURIComponent(id)}/restore`, {
    method: 'PATCH',
    fallback: postFallbacks.restorePost,
  });
}

export function deleteComment(id: string): Promise<unknown> {
  return postsApi(`/community/posts/comments/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallback: postFallbacks.deleteComment,
  });
}

/** Every write changes the lists, the statistics, the authors and the details: refresh them all. */
function usePostsMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  return useRefreshingMutation(mutationFn, { queryKey: postsKeys.all, refetchType: 'active' }, 'settled');
}

export const useCreatePost = () => usePostsMutation(createPost);
export const useDeletePost = () => usePostsMutation(deletePost);
export const useRestorePost = () => usePostsMutation(restorePost);
/**
 * Deleting a comment refreshes everything but the deleted comment's own loaded replies (they would
 * answer 404), and then forgets them; the details' refetch of every loaded page updates the counts.
 */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSettled: async (_data, _error, id) => {
      const gone = postsKeys.replies(id);
      await queryClient.invalidateQueries({
        queryKey: postsKeys.all,
        refetchType: 'active',
        predicate: (query) => !isKey(query.queryKey, gone),
      });
      queryClient.removeQueries({ queryKey: gone, exact: true, type: 'inactive' });
    },
  });
}

function isKey(key: readonly unknown[], expected: readonly unknown[]) {
  return key.length === expected.length && key.every((part, i) => part === expected[i]);
}
