import type { ComponentType } from 'react';
import { createContext } from 'react';

/** One module shortcut of the home page: a card linking to the module's page. */
export interface ModuleCard {
  to: string;
  title: string;
  description: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  color: string;
}

/**
 * The home page's module shortcuts. The home feature does not know the other features: the app composes
 * the cards from every feature's manifest (app/features.ts) and provides them here.
 */
export const ModuleCardsContext = createContext<readonly ModuleCard[]>([]);
