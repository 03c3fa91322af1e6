import type { sectorColors, sectorIcons } from './groups.schemas.ts';

export const sectorIconLabels: Record<(typeof sectorIcons)[number], string> = {
  'map-pin': 'Ubicación',
  house: 'Casa',
  building: 'Edificio',
  tree: 'Árbol',
  mountain: 'Montaña',
  water: 'Agua',
  road: 'Camino',
  park: 'Parque',
};

export const sectorColorLabels: Record<(typeof sectorColors)[number], string> = {
  '#1c7ed6': 'Azul',
  '#2f9e44': 'Verde',
  '#e03131': 'Rojo',
  '#e8590c': 'Naranja',
  '#7048e8': 'Violeta',
  '#0c8599': 'Turquesa',
  '#c2255c': 'Rosa',
  '#f08c00': 'Ámbar',
};
