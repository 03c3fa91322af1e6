import type { Sector } from '@koinonia/shared/groups/groups.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { confirmDelete } from '@koinonia/ui/components/confirm-dialog';
import { ErrorBanner } from '@koinonia/ui/components/error-banner';
import { notifySuccess } from '@koinonia/ui/notify';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPinPlus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { SECTOR_DELETE_FALLBACK, useDeleteSector } from '../api/group-mutations';
import { plural } from '../lib/format';
import { FirstItemCard } from './first-item-card';
import { SectorCard } from './sector-card';
import { SectorFormModal } from './sector-form-modal';

/** Sectores: the list of sectors with create, edit and delete. */
export function SectorsTab({ sectors }: { sectors: Sector[] }) {
  const [form, setForm] = useState<{ opened: boolean; sector: Sector | null }>({
    opened: false,
    sector: null,
  });
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteSector();
  const active = sectors.filter((s) => s.isActive).length;
  const openCreate = () => setForm({ opened: true, sector: null });

  function askDelete(sector: Sector) {
    confirmDelete({
      title: 'Eliminar sector',
      message: (
        <Text size="sm">
          ¿Estás seguro de que deseas eliminar el sector <strong>{sector.name}</strong>? Esta acción no se
          puede deshacer.
        </Text>
      ),
      onConfirm: async () => {
        setDeleteError(null);
        try {
          await remove.mutateAsync(sector.id);
          notifySuccess(`Sector «${sector.name}» eliminado exitosamente`);
        } catch (err) {
          setDeleteError(errorMessage(err, SECTOR_DELETE_FALLBACK));
        }
      },
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            Sectores
          </Title>
          <Text size="sm" c="gray.7">
            {plural(sectors.length, 'sector', 'sectores')} · {plural(active, 'activo', 'activos')}. Los
            sectores agrupan los grupos por zona; los inactivos no se muestran en la app móvil.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openCreate}>
          Nuevo Sector
        </Button>
      </Group>

      {deleteError && (
        <ErrorBanner
          variant="light"
          title="No se pudo eliminar el sector"
          message={deleteError}
          onClose={() => setDeleteError(null)}
        />
      )}

      {sectors.length === 0 ? (
        <FirstItemCard
          icon={<IconMapPinPlus size={30} aria-hidden />}
          title="No hay sectores creados"
          text="Crea sectores (barrios, localidades o zonas) para organizar los grupos de tu comunidad."
          createLabel="Crear Primer Sector"
          onCreate={openCreate}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {sectors.map((sector) => (
            <SectorCard
              key={sector.id}
              sector={sector}
              onEdit={(s) => setForm({ opened: true, sector: s })}
              onDelete={askDelete}
            />
          ))}
        </SimpleGrid>
      )}

      <SectorFormModal
        opened={form.opened}
        item={form.sector}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
    </Stack>
  );
}
