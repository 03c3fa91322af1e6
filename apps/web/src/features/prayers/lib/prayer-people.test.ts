import { describe, expect, it } from 'vitest';
import { authorView, personName, prayerAvatarUrl } from './prayer-people';

const person = (firstName: string, lastName: string) => ({ id: 'u1', firstName, lastName, avatar: null });

describe('prayer people', () => {
  it('joins the first name and the rest', () => {
    expect(personName(person('María', 'López Gómez'))).toBe('María López Gómez');
    expect(personName(person('Ana', ''))).toBe('Ana');
  });

  it('an author hidden by the server reads Anónimo; a pastor sees the name with a hint', () => {
    expect(authorView({ user: null, isAnonymous: true })).toEqual({ name: 'Anónimo', pastorOnly: false });
    expect(authorView({ user: person('Luis', 'Pérez'), isAnonymous: true })).toEqual({
      name: 'Luis Pérez',
      pastorOnly: true,
    });
    expect(authorView({ user: person('Luis', 'Pérez'), isAnonymous: false })).toEqual({
      name: 'Luis Pérez',
      pastorOnly: false,
    });
  });
});

describe('prayer avatars', () => {
  it('are served at /api/avatars/{file}; none is empty; a full address is kept', () => {
    expect(prayerAvatarUrl('abc.jpg')).toBe('/api/avatars/abc.jpg');
    expect(prayerAvatarUrl('avatars/abc.jpg')).toBe('/api/avatars/abc.jpg');
    expect(prayerAvatarUrl(null)).toBe('');
    expect(prayerAvatarUrl('https://cdn.example.org/a.jpg')).toBe('https://cdn.example.org/a.jpg');
  });
});
