import { formatCount, formatOneDecimal } from '@koinonia/ui/format-number';
import { Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { SendOutcome as Outcome } from '../lib/notification-logic';
import { centreTexts } from '../lib/notification-texts';

/** The last send's result box (spec §2): sent/total, the success rate and the list of errors. */
export function SendOutcome({ outcome }: { outcome: Outcome }) {
  const clean = outcome.errors.length === 0;
  const color = clean ? 'green' : 'orange';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg={`${color}.0`}
      component="section"
      aria-labelledby="send-outcome-title"
      data-testid="send-outcome"
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon size={26} radius="xl" color={clean ? 'green.8' : 'orange.9'} aria-hidden>
            {clean ? <IconCircleCheck size={16} aria-hidden /> : <IconAlertTriangle size={16} aria-hidden />}
          </ThemeIcon>
          <Text fw={700} id="send-outcome-title">
            {centreTexts.resultTitle}
          </Text>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            Enviadas:{' '}
            <strong data-testid="send-outcome-sent">
              {formatCount(outcome.sent)}/{formatCount(outcome.total)}
            </strong>
          </Text>
          <Text size="sm">
            Tasa de éxito:{' '}
            <strong data-testid="send-outcome-rate">{formatOneDecimal(outcome.successRate)}%</strong>
          </Text>
        </Group>
        {!clean && (
          <div>
            <Text size="sm" fw={600} id="send-outcome-errors">
              Errores
            </Text>
            <List size="sm" aria-labelledby="send-outcome-errors" spacing={2}>
              {outcome.errors.map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
