import { useSyncExternalStore } from 'react';

/**
 * The team the user works in, chosen with the header's team switcher and kept in localStorage
 * (`selectedTeamId`). Null means "no team selected" (SPEC §6: Create Product is then offered):
 * stored as `all` once the user cleared the selection, absent while nothing was ever chosen in this
 * browser (then the first of the user's teams is chosen for them).
 */
const KEY = 'selectedTeamId';
const ALL_TEAMS = 'all';

type Listener = () => void;
const listeners = new Set<Listener>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function getSelectedTeamId(): string | null {
  const stored = localStorage.getItem(KEY);
  return stored && stored !== ALL_TEAMS ? stored : null;
}

/** Whether a team, or no team, was ever chosen in this browser. */
export function hasChosenTeam(): boolean {
  return localStorage.getItem(KEY) !== null;
}

export function setSelectedTeamId(teamId: string | null): void {
  localStorage.setItem(KEY, teamId ?? ALL_TEAMS);
  emit();
}

/** Forgets the choice (a team gone from the user's list), so one is chosen for them again. */
export function forgetSelectedTeam(): void {
  localStorage.removeItem(KEY);
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
