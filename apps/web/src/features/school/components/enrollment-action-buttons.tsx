import { enrollmentActionLabels } from '@koinonia/shared/school/school.labels';
import { dashboardActions } from '@koinonia/shared/school/school.transitions';
import type { EnrollmentItem } from '@koinonia/shared/school/school-read.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconClock, IconSchool, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DisabledButton } from '../../../components/disabled-action';
import type { DashboardAction } from '../api/school-mutations';
import { courseEnded } from '../lib/school-format';
import type { EnrollmentActions } from '../lib/use-enrollment-actions';

const looks: Record<DashboardAction, { color: string; variant: string; icon: ReactNode }> = {
  confirm: { color: badgeTextColor('green'), variant: 'filled', icon: <IconCheck size={16} aria-hidden /> },
  waitlist: {
    color: badgeTextColor('orange'),
    variant: 'outline',
    icon: <IconClock size={16} aria-hidden />,
  },
  reject: { color: badgeTextColor('red'), variant: 'outline', icon: <IconX size={16} aria-hidden /> },
  complete: { color: badgeTextColor('blue'), variant: 'outline', icon: <IconSchool size={16} aria-hidden /> },
};

/**
 * The actions of an enrollment's status (dashboardActions: spec §4, only PENDING and [proposed]
 * WAITLIST and CONFIRMED offer any). Completing waits for the course's end date: before it, the button
 * says why it cannot be pressed.
 */
export function EnrollmentActionButtons({
  enrollment,
  actions,
  size = 'xs',
}: {
  enrollment: EnrollmentItem;
  actions: EnrollmentActions;
  size?: 'xs' | 'sm';
}) {
  const available = dashboardActions(enrollment.status) as DashboardAction[];
  if (available.length === 0) return null;
  const busy = actions.busy?.id === enrollment.id ? actions.busy.action : null;
  const who = enrollment.userSnapshot.name;
  return (
    <Group gap={6} wrap="wrap">
      {available.map((action) => {
        const look = looks[action];
        const label = enrollmentActionLabels[action];
        if (action === 'complete' && !courseEnded(enrollment.course.endDate))
          return (
            <DisabledButton
              key={action}
              size={size}
              variant="default"
              leftSection={look.icon}
              aria-label={`${label}: ${who}`}
              reason="El curso aún no ha terminado"
            >
              {label}
            </DisabledButton>
          );
        return (
          <Button
            key={action}
            size={size}
            color={look.color}
            variant={look.variant}
            leftSection={look.icon}
            aria-label={`${label}: ${who}`}
            loading={busy === action}
            disabled={!!busy && busy !== action}
            onClick={() => actions.act(enrollment, action)}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
