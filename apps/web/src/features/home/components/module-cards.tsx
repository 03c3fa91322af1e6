import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ModuleCard } from '../lib/module-cards-context';
import classes from './home.module.css';

/** The module shortcuts of the home page; each card is one keyboard-reachable link. */
export function ModuleCards({ cards }: { cards: readonly ModuleCard[] }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {cards.map(({ to, title, description, icon: Icon, color }) => (
        <li key={to}>
          <Card component={Link} to={to} withBorder radius="lg" padding="lg" className={classes.card}>
            <Group justify="space-between" align="flex-start" mb="md">
              <ThemeIcon size={48} variant="light" color={color}>
                <Icon size={26} aria-hidden />
              </ThemeIcon>
              <IconArrowRight size={18} color="var(--mantine-color-gray-6)" aria-hidden />
            </Group>
            <Title order={3} fz="lg" mb={4}>
              {title}
            </Title>
            <Text size="sm" c="gray.7">
              {description}
            </Text>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
