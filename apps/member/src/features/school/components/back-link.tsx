import { Button } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Back to a list of the school ('Escuela bíblica', 'Mis cursos'). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      color="gray"
      c="gray.8"
      mih={44}
      px={4}
      leftSection={<IconChevronLeft size={18} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}
