/** What the dashboard sends on create and edit (JSON, or the same as multipart text fields). */
export interface NewsPayload {
  title: string;
  summary: string;
  content: string;
  priority: number;
  imageAlt: string | null;
  isActive: boolean;
  publishedAt: string | null;
  eventTime: string | null;
  location: string | null;
  contactPerson: string | null;
  whatsappNumber: string | null;
  viewType: 'BOTH';
  isSliceCard: boolean;
  category: string | null;
  tags: string[];
  /** Only `null`, to remove the stored image on edit. */
  imageUrl?: null;
}

/** The multipart body: every text field (tags comma-separated, empty for null) plus the prepared image. */
export function toNewsFormData(payload: Partial<NewsPayload>, image: Blob): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || key === 'imageUrl') continue;
    if (Array.isArray(value)) form.append(key, value.join(','));
    else form.append(key, value === null ? '' : String(value));
  }
  form.append('imageFile', image, 'imagen.jpg');
  return form;
}
