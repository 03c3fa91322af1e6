import type { Membership, StatsFilter } from '@koinonia/shared/members/members.schemas';
import { useSession } from '@koinonia/ui/use-session';
import { Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLink, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { useMembers } from '../api/get-members';
import { MEMBERS_PAGE_SIZE } from '../api/member-keys';
import { ActiveFiltersBanner } from '../components/active-filters-banner';
import { AddMemberWizard } from '../components/add-member-wizard';
import { InactiveUsersBanner } from '../components/inactive-users-banner';
import { InvitationsModal } from '../components/invitations-modal';
import { MemberDetailsModal } from '../components/member-details-modal';
import { MemberManagementModal } from '../components/member-management-modal';
import { MembersSearch } from '../components/members-search';
import { MembersTable } from '../components/members-table';
import { MoreToolsMenu } from '../components/more-tools-menu';
import { RoleManagementModal } from '../components/role-management-modal';
import { StatsCards } from '../components/stats-cards';

type OpenModal = 'wizard' | 'management' | 'roles' | 'invitations' | null;

/** /users: member management with statistics. */
export function UsersPage() {
  usePageTitle('Gestión de Miembros');
  const session = useSession();
  const user = session?.user;
  const isPastor = user?.role === 'COMMUNITY_ADMIN';

  const [filter, setFilter] = useState<StatsFilter | null>(null);
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), 300);
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<{ userId: string; name: string } | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [openModal, setOpenModal] = useState<OpenModal>(null);

  const stats = useDashboardStats(user?.communityId);
  const members = useMembers({ search, filter, includeInactive: true, page, limit: MEMBERS_PAGE_SIZE });
  const hasFilters = filter !== null || search !== '';

  function toggleFilter(value: StatsFilter) {
    setFilter((current) => (current === value ? null : value));
    setPage(1);
  }

  function changeSearch(value: string) {
    setSearchInput(value);
    setPage(1);
  }

  function clearFilters() {
    setFilter(null);
    setSearchInput('');
    setPage(1);
  }

  function openDetails(membership: Membership) {
    setDetails({ userId: membership.user.id, name: membership.user.name });
    setDetailsOpen(true);
  }

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              Gestión de Miembros
            </Title>
            <Text c="gray.7" size="sm">
              Consulta las estadísticas de tu comunidad, busca miembros y administra sus roles.
            </Text>
          </div>
          {isPastor ? (
            <Group gap="sm">
              <MoreToolsMenu
                onOpenMemberManagement={() => setOpenModal('management')}
                onOpenRoleManagement={() => setOpenModal('roles')}
              />
              <Button
                variant="light"
                leftSection={<IconLink size={18} aria-hidden />}
                onClick={() => setOpenModal('invitations')}
              >
                Enlaces de invitación
              </Button>
              <Button
                leftSection={<IconUserPlus size={18} aria-hidden />}
                onClick={() => setOpenModal('wizard')}
              >
                Invitar Miembro
              </Button>
            </Group>
          ) : null}
        </Group>

        <StatsCards
          stats={stats.data}
          isLoading={stats.isLoading}
          error={stats.error}
          activeFilter={filter}
          onToggle={toggleFilter}
        />

        {/* While the statistics load, a placeholder of the banner's size keeps the list from moving down. */}
        <Skeleton visible={stats.isLoading} radius="md">
          <InactiveUsersBanner
            count={stats.isLoading ? 10 : (stats.data?.miembrosInactivados ?? 0)}
            showingInactive={filter === 'inactivos'}
            onShow={() => {
              setFilter('inactivos');
              setPage(1);
            }}
          />
        </Skeleton>

        <MembersSearch value={searchInput} onChange={changeSearch} />

        <ActiveFiltersBanner
          filter={filter}
          search={search}
          total={members.data?.pagination.total}
          onClear={clearFilters}
        />

        <MembersTable
          data={members.data}
          isLoading={members.isLoading}
          isFetching={members.isFetching}
          error={members.error}
          onRetry={() => members.refetch()}
          page={page}
          onPageChange={setPage}
          canManage={isPastor}
          currentUserId={user?.id}
          hasFilters={hasFilters}
          onClearFilters={clearFilters}
          onOpenDetails={openDetails}
        />
      </Stack>

      <MemberDetailsModal
        opened={detailsOpen}
        userId={details?.userId ?? null}
        name={details?.name ?? ''}
        onClose={() => setDetailsOpen(false)}
        canResetPassword={isPastor && details?.userId !== user?.id}
      />
      {isPastor ? (
        <>
          <AddMemberWizard opened={openModal === 'wizard'} onClose={() => setOpenModal(null)} />
          <InvitationsModal opened={openModal === 'invitations'} onClose={() => setOpenModal(null)} />
          <MemberManagementModal
            opened={openModal === 'management'}
            onClose={() => setOpenModal(null)}
            currentUserId={user?.id}
          />
          <RoleManagementModal
            opened={openModal === 'roles'}
            onClose={() => setOpenModal(null)}
            currentUserId={user?.id}
          />
        </>
      ) : null}
    </Container>
  );
}
