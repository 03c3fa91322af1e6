import type { FeedPost } from '@koinonia/shared/posts/posts-feed.schemas';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import plain from '../../../components/plain.module.css';
import { useWriter } from '../lib/may-write';
import { AuthorAvatar } from './author-avatar';
import { DeletePostButton } from './delete-post-button';
import { LikeButton } from './like-button';
import classes from './post-card.module.css';
import { PostPhoto } from './post-photo';
import { PostTime } from './post-time';
import { PostTypeBadge } from './post-type-badge';

function commentsLabel(count: number) {
  return count === 1 ? '1 comentario' : `${count} comentarios`;
}

/**
 * One post: its author and time, type, title, message, photo, «Me gusta» and comments. In the feed the
 * message is cut at six lines and the time and the comments open the post; on its own page
 * (`full`) everything shows. Its author may delete it.
 */
export function PostCard({
  post,
  full = false,
  firstScreen = false,
  onDeleted,
}: {
  post: FeedPost;
  full?: boolean;
  /** One of the feed's first posts: its photo loads at once. */
  firstScreen?: boolean;
  onDeleted?: () => void;
}) {
  const { userId, mayWrite } = useWriter();
  const own = mayWrite && post.author.id === userId;
  const to = `/comunidad/${post.id}`;
  return (
    <article
      className={classes.card}
      data-testid="post-card"
      data-post-id={post.id}
      aria-label={post.title ?? `Publicación de ${post.author.name}`}
    >
      <div className={classes.head}>
        <AuthorAvatar author={post.author} />
        <div className={classes.who}>
          <span className={classes.author}>{post.author.name}</span>
          <span className={classes.time}>
            {full ? (
              <PostTime value={post.publishedAt} />
            ) : (
              <Link to={to}>
                <PostTime value={post.publishedAt} />
              </Link>
            )}
          </span>
        </div>
        {own && <DeletePostButton postId={post.id} onDeleted={onDeleted} />}
      </div>
      <PostTypeBadge type={post.type} />
      {post.title && (
        <h2 className={full ? `${classes.title} ${classes.fullTitle}` : classes.title}>{post.title}</h2>
      )}
      <p className={full ? classes.message : `${classes.message} ${classes.clamped}`}>{post.message}</p>
      <PostPhoto value={post.imageUrl} fit={full ? 'contain' : 'cover'} eager={full || firstScreen} />
      <div className={classes.actions}>
        <LikeButton post={post} />
        {full ? (
          <span className={classes.count}>{commentsLabel(post.commentsCount)}</span>
        ) : (
          <Link to={to} className={plain.button}>
            <IconMessageCircle size={20} aria-hidden />
            {commentsLabel(post.commentsCount)}
          </Link>
        )}
      </div>
    </article>
  );
}
