import {
  DEFAULT_POST_TYPE,
  type PostType,
  postBodySchema,
  postMessages,
} from '@koinonia/shared/posts/posts.schemas';
import type { ImageCheckMessages } from '@koinonia/ui/prepare-image';
import { type FieldErrors, firstPartField, schemaErrors } from '@koinonia/ui/schema-form';

/** The create form's values, as the inputs hold them. */
export interface PostFormValues {
  type: PostType;
  title: string;
  message: string;
}

export const initialPostValues: PostFormValues = { type: DEFAULT_POST_TYPE, title: '', message: '' };

/** The image refusals in the posts spec's words (section 5). */
export const postImageMessages: ImageCheckMessages = {
  invalidType: postMessages.imageInvalidType,
  tooLarge: postMessages.imageTooLarge,
};

/** The text fields as the API reads them: trimmed, an empty title left out. */
export function toPostFields(values: PostFormValues) {
  return { type: values.type, message: values.message.trim(), title: values.title.trim() || null };
}

/** The form rules: the same shared schema as the API. */
export function validatePost(values: PostFormValues): FieldErrors<PostFormValues> {
  return schemaErrors<PostFormValues>(postBodySchema, toPostFields(values), firstPartField(values));
}

/** The submit button waits for a message (spec section 5) and for the save in flight. */
export function canSubmit(values: PostFormValues, saving: boolean): boolean {
  return values.message.trim().length > 0 && !saving;
}

/**
 * The message field's error once it has been left (blur) blank: the schema's 'El mensaje es obligatorio'
 * (the submit stays disabled meanwhile, so a submit could never show it); nothing when it has text.
 */
export function blankMessageError(values: PostFormValues): string | undefined {
  return values.message.trim() === '' ? validatePost(values).message : undefined;
}
