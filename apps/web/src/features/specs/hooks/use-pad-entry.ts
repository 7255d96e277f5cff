import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { measureText, padText, typeKey, type DecimalSeparator, type PadKey } from '../lib/pad-text';

/** The field being typed in on the pad: what it holds, and whether anything was typed yet. */
export interface PadTyping {
  id: string;
  text: string;
  /** Something was typed: only then is the field committed (a graded value stays graded). */
  typed: boolean;
  /** Just opened, its value selected: the first key replaces it, as in a spreadsheet cell. */
  fresh: boolean;
}

interface PadEntryOptions {
  separator: DecimalSeparator;
  /** A field's text, typed, in the form the domain reads ('72.5', '24 3/8'). */
  commit: (id: string, text: string) => void;
  /** The field Next goes to (the next point of measure), or null after the last. */
  nextOf: (id: string) => string | null;
}

const fieldSelector = (id: string) => `[data-pad-field="${CSS.escape(id)}"]`;

/**
 * Typing lengths with the number pad instead of the phone's keyboard, in fields named by an id:
 * focusing or tapping a field opens the pad on it (the phone's own keyboard stays down, as the
 * field's `inputMode` is none); the pad's keys edit its text; Next, Enter, Done, another field or
 * leaving both field and pad commits what was typed through the owner's `commit`, the same path
 * a desktop input takes. A hardware keyboard types in the field as usual. The pad's keys keep
 * the focus in the field (their mouse-down does nothing), so the field stays the one typed in.
 */
export function usePadEntry({ separator, commit, nextOf }: PadEntryOptions) {
  const [typing, setTypingState] = useState<PadTyping | null>(null);
  const current = useRef<PadTyping | null>(null);
  const padRef = useRef<HTMLDivElement>(null);
  /** A focus the pad moved itself (back to the field on Done): it opens nothing. */
  const quiet = useRef(false);
  const latest = useRef({ commit, nextOf });
  useLayoutEffect(() => {
    latest.current = { commit, nextOf };
  });

  // The pad opened over the foot of the screen: the field it types in comes up to the middle of
  // what the pad leaves visible (its height counted as the field's margin), once the space the
  // pad leaves under the page is there.
  const openId = typing?.id;
  useEffect(() => {
    const input = openId && document.querySelector<HTMLElement>(fieldSelector(openId));
    if (!input) return;
    input.style.scrollMarginBottom = `${padRef.current?.offsetHeight ?? 0}px`;
    input.scrollIntoView({ block: 'center' });
  }, [openId]);

  const set = (next: PadTyping | null) => {
    current.current = next;
    setTypingState(next);
  };

  const finish = () => {
    const typed = current.current;
    current.current = null;
    if (typed?.typed) latest.current.commit(typed.id, measureText(typed.text));
  };

  /** Opens the pad on a field; false when it already was. */
  const open = (id: string, shown: string) => {
    if (current.current?.id === id) return false;
    finish();
    set({ id, text: shown, typed: false, fresh: true });
    return true;
  };

  const close = () => {
    finish();
    set(null);
  };

  const focusField = (id: string) =>
    document.querySelector<HTMLInputElement>(fieldSelector(id))?.focus();

  const press = (key: PadKey) => {
    const typed = current.current;
    if (!typed) return;
    const from = typed.fresh ? '' : typed.text;
    set({ ...typed, text: typeKey(from, key, separator), typed: true, fresh: false });
  };

  /** Commits and puts the pad away; the focus goes back to the field. */
  const done = () => {
    const typed = current.current;
    close();
    if (!typed) return;
    quiet.current = true;
    document.querySelector<HTMLInputElement>(fieldSelector(typed.id))?.focus();
    quiet.current = false;
  };

  /** Commits and opens the next point's field; after the last, Done. */
  const next = () => {
    const typed = current.current;
    if (!typed) return;
    const following = latest.current.nextOf(typed.id);
    if (!following) return done();
    close();
    focusField(following);
  };

  /** Leaving field and pad (not for another field, which opens itself) commits. */
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && padRef.current?.contains(to)) return;
    if (to instanceof HTMLElement && to.dataset.padField !== undefined) return;
    close();
  };

  /** What a field needs: spread on a Mantine TextInput. */
  const fieldProps = (id: string, shown: string) => {
    const isTyping = typing?.id === id;
    return {
      value: isTyping ? typing.text : padText(shown, separator),
      inputMode: 'none' as const,
      autoComplete: 'off',
      'data-pad-field': id,
      'data-typing': isTyping || undefined,
      onFocus: (event: FocusEvent<HTMLInputElement>) => {
        if (!quiet.current && open(id, event.currentTarget.value)) event.currentTarget.select();
      },
      onClick: (event: MouseEvent<HTMLInputElement>) => {
        if (open(id, event.currentTarget.value)) event.currentTarget.select();
      },
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        set({ id, text: event.currentTarget.value, typed: true, fresh: false }),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          if (current.current?.id !== id) open(id, event.currentTarget.value);
          next();
        } else if (event.key === 'Escape' && current.current) {
          // Back to what the field showed, nothing committed.
          event.preventDefault();
          event.stopPropagation();
          set(null);
        }
      },
      onBlur,
    };
  };

  return {
    typing,
    fieldProps,
    pad: { ref: padRef, onBlur, onKey: press, onNext: next, onDone: done },
  };
}
