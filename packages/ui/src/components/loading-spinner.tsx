import { Center, Loader } from '@mantine/core';

export interface LoadingSpinnerProps {
  /** What is loading, as the status's accessible name ('Cargando calendario'). */
  label: string;
  /** A small spinner with less room around it (inside a card or a modal). */
  small?: boolean;
}

/** Something loading in place: a centred spinner announced as a status. */
export function LoadingSpinner({ label, small = false }: LoadingSpinnerProps) {
  return (
    <Center py={small ? 'md' : 'xl'} role="status" aria-label={label}>
      {small ? <Loader size="sm" aria-hidden /> : <Loader aria-hidden />}
    </Center>
  );
}
