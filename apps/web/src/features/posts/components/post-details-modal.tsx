import { ErrorBanner } from '@koinonia/ui/components/error-banner';
import { FormModal } from '@koinonia/ui/components/form-modal';
import { QueryError } from '@koinonia/ui/components/query-error';
import { fetchMore } from '@koinonia/ui/load-more-query';
import { Skeleton, Stack, Text } from '@mantine/core';
import { usePostDetails } from '../api/get-post-details';
import { postFallbacks } from '../lib/post-errors';
import { useCommentDelete } from '../lib/use-comment-delete';
import { PostCommentsSection } from './post-comments-section';
import { AdminInfo, PostSummary } from './post-details-summary';

interface PostDetailsModalProps {
  postId: string | null;
  typeLabel: (type: string) => string | undefined;
  onClose: () => void;
}

/** 'Detalles del Post' (spec section 2): the post, its admin information and its comments with replies. */
export function PostDetailsModal({ postId, typeLabel, onClose }: PostDetailsModalProps) {
  return (
    <FormModal opened={!!postId} onClose={onClose} title="Detalles del Post" size="lg" fullScreenBelow="36em">
      {postId && <DetailsBody postId={postId} typeLabel={typeLabel} />}
    </FormModal>
  );
}

function DetailsSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Text role="status" size="sm" c="gray.7">
        Cargando detalles...
      </Text>
      <Skeleton height={90} />
      <Skeleton height={110} />
      <Skeleton height={140} />
    </Stack>
  );
}

function DetailsBody({
  postId,
  typeLabel,
}: {
  postId: string;
  typeLabel: PostDetailsModalProps['typeLabel'];
}) {
  const details = usePostDetails(postId);
  const { askDelete, pending, banner, dismissBanner } = useCommentDelete();

  if (details.isPending) return <DetailsSkeleton />;
  if (!details.data)
    return (
      <QueryError
        query={details}
        fallback={postFallbacks.details}
        size="sm"
        title="No se pudo cargar la información del post"
      />
    );

  const { post, comments, commentsTotal, hasMore, remaining } = details.data;
  return (
    <Stack gap="md">
      {banner && <ErrorBanner message={banner} onClose={dismissBanner} />}
      {details.isRefetchError && (
        <QueryError
          query={details}
          fallback={postFallbacks.details}
          size="sm"
          title="No se pudo actualizar la información del post"
        />
      )}
      <PostSummary post={post} typeLabel={typeLabel(post.type)} />
      <AdminInfo post={post} />
      <PostCommentsSection
        totalComments={post.adminInfo.totalComments}
        comments={comments}
        commentsTotal={commentsTotal}
        hasMore={hasMore}
        remaining={remaining}
        loadingOlder={details.isFetchingNextPage}
        olderError={details.isFetchNextPageError ? details.error : null}
        onLoadOlder={() => fetchMore(details)}
        pending={pending}
        onDelete={askDelete}
      />
    </Stack>
  );
}
