import { useLocalStorage } from '@mantine/hooks';

/** The name a share-link visitor comments under, remembered in this browser for their next visit. */
export function useVisitorName() {
  return useLocalStorage({ key: 'atelier.visitorName', defaultValue: '' });
}
