import { type ComponentType, Fragment, type ReactNode } from 'react';
import type { EditFormProps, EditTexts } from '../use-edit-form';
import { FormModal, type FormModalProps, SchemaForm, type SchemaFormProps } from './form-modal';

type ShellProps = Omit<FormModalProps, 'opened' | 'onClose' | 'title' | 'children'>;

export interface EditFormModalProps<T> extends Omit<FormModalProps, 'title' | 'children'> {
  /** The thing being edited; null: a new one. */
  item: T | null;
  texts: EditTexts;
  /** The form is mounted anew for each thing (by this key); none: the form is kept while open. */
  itemKey?: (item: T | null) => string;
  /** The form (an `EditSchemaForm`), for the thing being edited or null for a new one. */
  children: (item: T | null) => ReactNode;
}

/** The shell of a create/edit form: the title says which, and the form is fresh for each thing. */
export function EditFormModal<T>({ item, texts, itemKey, children, ...modal }: EditFormModalProps<T>) {
  return (
    <FormModal {...modal} title={item ? texts.title.edit : texts.title.create}>
      <Fragment key={itemKey?.(item)}>{children(item)}</Fragment>
    </FormModal>
  );
}

/**
 * The create/edit modal of a form: it takes the form's props plus `opened`, titles the dialog for
 * creating or for editing, and mounts the form anew for each thing (by `itemKey`).
 */
export function editFormModal<T, P extends EditFormProps<T>>(
  Form: ComponentType<P>,
  { texts, itemKey, ...shell }: ShellProps & { texts: EditTexts; itemKey?: (item: T | null) => string },
) {
  return function FormInModal({ opened, ...props }: P & { opened: boolean }) {
    const formProps = props as unknown as P;
    return (
      <EditFormModal
        {...shell}
        opened={opened}
        onClose={props.onClose}
        item={props.item}
        texts={texts}
        itemKey={itemKey}
      >
        {() => <Form {...formProps} />}
      </EditFormModal>
    );
  };
}

export interface EditSchemaFormProps<V extends object>
  extends Omit<SchemaFormProps<V>, 'label' | 'submitLabel'> {
  /** Editing a stored thing (true) or creating one. */
  editing: boolean;
  texts: EditTexts;
}

/** A `SchemaForm` named and labelled for creating or for editing (the submit: 'Guardar Cambios'). */
export function EditSchemaForm<V extends object>({ editing, texts, ...form }: EditSchemaFormProps<V>) {
  return (
    <SchemaForm
      {...form}
      label={texts.label && (editing ? texts.label.edit : texts.label.create)}
      submitLabel={editing ? 'Guardar Cambios' : texts.submit}
    />
  );
}

/** The id of a stored thing, or 'new': the usual key of a create/edit form. */
export const byId = (item: { id: string } | null) => item?.id ?? 'new';
