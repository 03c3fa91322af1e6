import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import type { PostComment, PostDetails, PostReply } from '@koinonia/shared/posts/posts.schemas';

/** The pages of one post's details loaded so far (page 1 first), as the modal shows them. */
export interface PostDetailsView {
  /** The post and its admin information, from the first page (every page is refetched together). */
  post: PostDetails;
  /** The loaded top-level comments, newest first, each once. */
  comments: PostComment[];
  /** Top-level comments in all (the last page's count). */
  commentsTotal: number;
  /** Whether older comments remain to be loaded. */
  hasMore: boolean;
  /** How many top-level comments are not loaded yet. */
  remaining: number;
}

/** Items of several pages as one list, each id once (a comment added while pages load shifts them). */
export function uniqueById<T extends { id: string }>(items: Iterable<T>): T[] {
  const byId = new Map<string, T>();
  for (const item of items) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()];
}

/** Loaded details pages (commentsPage 1, 2, …) as the modal's view: one post, its comments appended. */
export function mergeDetailsPages(pages: readonly PostDetails[]): PostDetailsView {
  const first = pages[0];
  if (!first) throw new Error('mergeDetailsPages needs the first page');
  const last = pages.at(-1)!.adminInfo.commentsPagination;
  const comments = uniqueById(pages.flatMap((p) => p.adminInfo.comments));
  return {
    post: first,
    comments,
    commentsTotal: last.total,
    hasMore: last.hasMore,
    remaining: last.hasMore ? Math.max(0, last.total - comments.length) : 0,
  };
}

/** The next details page to ask for, or undefined when the last one loaded was the oldest. */
export function nextCommentsPage(last: PostDetails): number | undefined {
  const p = last.adminInfo.commentsPagination;
  return p.hasMore ? p.page + 1 : undefined;
}

/** A page of one comment's replies (GET …/posts/comments/{id}/replies). */
export interface RepliesPage {
  items: PostReply[];
  pagination: Pagination;
}

/** What a comment shows of its replies: the embedded first ones, then the pages loaded after them. */
export interface RepliesView {
  replies: PostReply[];
  /** Replies in all: the newest answer's count (the loaded pages', else the comment's repliesCount). */
  total: number;
  hasMore: boolean;
  /** How many replies are not shown yet. */
  remaining: number;
}

/** A comment's replies: those embedded in the details, then the loaded pages (oldest first, each once). */
export function mergeReplies(comment: PostComment, pages: readonly RepliesPage[] = []): RepliesView {
  const replies = uniqueById([...comment.replies, ...pages.flatMap((p) => p.items)]);
  const last = pages.at(-1)?.pagination;
  const total = last ? last.total : comment.repliesCount;
  const hasMore = last ? last.hasMore : comment.repliesCount > comment.replies.length;
  return { replies, total, hasMore, remaining: hasMore ? Math.max(0, total - replies.length) : 0 };
}
