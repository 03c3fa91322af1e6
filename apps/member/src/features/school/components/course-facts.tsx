import { formatCourseCost } from '@koinonia/shared/school/school.labels';
import type { AppCourseItem } from '@koinonia/shared/school/school-read.schemas';
import { Text, ThemeIcon } from '@mantine/core';
import { IconCalendar, IconCash, IconClock, IconMapPin, IconUser, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatLongDay } from '../../../lib/format-date';
import { formatPlaces, formatSchedule } from '../lib/course-format';
import classes from './course-facts.module.css';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt className={classes.label}>
        <ThemeIcon
          component="span"
          variant="light"
          color="violet"
          size={36}
          radius="md"
          aria-hidden
          className={classes.icon}
        >
          {icon}
        </ThemeIcon>
        {label}
      </dt>
      <dd className={classes.value}>{children}</dd>
    </div>
  );
}

/** The course's facts: who teaches it, when, where, what it costs and the free places. */
export function CourseFacts({ course }: { course: AppCourseItem }) {
  return (
    <dl className={classes.list}>
      <Fact icon={<IconUser size={20} />} label="Instructor">
        {course.instructor.name}
        {course.instructor.title && (
          <Text component="span" display="block" size="sm" c="gray.7">
            {course.instructor.title}
          </Text>
        )}
      </Fact>
      <Fact icon={<IconClock size={20} />} label="Horario">
        {formatSchedule(course.schedule)}
        {course.duration && (
          <Text component="span" display="block" size="sm" c="gray.7">
            Duración: {course.duration}
          </Text>
        )}
      </Fact>
      <Fact icon={<IconCalendar size={20} />} label="Fechas">
        Del {formatLongDay(course.startDate)} al {formatLongDay(course.endDate)}
      </Fact>
      <Fact icon={<IconMapPin size={20} />} label="Lugar">
        {course.location}
      </Fact>
      <Fact icon={<IconCash size={20} />} label="Costo">
        {formatCourseCost(course.cost)}
      </Fact>
      <Fact icon={<IconUsers size={20} />} label="Cupos">
        {formatPlaces(course.availableSpots)}
        <Text component="span" display="block" size="sm" c="gray.7">
          {course.enrolledCount} de {course.capacity} ocupados
        </Text>
      </Fact>
    </dl>
  );
}
