import { useSyncExternalStore } from 'react';

/**
 * The team the user works in, chosen with the header's team switcher and kept in localStorage
 * (`selectedTeamId`). Null means "no team selected" (SPEC §6: Create Product is then offered).
 */
const KEY = 'selectedTeamId';

type Listener = () => void;
const listeners = new Set<Listener>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function getSelectedTeamId(): string | null {
  return localStorage.getItem(KEY) || null;
}

export function setSelectedTeamId(teamId: string | null): void {
  if (teamId) localStorage.setItem(KEY, teamId);
  else localStorage.removeItem(KEY);
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// A switch made in another tab is followed here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === KEY) emit();
  });
}

export function useSelectedTeamId(): string | null {
  return useSyncExternalStore(subscribe, getSelectedTeamId);
}
