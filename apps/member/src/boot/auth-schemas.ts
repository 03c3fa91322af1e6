/**
 * The shared sign-in and sign-up schemas (and zod), loaded once: the forms paint without them, and they
 * arrive while the person types (each form's first focus asks for them). A failed download is asked
 * again at the next try.
 */
let loading: Promise<typeof import('@koinonia/shared/auth/auth.schemas')> | undefined;

export function loadAuthSchemas() {
  loading ??= import('@koinonia/shared/auth/auth.schemas');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
