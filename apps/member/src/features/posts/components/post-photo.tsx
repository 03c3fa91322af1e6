import { postImageUrl } from '../lib/post-visuals';

/**
 * The post's photo in a 4:3 box reserved before it loads (nothing below it moves): cropped to fill
 * the box in the feed, whole on the post's own page. An `eager` one (on the first screen) loads at
 * once and before the page's other images; the others when they come near the screen.
 */
export function PostPhoto({
  value,
  fit = 'cover',
  eager = false,
}: {
  value: string | null;
  fit?: 'cover' | 'contain';
  eager?: boolean;
}) {
  const src = postImageUrl(value);
  if (!src) return null;
  return (
    <div
      style={{
        aspectRatio: '4 / 3',
        width: '100%',
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        background: 'var(--mantine-color-gray-1)',
      }}
    >
      <img
        src={src}
        alt="Foto de la publicación"
        width={800}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        data-testid="post-photo"
        style={{ display: 'block', width: '100%', height: '100%', objectFit: fit }}
      />
    </div>
  );
}
