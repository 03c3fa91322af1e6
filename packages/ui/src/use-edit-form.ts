import { type SchemaFormOptions, useSchemaForm } from './use-schema-form';

/** The words of a form that creates or edits one thing, each as 'when creating' and 'when editing'. */
export interface EditTexts {
  /** The dialog's title: 'Nuevo Grupo' / 'Editar Grupo'. */
  title: { create: string; edit: string };
  /** The form's accessible name: 'Nuevo grupo' / 'Editar grupo'; none: the form has no name. */
  label?: { create: string; edit: string };
  /** The submit button when creating ('Crear Grupo'); when editing it is 'Guardar Cambios'. */
  submit: string;
}

/** What the form inside an edit modal receives: the thing to edit (null: a new one) and the close. */
export interface EditFormProps<T> {
  item: T | null;
  onClose: () => void;
}

/**
 * The state of a create/edit form (`useSchemaForm`), plus `frame`: what its `EditSchemaForm` takes
 * from it (the state, creating or editing, the words, and 'Cancelar' closing the modal).
 */
export function useEditForm<V extends object>(
  { item, onClose }: EditFormProps<unknown>,
  texts: EditTexts,
  options: SchemaFormOptions<V>,
) {
  const form = useSchemaForm<V>(options);
  return { ...form, frame: { form, editing: !!item, texts, onCancel: onClose } };
}
