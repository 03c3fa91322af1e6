import type { Session } from '@koinonia/ui/session';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { signOut } from '../../../lib/account-session';

/** Someone already signed in in the app: who they are, 'Unirme a …', and a way to use another account. */
export function JoinSignedIn({
  session,
  communityName,
  pending,
  onJoin,
}: {
  session: Session;
  communityName: string;
  pending: boolean;
  onJoin: () => void;
}) {
  const [leaving, setLeaving] = useState(false);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <div>
          <Text>
            Entraste como <strong>{session.user.name}</strong>
          </Text>
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {session.user.email}
          </Text>
        </div>
        <Button
          size="lg"
          fullWidth
          h="auto"
          mih={50}
          py={10}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          loading={pending}
          onClick={onJoin}
        >
          Unirme a {communityName}
        </Button>
        <Button
          variant="default"
          size="md"
          h={48}
          disabled={pending}
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut().finally(() => setLeaving(false));
          }}
        >
          Usar otra cuenta
        </Button>
      </Stack>
    </Paper>
  );
}
