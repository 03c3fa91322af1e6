import { badgeTextColor } from '@koinonia/ui/badge-color';
import { Badge, Box, Group, Image, Paper, Text } from '@mantine/core';
import type { PostFormValues } from '../lib/post-form';
import { AuthorAvatar } from './author-avatar';
import { PostTypeBadge } from './post-type-visuals';

/** The create form's live preview (spec section 2): as the card will look, by 'Administrador' (Pastor). */
export function PostPreviewCard({
  values,
  typeLabel,
  thumbnail,
}: {
  values: PostFormValues;
  typeLabel?: string;
  thumbnail: string | null;
}) {
  const message = values.message.trim();
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Vista previa de la publicación">
      <Text size="xs" fw={700} c="gray.7" tt="uppercase" mb={6}>
        Vista previa
      </Text>
      <Group gap="xs" wrap="nowrap" mb="xs">
        <AuthorAvatar author={{ name: 'Administrador', avatar: null }} size={34} />
        <div style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600}>
              Administrador
            </Text>
            <Badge variant="light" color="violet" c={badgeTextColor('violet')} tt="none" fw={600} size="sm">
              Pastor
            </Badge>
          </Group>
          <Text size="xs" c="gray.7">
            Ahora
          </Text>
        </div>
      </Group>
      <PostTypeBadge type={values.type} label={typeLabel} />
      {values.title.trim() && (
        <Text fw={700} mt="xs" style={{ overflowWrap: 'anywhere' }}>
          {values.title.trim()}
        </Text>
      )}
      <Box mt={4}>
        {message ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={8}>
            {message}
          </Text>
        ) : (
          <Text size="sm" c="gray.7" fs="italic">
            Escribe un mensaje para ver cómo se verá la publicación.
          </Text>
        )}
      </Box>
      {thumbnail && (
        <Image src={thumbnail} alt="Imagen de la publicación" radius="sm" mt="xs" mah={180} fit="contain" />
      )}
    </Paper>
  );
}
