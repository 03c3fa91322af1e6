import { newsFieldsSchema } from '@koinonia/shared/news/news.schemas';
import { ImageField } from '@koinonia/ui/components/image-field';
import type { ImagePickerState } from '@koinonia/ui/use-image-picker';
import { IconPhoto } from '@tabler/icons-react';
import { FormSection } from './form-section';

interface NewsImageCardProps {
  picker: ImagePickerState;
  /** The address of the stored image (edit), or '' when there is none or it cannot be shown. */
  storedSrc: string;
  imageAlt: string;
  altError?: string;
  onChooseFile: (file: File | null) => void;
  onRemoveStored: () => void;
  onAltChange: (value: string) => void;
}

export function NewsImageCard(props: NewsImageCardProps) {
  return (
    <FormSection icon={<IconPhoto size={20} aria-hidden />} title="Imagen">
      <ImageField
        label="Imagen de la noticia"
        description="JPEG, PNG o WebP, hasta 10MB. Se ajusta a 800x600 y se comprime antes de enviarla."
        storedAlt="Imagen actual de la noticia"
        previewTestId="news-image-preview"
        altSchema={newsFieldsSchema.shape.imageAlt}
        {...props}
      />
    </FormSection>
  );
}
