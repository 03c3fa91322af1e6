import { roleLabels } from '@koinonia/shared/members/members.labels';
import type { PostComment, PostDetails, PostReply } from '@koinonia/shared/posts/posts.schemas';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Divider,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmDelete } from '../../../components/confirm-dialog';
import { FormModal } from '../../../components/form-modal';
import { LoadError } from '../../../components/load-error';
import { badgeTextColor } from '../../../components/member-badges';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { usePostDetails } from '../api/get-post-details';
import { useDeleteComment } from '../api/post-mutations';
import { postFallbacks } from '../lib/post-errors';
import { shortId } from '../lib/post-text';
import { usePostImageUrl } from '../lib/use-post-image-url';
import { AuthorAvatar } from './author-avatar';
import { PostTypeBadge } from './post-type-visuals';

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

function DetailsBody({
  postId,
  typeLabel,
}: {
  postId: string;
  typeLabel: PostDetailsModalProps['typeLabel'];
}) {
  const details = usePostDetails(postId);
  const remove = useDeleteComment();
  const [banner, setBanner] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  function askDelete(comment: PostReply, isReply: boolean) {
    confirmDelete({
      title: isReply ? 'Eliminar respuesta' : 'Eliminar comentario',
      message: isReply
        ? '¿Estás seguro de que quieres eliminar esta respuesta?'
        : '¿Estás seguro de que quieres eliminar este comentario? Sus respuestas también se eliminarán.',
      subject: comment.content.length > 80 ? `${comment.content.slice(0, 80)}…` : comment.content,
      onConfirm: async () => {
        setBanner(null);
        setPending(comment.id);
        try {
          await remove.mutateAsync(comment.id);
          notifySuccess(isReply ? 'Respuesta eliminada' : 'Comentario eliminado');
        } catch (err) {
          setBanner(errorMessage(err, postFallbacks.deleteComment));
        } finally {
          setPending(null);
        }
      },
    });
  }

  if (details.isPending)
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
  if (details.isError)
    return (
      <LoadError
        size="sm"
        title="No se pudo cargar la información del post"
        message={errorMessage(details.error, postFallbacks.details)}
        onRetry={() => details.refetch()}
        retrying={details.isFetching}
      />
    );

  const post = details.data;
  return (
    <Stack gap="md">
      {banner && (
        <Alert
          color="red.9"
          variant="filled"
          icon={<IconAlertTriangle aria-hidden />}
          withCloseButton
          closeButtonLabel="Cerrar aviso"
          onClose={() => setBanner(null)}
          role="alert"
        >
          {banner}
        </Alert>
      )}
      <PostSummary post={post} typeLabel={typeLabel(post.type)} />
      <AdminInfo post={post} />
      <section aria-labelledby="post-comments-title">
        <Title order={3} size="h5" id="post-comments-title" mb="xs">
          Comentarios ({post.adminInfo.totalComments})
        </Title>
        {post.adminInfo.comments.length === 0 ? (
          <Text size="sm" c="gray.7">
            Esta publicación no tiene comentarios.
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {post.adminInfo.comments.map((c) => (
              <CommentItem key={c.id} comment={c} pending={pending} onDelete={askDelete} />
            ))}
          </Stack>
        )}
        {post.adminInfo.commentsPagination.hasMore && (
          <Text size="xs" c="gray.7" mt="xs">
            Se muestran los {post.adminInfo.comments.length} comentarios más recientes de{' '}
            {post.adminInfo.commentsPagination.total}.
          </Text>
        )}
      </section>
    </Stack>
  );
}

function PostSummary({ post, typeLabel }: { post: PostDetails; typeLabel?: string }) {
  const src = usePostImageUrl()(post.imageUrl);
  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs">
          <PostTypeBadge type={post.type} label={typeLabel} />
          {!post.isActive && (
            <Badge variant="light" color="red" c={badgeTextColor('red')} tt="none" fw={600}>
              Eliminado
            </Badge>
          )}
        </Group>
        <Text size="sm" c="gray.7">
          ID: <span style={{ fontFamily: 'monospace' }}>…{shortId(post.id)}</span>
        </Text>
      </Group>
      {post.title && (
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {post.title}
        </Title>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {post.message}
      </Text>
      {src && <Image src={src} alt="Imagen de la publicación" radius="sm" mah={260} fit="contain" />}
      <Group gap="xs" wrap="nowrap">
        <AuthorAvatar author={post.author} size={32} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {post.author.name}
          </Text>
          <Text size="xs" c="gray.7">
            {post.author.role ? roleLabels[post.author.role] : 'Sin rol'} · {formatDateTime(post.publishedAt)}
          </Text>
        </div>
      </Group>
    </Stack>
  );
}

function AdminInfo({ post }: { post: PostDetails }) {
  const info = post.adminInfo;
  const rows: [string, string][] = [
    ['Estado', info.isDeleted ? 'Eliminado' : 'Activo'],
    ['Me gusta', String(info.totalLikes)],
    ['Comentarios', String(info.totalComments)],
  ];
  if (info.isDeleted) {
    rows.push(['Eliminado por', info.deletedBy?.name ?? '—']);
    rows.push(['Fecha de eliminación', formatDateTime(info.deletedAt)]);
  }
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0" component="section" aria-labelledby="post-admin-title">
      <Title order={3} size="h5" id="post-admin-title" mb="xs">
        Información de administración
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" component="dl" style={{ margin: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="gray.7">
              {label}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function CommentBody({
  comment,
  isReply,
  pending,
  onDelete,
}: {
  comment: PostReply;
  isReply: boolean;
  pending: string | null;
  onDelete: (c: PostReply, isReply: boolean) => void;
}) {
  const what = isReply ? 'respuesta' : 'comentario';
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <AuthorAvatar author={comment.author} size={28} />
      <Box style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600}>
            {comment.author.name}
          </Text>
          <Text size="xs" c="gray.7">
            {comment.author.role ? roleLabels[comment.author.role] : 'Sin rol'} ·{' '}
            {formatDateTime(comment.createdAt)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.content}
        </Text>
      </Box>
      <Tooltip label={`Eliminar ${what}`}>
        <ActionIcon
          variant="subtle"
          color="red.9"
          aria-label={`Eliminar ${what} de ${comment.author.name}`}
          loading={pending === comment.id}
          onClick={() => onDelete(comment, isReply)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function CommentItem({
  comment,
  pending,
  onDelete,
}: {
  comment: PostComment;
  pending: string | null;
  onDelete: (c: PostReply, isReply: boolean) => void;
}) {
  return (
    <Paper component="li" withBorder p="xs" radius="md">
      <CommentBody comment={comment} isReply={false} pending={pending} onDelete={onDelete} />
      {comment.replies.length > 0 && (
        <>
          <Divider my={6} />
          <Text size="xs" c="gray.7" mb={4}>
            {comment.repliesCount === 1 ? '1 respuesta' : `${comment.repliesCount} respuestas`}
          </Text>
          <Stack
            gap={6}
            component="ul"
            aria-label={`Respuestas a ${comment.author.name}`}
            style={{ listStyle: 'none', margin: 0, paddingInlineStart: 'var(--mantine-spacing-lg)' }}
          >
            {comment.replies.map((r) => (
              <li key={r.id}>
                <CommentBody comment={r} isReply pending={pending} onDelete={onDelete} />
              </li>
            ))}
          </Stack>
        </>
      )}
    </Paper>
  );
}
