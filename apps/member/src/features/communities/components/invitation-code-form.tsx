import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';

const CODE = /^[A-Za-z0-9_-]{8,100}$/;

/** The code of an invitation from what a person pasted: a link to /app/unirse/<code>, or the code alone. */
export function invitationCodeOf(text: string): string | null {
  const value = text.trim();
  const fromLink = /\/unirse\/([^/?#\s]+)/.exec(value)?.[1];
  const code = fromLink ? safeDecode(fromLink) : value;
  return CODE.test(code) ? code : null;
}

function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A field for an invitation's link or code: opens the joining screen of that invitation. */
export function InvitationCodeForm({ submitLabel = 'Continuar' }: { submitLabel?: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = invitationCodeOf(text);
    if (!code) {
      setError(
        text.trim()
          ? 'Eso no parece un enlace ni un código de invitación. Revísalo.'
          : 'Escribe el código o pega el enlace de la invitación',
      );
      inputRef.current?.focus();
      return;
    }
    // The invitation's screen is the app's first screen for a link (main.tsx): opened as a link is.
    window.location.assign(`/app/unirse/${encodeURIComponent(code)}`);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Invitación">
      <Stack gap="sm">
        <TextInput
          ref={inputRef}
          label="Enlace o código de invitación"
          description="Pega el enlace que te enviaron o escribe el código."
          name="invitation"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          size="md"
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" size="lg" fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
