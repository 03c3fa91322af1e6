import { courseCategoryLabels, formatCourseCost } from '@koinonia/shared/school/school.labels';
import type { AppCourseItem } from '@koinonia/shared/school/school-read.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMapPin, IconUser, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatShortDay } from '../../../lib/format-date';
import { formatPlaces, formatSchedule, isOpenEnrollment } from '../lib/course-format';
import classes from './course-card.module.css';
import { EnrollmentStatusBadge } from './enrollment-status-badge';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <span className={classes.icon} aria-hidden>
        {icon}
      </span>
      <Text size="sm" c="gray.8" miw={0}>
        {children}
      </Text>
    </Group>
  );
}

/** One running course in the list: the whole card opens its page. */
export function CourseCard({ course }: { course: AppCourseItem }) {
  const free = course.cost === 0;
  const full = course.availableSpots <= 0;
  const mine =
    course.myEnrollment && isOpenEnrollment(course.myEnrollment.status) ? course.myEnrollment : null;
  return (
    <Paper
      component={Link}
      to={`/escuela/${course.id}`}
      withBorder
      radius="md"
      p="sm"
      className={classes.card}
      data-testid="course-card"
    >
      <Stack gap={6}>
        <Title order={2} fz="md" lh={1.3}>
          {course.title}
        </Title>
        <Line icon={<IconUser size={16} />}>
          {course.instructor.name}
          {course.instructor.title && ` · ${course.instructor.title}`}
        </Line>
        <Line icon={<IconClock size={16} />}>
          {formatSchedule(course.schedule)}
          <Text component="span" display="block" size="sm" c="gray.7">
            Del {formatShortDay(course.startDate)} al {formatShortDay(course.endDate)}
          </Text>
        </Line>
        <Line icon={<IconMapPin size={16} />}>{course.location}</Line>
        <Line icon={<IconUsers size={16} />}>{formatPlaces(course.availableSpots)}</Line>
        <Group gap={6} mt={2}>
          <Badge variant="light" color="gray" c={badgeTextColor('gray')} tt="none">
            {courseCategoryLabels[course.category]}
          </Badge>
          <Badge
            variant="light"
            color={free ? 'teal' : 'gray'}
            c={badgeTextColor(free ? 'teal' : 'gray')}
            tt="none"
          >
            {formatCourseCost(course.cost)}
          </Badge>
          {full && (
            <Badge variant="light" color="orange" c={badgeTextColor('orange')} tt="none">
              Lleno
            </Badge>
          )}
          {mine && <EnrollmentStatusBadge status={mine.status} prefix="Tu inscripción: " />}
        </Group>
      </Stack>
    </Paper>
  );
}
