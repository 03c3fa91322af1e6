import { imageMessages } from '@koinonia/shared/images/image-rules';
import { useCallback, useRef, useState } from 'react';
import {
  checkImageFile,
  type ImageCheckMessages,
  ImagePreparationError,
  type PreparedImage,
  prepareImage,
} from './prepare-image';

export interface ImagePickerState {
  file: File | null;
  prepared: PreparedImage | null;
  processing: boolean;
  error: string | null;
  /** On edit: the stored image is to be removed on save. */
  removeStored: boolean;
}

const empty: ImagePickerState = {
  file: null,
  prepared: null,
  processing: false,
  error: null,
  removeStored: false,
};

/**
 * The image chosen in the form: checked, then prepared in the browser; a newer choice wins. `messages`
 * words the type and size refusals (default: the shared image messages).
 */
export function useImagePicker(messages: ImageCheckMessages = imageMessages) {
  const [state, setState] = useState<ImagePickerState>(empty);
  const latest = useRef(0);

  const choose = useCallback(
    async (file: File | null) => {
      const run = ++latest.current;
      if (!file) {
        setState((s) => ({ ...empty, removeStored: s.removeStored }));
        return;
      }
      const invalid = checkImageFile(file, messages);
      if (invalid) {
        setState((s) => ({ ...empty, file, error: invalid, removeStored: s.removeStored }));
        return;
      }
      setState((s) => ({ ...empty, file, processing: true, removeStored: s.removeStored }));
      try {
        const prepared = await prepareImage(file, messages);
        if (run === latest.current) setState((s) => ({ ...s, prepared, processing: false }));
      } catch (err) {
        const message = err instanceof ImagePreparationError ? err.message : 'Error al cargar la imagen';
        if (run === latest.current) setState((s) => ({ ...s, processing: false, error: message }));
      }
    },
    [messages],
  );

  const removeStored = useCallback(() => {
    latest.current++;
    setState({ ...empty, removeStored: true });
  }, []);

  return { state, choose, removeStored };
}
