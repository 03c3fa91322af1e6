import type { InputHTMLAttributes, ReactNode } from 'react';
import classes from './light.module.css';

export interface LightFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string | undefined;
  /** Shown under the label (a rule of the field), read with it. */
  hint?: string;
  /** Beside the input (the password's 'Mostrar'). */
  aside?: ReactNode;
}

/**
 * A labelled input in plain elements (the first screens load no component library): its message under
 * it, tied to it for screen readers, and the required asterisk outside its accessible name.
 */
export function LightField({ id, label, error, hint, aside, required, ...input }: LightFieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={required ? `${classes.label} ${classes.required}` : classes.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={classes.hint}>
          {hint}
        </p>
      )}
      <div className={classes.inputRow}>
        <input
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={classes.input}
          {...input}
        />
        {aside}
      </div>
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** 'Mostrar' beside a password (its name: 'Mostrar contraseña'), pressed while the password shows. */
export function PasswordReveal({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <button type="button" className={classes.reveal} aria-pressed={shown} onClick={onToggle}>
      Mostrar<span className={classes.visuallyHidden}> contraseña</span>
    </button>
  );
}
