// Light or dark: follows the system until the person picks one, which is then remembered.
import { useEffect, useSyncExternalStore } from 'react';
import { createLocalStore } from './local-store';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

const isChoice = (v: unknown): v is ThemeChoice => v === 'system' || v === 'light' || v === 'dark';
/** Also read by index.html's inline script, which applies the choice before the app's JavaScript runs. */
export const THEME_STORAGE_KEY = 'adsales.theme.v1';
const store = createLocalStore<ThemeChoice>(THEME_STORAGE_KEY, 'system', isChoice);
const query = () => window.matchMedia('(prefers-color-scheme: dark)');

export function resolveTheme(choice: ThemeChoice, systemDark: boolean): Theme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

/** Sets the theme attribute before the first render, so there is no flash of the wrong theme. */
export function applyStoredTheme(): void {
  document.documentElement.dataset.theme = resolveTheme(store.get(), query().matches);
}

function subscribeSystem(listener: () => void) {
  const q = query();
  q.addEventListener('change', listener);
  return () => q.removeEventListener('change', listener);
}

export function useTheme(): {
  choice: ThemeChoice;
  theme: Theme;
  setChoice(c: ThemeChoice): void;
} {
  const choice = useSyncExternalStore(store.subscribe, store.get, () => 'system' as const);
  const systemDark = useSyncExternalStore(
    subscribeSystem,
    () => query().matches,
    () => false,
  );
  const theme = resolveTheme(choice, systemDark);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return { choice, theme, setChoice: store.set };
}
