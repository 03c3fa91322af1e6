import { type FormEvent, useCallback, useRef, useState } from 'react';
import { ApiError, errorMessage } from './api-client';
import {
  errorMessages,
  type FieldErrors,
  type FieldOf,
  firstPartField,
  issuesToFieldErrors,
} from './schema-form';

export interface SchemaFormOptions<V extends object> {
  initialValues: V | (() => V);
  /** The client rules: usually `schemaErrors(sharedSchema, toPayload(values), fieldOf)`. */
  validate: (values: V) => FieldErrors<V>;
  /** Sends the values; resolve when saved (the caller closes and toasts), reject to keep the form open. */
  save: (values: V) => Promise<void>;
  /**
   * The spec's fallback of a refused save. With it, the refusal (the server's message, else this)
   * shows in the form's red alert; without it, `save` reports the refusal itself (a toast).
   */
  saveFallback?: string;
  /** The refusal's message in the form's alert, when the domain words it (by status): instead of `saveFallback`. */
  refusalMessage?: (error: unknown) => string;
  /** Editing any field also clears the refusal's alert. */
  clearSaveErrorOnChange?: boolean;
  /** The field an issue path belongs to (client and server issues); default: the path's first part. */
  fieldOf?: FieldOf<V>;
  /** Field messages of a refusal that has no issues (a reference the server refused, by its code). */
  refusalErrors?: (error: unknown) => FieldErrors<V> | undefined;
  /** Problems outside the fields (e.g. an image that could not be prepared): each stops the save. */
  extraProblems?: () => string[];
  /** False while something is still being prepared: a submit then does nothing once the rules pass. */
  ready?: () => boolean;
  /**
   * How the form shows the problems of a submit; called on every submit, with no messages when it
   * passes. Default: the focus moves to the first field in error.
   */
  onProblems?: (messages: string[]) => void;
}

/**
 * The state of a form validated with a shared zod schema: its values, one message per field (cleared
 * as the field changes), the refusal of the last save, and the submit handler that runs the rules,
 * saves, and maps the server's issues back to the fields.
 */
export function useSchemaForm<V extends object>(options: SchemaFormOptions<V>) {
  const [values, setValues] = useState<V>(options.initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const clearSaveError = options.clearSaveErrorOnChange;
  const setField = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
      if (clearSaveError) setSaveError(null);
    },
    [clearSaveError],
  );

  function showProblems(next: FieldErrors<V>, messages: string[]) {
    setErrors(next);
    if (options.onProblems) options.onProblems(messages);
    else if (messages.length > 0)
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaveError(null);
    const found = options.validate(values);
    const messages = [...errorMessages(found), ...(options.extraProblems?.() ?? [])];
    showProblems(found, messages);
    if (messages.length > 0) return;
    if (options.ready && !options.ready()) return;
    try {
      await options.save(values);
    } catch (err) {
      if (options.refusalMessage) setSaveError(options.refusalMessage(err));
      else if (options.saveFallback !== undefined) setSaveError(errorMessage(err, options.saveFallback));
      const issues = err instanceof ApiError ? (err.issues ?? []) : [];
      if (issues.length > 0) {
        const fieldOf = options.fieldOf ?? firstPartField(values);
        showProblems(
          issuesToFieldErrors(issues, fieldOf),
          issues.map((i) => i.message),
        );
      } else {
        const fromCode = options.refusalErrors?.(err);
        if (fromCode) setErrors(fromCode);
      }
    }
  }

  return {
    values,
    errors,
    setField,
    saveError,
    dismissSaveError: () => setSaveError(null),
    formRef,
    onSubmit,
  };
}

export type SchemaFormState<V extends object> = ReturnType<typeof useSchemaForm<V>>;
