import { useEffect, useMemo } from 'react';
import { usePresence } from '../../../components/presence/presence-context';
import { useT } from '../../../lib/i18n';
import type { OtherEditor } from '../components/spec-grid';

/**
 * The spec cells others on the product are editing, for the grid to mark, and the grid's way to
 * say which cell the person is in (presence); nothing outside a product page's presence.
 */
export function useOthersEditing() {
  const presence = usePresence();
  const t = useT();
  const people = presence?.people;
  const others = useMemo<OtherEditor[]>(
    () =>
      (people ?? []).flatMap((person) =>
        person.cell
          ? [
              {
                ...person.cell,
                initials: person.user.initials,
                color: person.color,
                label: t('presence.editingCell', { name: person.user.name }),
              },
            ]
          : [],
      ),
    [people, t],
  );
  const setCell = presence?.setCell;
  // A grid that goes away (the sheet reloaded, the page left) edits no cell any more.
  useEffect(() => () => setCell?.(null), [setCell]);
  return { others, onCellFocus: setCell };
}
