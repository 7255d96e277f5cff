import type { DropResult } from '@hello-pangea/dnd';
import { useState } from 'react';
import { runMutation } from '../../lib/run-mutation';
import type { ServerAnswer } from '../../lib/server-texts/server-text';

/** What a column's query has loaded: absent until it answers. */
interface LoadedColumn<Item> {
  items: Item[] | undefined;
  total: number | undefined;
}

interface BoardMovesOptions<Key extends string, Item extends { _id: string }> {
  keys: readonly Key[];
  loaded: (key: Key) => LoadedColumn<Item>;
  /** The column an item stands in, as the server last said. */
  columnOf: (item: Item) => Key;
  /** Saves a move; resolves once the server has answered. */
  move: (id: string, key: Key) => Promise<ServerAnswer>;
}

/**
 * The columns of a drag-and-drop board, with a dropped card shown in its new column (and the
 * counts shifted) until the server's answer arrives.
 */
export function useBoardMoves<Key extends string, Item extends { _id: string }>({
  keys,
  loaded,
  columnOf,
  move,
}: BoardMovesOptions<Key, Item>) {
  // Where a card was dropped, until the server's answer arrives.
  const [moved, setMoved] = useState<Record<string, Key>>({});

  const everything = keys.flatMap((key) => loaded(key).items ?? []);

  const column = (key: Key) => {
    const { items: loadedItems, total } = loaded(key);
    const items = everything.filter((item) => (moved[item._id] ?? columnOf(item)) === key);
    const shift = items.length - (loadedItems?.length ?? 0);
    return { items, total: (total ?? 0) + shift, loading: !loadedItems };
  };

  const onDragEnd = async ({ draggableId, source, destination }: DropResult) => {
    if (!destination || destination.droppableId === source.droppableId) return;
    const key = destination.droppableId as Key;
    setMoved((current) => ({ ...current, [draggableId]: key }));
    await runMutation(() => move(draggableId, key));
    setMoved(({ [draggableId]: _done, ...rest }) => rest);
  };

  return { column, onDragEnd: (result: DropResult) => void onDragEnd(result) };
}
