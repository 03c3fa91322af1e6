import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { notifySuccess } from '@koinonia/ui/notify';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useDeletePrayer } from '../api/delete-prayer';
import { useDeleteTestimony } from '../api/delete-testimony';
import { useMyPrayers } from '../api/prayer-lists';
import { type MyPrayerAction, MyPrayerActions } from '../components/my-prayer-actions';
import { PrayerFormModal } from '../components/prayer-form-modal';
import { PrayerList } from '../components/prayer-list';
import { TestimonyModal } from '../components/testimony-modal';

type Open = { action: MyPrayerAction; prayer: Prayer } | { action: 'ask'; prayer: null } | null;

/** Mis peticiones: the person's own prayers, to edit, answer with a testimony or delete. */
export default function MyPrayersPage() {
  useEffect(() => {
    document.title = 'Mis peticiones · Oración · Koinonia';
  }, []);
  const list = useMyPrayers();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const remove = useDeletePrayer();
  const removeTestimony = useDeleteTestimony();
  const opened = (action: MyPrayerAction) => (open?.action === action ? open.prayer : null);

  const deleting = opened('delete');
  const unTestifying = opened('removeTestimony');

  return (
    <Stack gap="md">
      <Anchor
        component={Link}
        to="/oracion"
        size="sm"
        fw={600}
        mih={44}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
      >
        <IconArrowLeft size={16} aria-hidden />
        Muro de oración
      </Anchor>
      <div>
        <Title order={1} fz="h2">
          Mis peticiones
        </Title>
        <Text size="sm" c="gray.7">
          Las peticiones que has pedido a tu comunidad
        </Text>
      </div>
      <Button
        mih={48}
        leftSection={<IconPlus size={20} aria-hidden />}
        onClick={() => setOpen({ action: 'ask', prayer: null })}
      >
        Pedir oración
      </Button>
      <PrayerList
        list={list}
        label="Mis peticiones"
        empty={{
          title: 'Aún no has pedido oración',
          text: 'Comparte tu petición y tu comunidad orará contigo.',
        }}
        actions={(prayer) => (
          <MyPrayerActions prayer={prayer} onAction={(action, p) => setOpen({ action, prayer: p })} />
        )}
      />
      <PrayerFormModal
        opened={open?.action === 'ask' || open?.action === 'edit'}
        prayer={opened('edit')}
        onClose={close}
      />
      <TestimonyModal prayer={opened('testimony')} onClose={close} />
      <ConfirmModal
        opened={deleting !== null}
        title="Eliminar petición"
        text={`¿Eliminar «${deleting?.title ?? ''}»? Dejará de verse en el muro de oración y no se puede deshacer.`}
        confirmLabel="Eliminar"
        pending={remove.isPending}
        error={remove.error}
        fallback="No se pudo eliminar la petición."
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess('Petición eliminada.');
              close();
            },
          })
        }
        onClose={() => {
          remove.reset();
          close();
        }}
      />
      <ConfirmModal
        opened={unTestifying !== null}
        title="Quitar testimonio"
        text="¿Quitar el testimonio de esta petición? Seguirá marcada como respondida."
        confirmLabel="Quitar testimonio"
        pending={removeTestimony.isPending}
        error={removeTestimony.error}
        fallback="No se pudo quitar el testimonio."
        onConfirm={() =>
          unTestifying &&
          removeTestimony.mutate(unTestifying.id, {
            onSuccess: () => {
              notifySuccess('Testimonio quitado.');
              close();
            },
          })
        }
        onClose={() => {
          removeTestimony.reset();
          close();
        }}
      />
    </Stack>
  );
}
