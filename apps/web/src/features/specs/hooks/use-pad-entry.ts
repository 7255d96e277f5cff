import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
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
  const latest = useRef({ commit, nextOf, separator });
  useLayoutEffect(() => {
    latest.current = { commit, nextOf, separator };
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

  // Made once: a field's handlers read its id from the field, so a row memoised on them is drawn
  // again only when its own field is typed in (issue 48: a fit session of a hundred points).
  const actions = useMemo(() => padActions({ current, padRef, quiet, latest, setTypingState }), []);
  const fields = useMemo(() => ({ handlers: actions.handlers, separator }), [actions, separator]);

  return {
    typing,
    fields,
    /** What a field needs: spread on a Mantine TextInput. */
    fieldProps: (id: string, shown: string) => padFieldProps(fields, id, shown, typing),
    pad: {
      ref: padRef,
      onBlur: actions.onBlur,
      onKey: actions.press,
      onNext: actions.next,
      onDone: actions.done,
    },
  };
}

/** The pad's fields' handlers and its separator: the same object while the separator is. */
export type PadFields = ReturnType<typeof usePadEntry>['fields'];

/**
 * What a field needs, spread on a Mantine TextInput: `typing` is the field being typed in (any
 * other field's typing is ignored, so a row may be given only its own).
 */
export function padFieldProps(
  { handlers, separator }: PadFields,
  id: string,
  shown: string,
  typing: PadTyping | null,
) {
  const isTyping = typing?.id === id;
  return {
    value: isTyping ? typing.text : padText(shown, separator),
    inputMode: 'none' as const,
    autoComplete: 'off',
    'data-pad-field': id,
    'data-typing': isTyping || undefined,
    ...handlers,
  };
}

interface PadState {
  current: RefObject<PadTyping | null>;
  padRef: RefObject<HTMLDivElement | null>;
  quiet: RefObject<boolean>;
  latest: RefObject<PadEntryOptions>;
  setTypingState: (next: PadTyping | null) => void;
}

function padActions({ current, padRef, quiet, latest, setTypingState }: PadState) {
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
    set({
      ...typed,
      text: typeKey(from, key, latest.current.separator),
      typed: true,
      fresh: false,
    });
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

  const idOf = (event: { currentTarget: HTMLInputElement }) =>
    event.currentTarget.dataset.padField ?? '';

  const handlers = {
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      if (!quiet.current && open(idOf(event), event.currentTarget.value))
        event.currentTarget.select();
    },
    onClick: (event: MouseEvent<HTMLInputElement>) => {
      if (open(idOf(event), event.currentTarget.value)) event.currentTarget.select();
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      set({ id: idOf(event), text: event.currentTarget.value, typed: true, fresh: false }),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      const id = idOf(event);
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

  return { handlers, press, done, next, onBlur };
}
