import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { lazy, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { WhenOpened } from '../../../components/when-opened';
import { usePrayerWall } from '../api/prayer-lists';
import { PrayerList } from '../components/prayer-list';

/** 'Pedir oración' (its form and the form's validation load when first opened). */
const PrayerFormModal = lazy(() =>
  import('../components/prayer-form-modal').then((m) => ({ default: m.PrayerFormModal })),
);

/** Oración: the community's prayers, newest first; 'Estoy orando', 'Pedir oración', 'Mis peticiones'. */
export default function PrayerWallPage() {
  useEffect(() => {
    document.title = 'Oración · Koinonia';
  }, []);
  const list = usePrayerWall();
  const [asking, setAsking] = useState(false);

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          Oración
        </Title>
        <Text size="sm" c="gray.7">
          Oremos unos por otros
        </Text>
      </div>
      <Group gap="sm" grow>
        <Button mih={48} leftSection={<IconPlus size={20} aria-hidden />} onClick={() => setAsking(true)}>
          Pedir oración
        </Button>
        <Button
          component={Link}
          to="/oracion/mias"
          variant="light"
          mih={48}
          leftSection={<IconListDetails size={20} aria-hidden />}
        >
          Mis peticiones
        </Button>
      </Group>
      <PrayerList
        list={list}
        label="Peticiones de oración"
        empty={{
          title: 'Aún no hay peticiones',
          text: 'Cuando alguien de tu comunidad pida oración, aparecerá aquí.',
        }}
      />
      <WhenOpened opened={asking}>
        <PrayerFormModal opened={asking} onClose={() => setAsking(false)} />
      </WhenOpened>
    </Stack>
  );
}
