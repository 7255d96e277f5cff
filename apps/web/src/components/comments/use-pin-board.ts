import { useCallback, useMemo, useRef, useState } from 'react';
import type { PinPoint } from '../image-marks/image-point';

/** Who picked the thread: a pin brings its thread into view, a thread its pin. */
export type SelectedFrom = 'pin' | 'list';

/**
 * What the pins on the image and the comments panel share: the "Add pin" mode, the pin being
 * drafted, the thread picked on either side and whether resolved threads show.
 */
export interface PinBoard {
  placing: boolean;
  setPlacing: (placing: boolean) => void;
  draft: PinPoint | null;
  /** Drops the draft pin at a point and moves to the comment box. */
  place: (point: PinPoint) => void;
  clearDraft: () => void;
  selected: { id: string; from: SelectedFrom } | null;
  select: (id: string | null, from: SelectedFrom) => void;
  showResolved: boolean;
  setShowResolved: (show: boolean) => void;
  /** The panel's new-comment box, focused when a pin is placed. */
  composerRef: React.RefObject<HTMLTextAreaElement | null>;
}

/** `showingResolved`: resolved threads shown from the start (an older sample round's). */
export function usePinBoard(showingResolved = false): PinBoard {
  const [placing, setPlacing] = useState(false);
  const [draft, setDraft] = useState<PinPoint | null>(null);
  const [selected, setSelected] = useState<PinBoard['selected']>(null);
  const [showResolved, setShowResolved] = useState(showingResolved);
  const composerRef = useRef<HTMLTextAreaElement | null>(null);

  const place = useCallback((point: PinPoint) => {
    setDraft(point);
    setPlacing(false);
    setSelected(null);
    // Once the box shows the pin's label; on a phone the focus also scrolls down to it.
    requestAnimationFrame(() => composerRef.current?.focus());
  }, []);
  const clearDraft = useCallback(() => setDraft(null), []);
  const select = useCallback(
    (id: string | null, from: SelectedFrom) => setSelected(id ? { id, from } : null),
    [],
  );

  return useMemo(
    () => ({
      placing,
      setPlacing,
      draft,
      place,
      clearDraft,
      selected,
      select,
      showResolved,
      setShowResolved,
      composerRef,
    }),
    [placing, draft, place, clearDraft, selected, select, showResolved],
  );
}
