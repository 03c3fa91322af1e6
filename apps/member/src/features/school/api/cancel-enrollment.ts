import { api } from '@koinonia/ui/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyEnrollment } from './my-enrollments';
import { SCHOOL_BASE, SCHOOL_KEY } from './school-paths';

/**
 * PUT /api/community/biblical-school/enrollments/{id}/cancel: my open enrollment becomes 'Retirada'
 * (a confirmed one frees its seat). A final one is refused with the server's message.
 */
export function cancelEnrollment(id: string): Promise<MyEnrollment> {
  return api<MyEnrollment>(`${SCHOOL_BASE}/enrollments/${encodeURIComponent(id)}/cancel`, {
    method: 'PUT',
  });
}

export function useCancelEnrollment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelEnrollment(id),
    onSettled: () => client.invalidateQueries({ queryKey: SCHOOL_KEY }),
  });
}
