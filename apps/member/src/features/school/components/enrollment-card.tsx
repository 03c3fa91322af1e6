import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatShortDay } from '../../../lib/format-date';
import type { MyEnrollment } from '../api/my-enrollments';
import { enrollmentStatusMeaning, formatSchedule, isOpenEnrollment } from '../lib/course-format';
import { CancelEnrollmentButton } from './cancel-enrollment-button';
import { EnrollmentStatusBadge } from './enrollment-status-badge';

/** One of my enrollments: the course, its state and what it means, and cancelling it while open. */
export function EnrollmentCard({ enrollment }: { enrollment: MyEnrollment }) {
  const { course, status } = enrollment;
  const headingId = `enrollment-${enrollment.id}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-labelledby={headingId}
      data-testid="enrollment-card"
    >
      <Stack gap={6}>
        <Title order={2} fz="md" lh={1.3} id={headingId}>
          <Anchor component={Link} to={`/escuela/${course.id}`} c="inherit" inherit>
            {course.title}
          </Anchor>
        </Title>
        <div>
          <EnrollmentStatusBadge status={status} size="lg" />
        </div>
        <Text size="sm">{enrollmentStatusMeaning[status]}</Text>
        {status === 'REJECTED' && enrollment.rejectionReason && (
          <Text size="sm" c="gray.8">
            Motivo: {enrollment.rejectionReason}
          </Text>
        )}
        <Text size="sm" c="gray.7">
          {course.instructor.name} · {formatSchedule(course.schedule)}
          <br />
          Del {formatShortDay(course.startDate)} al {formatShortDay(course.endDate)} · {course.location}
          <br />
          Inscripción del {formatShortDay(enrollment.enrollmentDate)}
        </Text>
        {isOpenEnrollment(status) && <CancelEnrollmentButton enrollment={enrollment} />}
      </Stack>
    </Paper>
  );
}
