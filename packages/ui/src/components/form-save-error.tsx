import { ErrorBanner } from './error-banner';

export interface FormSaveErrorProps {
  /** 'No se pudo guardar el grupo', verbatim from the spec. */
  title: string;
  /** The server's message, else the spec's fallback. */
  message: string;
  onClose: () => void;
}

/**
 * A refused save inside the form: a filled dark-red alert (role="alert", white text at AA contrast)
 * that can be closed ('Cerrar aviso'); the form stays open to correct or cancel.
 */
export function FormSaveError(props: FormSaveErrorProps) {
  return <ErrorBanner {...props} />;
}
