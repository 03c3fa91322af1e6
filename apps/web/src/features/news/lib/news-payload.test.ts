import { describe, expect, it } from 'vitest';
import { type NewsPayload, toNewsFormData } from './news-payload';

const payload: NewsPayload = {
  title: 'Gran vigilia de oración',
  summary: 'Una noche de oración por la ciudad',
  content: 'Contenido',
  priority: 2,
  imageAlt: null,
  isActive: true,
  publishedAt: '2030-05-04',
  eventTime: null,
  location: 'Templo principal',
  contactPerson: null,
  whatsappNumber: null,
  viewType: 'BOTH',
  isSliceCard: true,
  category: 'eventos',
  tags: ['oración', 'jóvenes'],
};

describe('toNewsFormData', () => {
  it('sends every text field as a string: tags comma-separated, null as empty', () => {
    const form = toNewsFormData(payload, new Blob(['x'], { type: 'image/jpeg' }));
    expect(form.get('title')).toBe('Gran vigilia de oración');
    expect(form.get('priority')).toBe('2');
    expect(form.get('isActive')).toBe('true');
    expect(form.get('isSliceCard')).toBe('true');
    expect(form.get('imageAlt')).toBe('');
    expect(form.get('eventTime')).toBe('');
    expect(form.get('tags')).toBe('oración,jóvenes');
    expect(form.get('viewType')).toBe('BOTH');
  });

  it('sends an empty tag list as an empty field', () => {
    expect(toNewsFormData({ tags: [] }, new Blob([])).get('tags')).toBe('');
  });

  it('leaves out the fields not given, and never sends imageUrl (the file replaces it)', () => {
    const form = toNewsFormData(
      { title: 'Solo el título', imageUrl: null, summary: undefined },
      new Blob([]),
    );
    expect([...form.keys()]).toEqual(['title', 'imageFile']);
  });

  it('attaches the prepared image as imageFile named imagen.jpg', async () => {
    const form = toNewsFormData(payload, new Blob(['jpeg-bytes'], { type: 'image/jpeg' }));
    const file = form.get('imageFile');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('imagen.jpg');
    expect((file as File).type).toBe('image/jpeg');
    expect(await (file as File).text()).toBe('jpeg-bytes');
    expect(form.getAll('imageFile')).toHaveLength(1);
  });
});
