import { roleLabels } from '@koinonia/shared/members/members.labels';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconSchool } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useMyProfile } from '../api/my-profile';
import { AvatarEditor } from '../components/avatar-editor';
import { SignOutButton } from '../components/sign-out-button';

/** Perfil: the person's name, email and photo, their community and role; switching community, signing out. */
export default function ProfilePage() {
  useEffect(() => {
    document.title = 'Perfil · Koinonia';
  }, []);
  const profile = useMyProfile();

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Perfil
      </Title>
      {profile.isPending ? (
        <LoadingPanel text="Cargando tu perfil..." />
      ) : profile.data ? (
        <>
          <Paper withBorder radius="md" p="lg">
            <AvatarEditor profile={profile.data}>
              <Stack gap={2} align="center" maw="100%">
                <Title order={2} fz="xl" ta="center" style={{ overflowWrap: 'anywhere' }}>
                  {profile.data.name}
                </Title>
                <Text c="gray.7" ta="center" style={{ overflowWrap: 'anywhere' }}>
                  {profile.data.email}
                </Text>
              </Stack>
            </AvatarEditor>
          </Paper>
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-community">
            <Stack gap="sm">
              <Text id="profile-community" size="xs" fw={600} c="gray.7" tt="uppercase">
                Tu comunidad
              </Text>
              <Text fw={600} fz="lg" data-testid="profile-community-name">
                {profile.data.community.name}
              </Text>
              <div>
                <Badge variant="light" color="violet" c="violet.9" tt="none" size="lg">
                  {roleLabels[profile.data.role]}
                </Badge>
              </div>
              <Button
                component={Link}
                to="/comunidades"
                variant="light"
                mih={44}
                leftSection={<IconArrowsExchange size={18} aria-hidden />}
              >
                Cambiar de comunidad
              </Button>
            </Stack>
          </Paper>
          <Button
            component={Link}
            to="/escuela/mis-cursos"
            variant="light"
            size="md"
            mih={48}
            leftSection={<IconSchool size={20} aria-hidden />}
          >
            Mis cursos · Escuela bíblica
          </Button>
          <SignOutButton />
        </>
      ) : (
        <>
          <QueryError query={profile} fallback="No se pudo cargar tu perfil." />
          <SignOutButton />
        </>
      )}
    </Stack>
  );
}
