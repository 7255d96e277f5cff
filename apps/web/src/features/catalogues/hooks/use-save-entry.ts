import type { CatalogueKind } from '@atelier/domain';
import { useCreateEntry } from '../api/create-entry';
import { useUpdateEntry } from '../api/update-entry';
import type { UpdateBodyOf } from '../lib/kinds';

/**
 * The one write of an entry's form: adds the entry to the team, or saves the one being edited.
 * Both answer the entry and the server's message.
 */
export function useSaveEntry<K extends CatalogueKind>(kind: K, teamId: string) {
  const createEntry = useCreateEntry(kind);
  const updateEntry = useUpdateEntry(kind);
  return (entry: { _id: string } | null, body: UpdateBodyOf<K>) =>
    entry
      ? updateEntry.mutateAsync({ id: entry._id, body })
      : createEntry.mutateAsync({ teamId, ...body });
}
