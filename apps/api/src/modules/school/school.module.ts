import { imageTypes } from '@koinonia/shared/images/image-url';
import { namesIn } from '../../lib/stored-images.ts';
import { defineModule } from '../api-module.ts';
import { schoolRoutes } from './school.routes.ts';
import { seedSchool } from './school.seed.ts';
import {
  schoolCourses,
  schoolEnrollmentCounts,
  schoolEnrollments,
  schoolInstructors,
  schoolListVersions,
} from './school.table.ts';
import { schoolAppRoutes } from './school-app.routes.ts';
import { schoolEnrollmentsRoutes } from './school-enrollments.routes.ts';

export const schoolModule = defineModule({
  name: 'school',
  routes: async (api) => {
    await api.register(schoolRoutes);
    await api.register(schoolEnrollmentsRoutes);
    await api.register(schoolAppRoutes);
  },
  tables: { schoolCourses, schoolEnrollmentCounts, schoolEnrollments, schoolInstructors, schoolListVersions },
  seed: async ({ tx, demoId }) => {
    await seedSchool(tx, demoId);
    return undefined;
  },
  imageReferences: {
    [imageTypes.courses]: namesIn(schoolCourses.imageUrl),
    [imageTypes.instructors]: namesIn(schoolInstructors.imageUrl),
  },
  /** A second open enrollment of the same person in the same course, racing the first. */
  uniqueViolations: { school_enrollments_open_key: 'ALREADY_ENROLLED' },
});
