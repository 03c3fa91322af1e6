import type { Sector } from '@koinonia/shared/groups/groups.schemas';
import { Divider, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CellsExport } from './cells-export';
import { CellsFollowUp } from './cells-follow-up';
import { CellsWeek } from './cells-week';

/** The cells' life (/groups?tab=celulas): the week, the follow-up and the attendance export. */
export function CellsTab({ sectors }: { sectors: Sector[] }) {
  const [params, setParams] = useSearchParams();
  const week = params.get('semana') ?? undefined;
  return (
    <Stack gap="xl">
      <CellsWeek
        week={week}
        onWeekChange={(next) =>
          setParams(
            (p) => {
              p.set('semana', next);
              return p;
            },
            { replace: true },
          )
        }
      />
      <Divider />
      <CellsFollowUp sectors={sectors} />
      <CellsExport sectors={sectors} />
    </Stack>
  );
}
