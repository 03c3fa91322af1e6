import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { IconBulb, IconStar, IconUsersPlus } from '@tabler/icons-react';

const tips: { title: string; text: string; icon: TablerIcon; color: string }[] = [
  {
    title: 'Grupos pequeños, vínculos fuertes',
    text: 'Cuando un grupo pasa del 90 % de su capacidad, considera abrir uno nuevo con el colíder como líder.',
    icon: IconUsersPlus,
    color: 'teal',
  },
  {
    title: 'Destaca grupos en la app',
    text: 'Los grupos con estrella aparecen en el inicio de la app móvil: elige los que reciben nuevos miembros.',
    icon: IconStar,
    color: 'yellow',
  },
  {
    title: 'Mantén los datos al día',
    text: 'Actualiza los miembros actuales y la dirección de reunión para que las personas encuentren su grupo.',
    icon: IconBulb,
    color: 'violet',
  },
];

/** Short advice shown under the groups table. */
export function GroupsTips() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="section" aria-label="Consejos">
      {tips.map(({ title, text, icon: Icon, color }) => (
        <Paper key={title} withBorder p="md" bg="gray.0">
          <ThemeIcon variant="light" color={color} mb="xs" aria-hidden>
            <Icon size={18} aria-hidden />
          </ThemeIcon>
          <Title order={3} size="h6">
            {title}
          </Title>
          <Text size="sm" c="gray.7">
            {text}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
