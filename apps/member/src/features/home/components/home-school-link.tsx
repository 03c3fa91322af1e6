import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './home.module.css';

/** A card to the biblical school: its courses, and from there one's own. */
export function HomeSchoolLink() {
  return (
    <Paper component={Link} to="/escuela" withBorder radius="md" p="sm" className={classes.card}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="violet" size={44} radius="md" aria-hidden>
          <IconSchool size={24} />
        </ThemeIcon>
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Text fw={700}>Escuela bíblica</Text>
          <Text size="sm" c="gray.7">
            Cursos para crecer en la fe: inscríbete y sigue tus cursos
          </Text>
        </Stack>
        <IconChevronRight size={20} aria-hidden color="var(--mantine-color-gray-6)" />
      </Group>
    </Paper>
  );
}
