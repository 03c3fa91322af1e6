import { bogotaDay } from '@koinonia/shared/common/days';
import {
  courseCategoryColors,
  courseCategoryLabels,
  courseLevelColors,
  courseLevelLabels,
  courseState,
  courseStateColors,
  courseStateLabels,
  enrollmentStatusColors,
  enrollmentStatusLabels,
} from '@koinonia/shared/school/school.labels';
import type { CourseCategory, CourseLevel, EnrollmentStatus } from '@koinonia/shared/school/school.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { EmptyState } from '@koinonia/ui/components/empty-state';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/** A light badge with text dark enough for AA contrast. */
function LightBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge variant="light" color={color} c={badgeTextColor(color)} tt="none">
      {children}
    </Badge>
  );
}

export const CategoryBadge = ({ category }: { category: CourseCategory }) => (
  <LightBadge color={courseCategoryColors[category]}>{courseCategoryLabels[category]}</LightBadge>
);

export const LevelBadge = ({ level }: { level: CourseLevel }) => (
  <LightBadge color={courseLevelColors[level]}>{courseLevelLabels[level]}</LightBadge>
);

export const EnrollmentStatusBadge = ({ status }: { status: EnrollmentStatus }) => (
  <LightBadge color={enrollmentStatusColors[status]}>{enrollmentStatusLabels[status]}</LightBadge>
);

export const ActiveBadge = ({ active }: { active: boolean }) => (
  <LightBadge color={active ? 'green' : 'gray'}>{active ? 'Activo' : 'Inactivo'}</LightBadge>
);

/** A course's state today in Bogotá: "Activo" while it runs, "Finalizado" once it has ended, or "Inactivo". */
export function CourseStateBadge({ course }: { course: { isActive: boolean; endDate: string } }) {
  const state = courseState(course, bogotaDay(new Date()));
  return <LightBadge color={courseStateColors[state]}>{courseStateLabels[state]}</LightBadge>;
}

/** A featured course. */
export const FeaturedBadge = () => (
  <Badge variant="filled" color="violet.8" tt="none">
    Destacado
  </Badge>
);

/** 'No hay …': a list with nothing to show (spec §9 of the rules: every list has its empty state). */
export function EmptyList({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return <EmptyState icon={icon} title={title} text={text} order={3} compact />;
}
