import { Button } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Back to the feed, at the top of a post's and of the new post's screens. */
export function BackToFeed() {
  return (
    <Button
      component={Link}
      to="/comunidad"
      variant="subtle"
      color="gray"
      c="gray.8"
      mih={44}
      px={4}
      leftSection={<IconChevronLeft size={18} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      Comunidad
    </Button>
  );
}
