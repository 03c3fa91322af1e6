import {
  courseFieldsSchema,
  coursePatchSchema,
  instructorFieldsSchema,
  instructorPatchSchema,
} from '@koinonia/shared/school/school.schemas';
import { enrollBodySchema } from '@koinonia/shared/school/school-requests.schemas';
import type { FuzzPiece } from '../../test/fuzz-kit.ts';

const instructorForm = { name: 'Pastor Andrés Gómez', title: 'Maestro', specialties: 'Biblia, Teología' };

export const fuzzing: FuzzPiece = {
  undocumentedBodies: {
    'POST /api/admin/biblical-school/instructors': instructorFieldsSchema,
    'PUT /api/admin/biblical-school/instructors/{id}': instructorPatchSchema,
    'POST /api/admin/biblical-school/courses': courseFieldsSchema,
    'PUT /api/admin/biblical-school/courses/{id}': coursePatchSchema,
    'POST /api/community/biblical-school/courses/{id}/enroll': enrollBodySchema,
  },
  multipart: {
    'POST /api/admin/biblical-school/instructors': { form: instructorForm, imageField: 'image' },
    'PUT /api/admin/biblical-school/instructors/{id}': { form: instructorForm, imageField: 'image' },
    'POST /api/admin/biblical-school/courses': { imageField: 'image' },
    'PUT /api/admin/biblical-school/courses/{id}': { imageField: 'image' },
  },
};
