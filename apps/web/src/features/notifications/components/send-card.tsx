import { NOTIFICATION_MESSAGES } from '@koinonia/shared/notifications/notifications.schemas';
import type { BroadcastItem } from '@koinonia/shared/notifications/notifications-read.schemas';
import { formatCount } from '@koinonia/ui/format-number';
import { notifyErrorText } from '@koinonia/ui/notify';
import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDeviceMobileOff, IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import {
  canSubmit,
  messageCounter,
  type SendValues,
  titleCounter,
  validateSend,
} from '../lib/notification-logic';
import { centreTexts } from '../lib/notification-texts';
import type { useBroadcastCentre } from '../lib/use-broadcast-centre';
import { BroadcastProgress } from './broadcast-progress';
import { CentreSection } from './centre-section';
import { CountedField } from './counted-field';
import { NotificationPreview } from './notification-preview';
import { SendOutcome } from './send-outcome';

const empty: SendValues = { title: '', message: '' };

interface SendCardProps {
  centre: ReturnType<typeof useBroadcastCentre>;
  /** Active devices; undefined while the stats load (or when they failed). */
  activeDevices: number | undefined;
  communityId: string | null | undefined;
}

/**
 * The send card (spec §2, §4, §5): title and message with their counters, the live preview, the
 * running broadcast's progress, the last result and 'Enviar a N Dispositivos'.
 */
export function SendCard({ centre, activeDevices, communityId }: SendCardProps) {
  const [values, setValues] = useState<SendValues>(empty);
  const running: BroadcastItem | null = centre.running;
  const active = activeDevices ?? 0;
  const busy = centre.sending || !!running;
  const enabled = canSubmit(values, active, busy);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!enabled) return;
    const checked = validateSend(values, communityId);
    if (!checked.ok) {
      // Spec §5: each message is shown as a toast.
      for (const message of checked.messages) notifyErrorText(message);
      return;
    }
    if (await centre.submit(checked.body)) setValues(empty);
  }

  return (
    <CentreSection id="send-title" title={centreTexts.sendTitle}>
      {activeDevices === 0 && (
        <Alert
          color="orange"
          variant="light"
          title={centreTexts.noActiveTitle}
          icon={<IconDeviceMobileOff size={18} aria-hidden />}
          styles={{ title: { color: '#8a3100' } }}
        >
          {centreTexts.noActive}
        </Alert>
      )}
      {running && <BroadcastProgress broadcast={running} />}
      <form onSubmit={onSubmit} noValidate aria-label={centreTexts.sendTitle}>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" verticalSpacing="md">
          <Stack gap="sm">
            <CountedField
              label={centreTexts.titleLabel}
              value={values.title}
              onChange={(title) => setValues((v) => ({ ...v, title }))}
              counter={titleCounter(values.title)}
              tooLongMessage={NOTIFICATION_MESSAGES.titleTooLong}
              placeholder={centreTexts.titlePlaceholder}
              disabled={centre.sending}
            />
            <CountedField
              multiline
              label={centreTexts.messageLabel}
              value={values.message}
              onChange={(message) => setValues((v) => ({ ...v, message }))}
              counter={messageCounter(values.message)}
              tooLongMessage={NOTIFICATION_MESSAGES.messageTooLong}
              placeholder={centreTexts.messagePlaceholder}
              disabled={centre.sending}
            />
          </Stack>
          <NotificationPreview title={values.title} message={values.message} />
        </SimpleGrid>
        <Stack gap={4} mt="md" align="flex-start">
          <Button
            type="submit"
            size="md"
            leftSection={<IconSend size={18} aria-hidden />}
            loading={centre.sending}
            disabled={!enabled}
            aria-describedby={running ? 'send-blocked' : undefined}
          >
            {centreTexts.sendButton(active)}
          </Button>
          {running && (
            <Text size="sm" c="gray.7" id="send-blocked">
              {centreTexts.runningBlocks}
            </Text>
          )}
        </Stack>
      </form>
      {centre.outcome && <SendOutcome outcome={centre.outcome} />}
      {activeDevices !== undefined && activeDevices > 0 && !centre.outcome && !running && (
        <Text size="sm" c="gray.7">
          La notificación llegará a {formatCount(active)}{' '}
          {active === 1 ? 'dispositivo activo' : 'dispositivos activos'} de la comunidad.
        </Text>
      )}
    </CentreSection>
  );
}
