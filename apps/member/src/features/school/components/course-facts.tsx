import { formatCourseCost } from '@koinonia/shared/school/school.labels';
import type { AppCourseItem } from '@koinonia/shared/school/school-read.schemas';
import { Text } from '@mantine/core';
import { IconCalendar, IconCash, IconClock, IconMapPin, IconUser, IconUsers } from '@tabler/icons-react';
import { Fact, Facts } from '../../../components/facts';
import { formatLongDay } from '../../../lib/format-date';
import { formatPlaces, formatSchedule } from '../lib/course-format';

/** The course's facts: who teaches it, when, where, what it costs and the free places. */
export function CourseFacts({ course }: { course: AppCourseItem }) {
  return (
    <Facts>
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
    </Facts>
  );
}
