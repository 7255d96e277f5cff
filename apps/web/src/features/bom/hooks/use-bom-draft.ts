import type { Bom } from '@atelier/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { bomQueryOptions } from '../api/get-bom';
import { useSaveBom } from '../api/save-bom';
import { draftKey, draftOf, lineProblem, rebase, saveBody, type BomDraft } from '../lib/draft';
import { useBomT } from '../i18n';
import { serverText } from '../../../lib/server-texts/server-text';

/** How long editing pauses before the bill is saved. */
export const BOM_SAVE_DELAY_MS = 800;

export type BomStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; revision: number; message: string }
  | { kind: 'waiting'; message: string }
  | { kind: 'error'; message: string };

/**
 * The bill being edited, saved as the person goes: a pause sends the whole bill with the revision
 * it was made from. A teammate's newer revision (told live, or by a 409 at the next save) is read
 * and the person's unsaved edits are laid over it by line and field; where both changed the same
 * field the person's stays, and the note says so. A line the server would refuse holds the save
 * back, with the reason, until it is fixed.
 */
export function useBomDraft(productId: string, bom: Bom) {
  const t = useBomT();
  const tApp = useT();
  const queryClient = useQueryClient();
  const { mutateAsync: send } = useSaveBom(productId);
  const [draft, setDraftState] = useState<BomDraft>(() => draftOf(bom));
  const [status, setStatus] = useState<BomStatus>({ kind: 'idle' });
  const [notice, setNotice] = useState('');
  const [afterSave, setAfterSave] = useState(0);
  const draftRef = useRef(draft);
  const savedRef = useRef(draftOf(bom));
  const revisionRef = useRef(bom.revision);
  const inFlight = useRef(false);
  const again = useRef(false);
  const remoteRevision = useRef(0);

  const setDraft = useCallback((next: BomDraft) => {
    draftRef.current = next;
    setDraftState(next);
  }, []);

  const takeIn = useCallback(
    (fresh: Bom) => {
      const theirs = draftOf(fresh);
      const merged = rebase(savedRef.current, draftRef.current, theirs);
      savedRef.current = theirs;
      revisionRef.current = fresh.revision;
      setDraft(merged.draft);
      setNotice(
        t('bom.teammateSaved', {
          by: fresh.updatedBy?.name ?? tApp('spec.aTeammate'),
          applied: merged.applied,
          conflicts: merged.conflicts,
        }),
      );
    },
    [setDraft, t],
  );

  const readNewer = useCallback(
    () => queryClient.fetchQuery({ ...bomQueryOptions(productId), staleTime: 0 }),
    [productId, queryClient],
  );

  const settle = useCallback(() => {
    inFlight.current = false;
    if (again.current) {
      again.current = false;
      setAfterSave((count) => count + 1);
    }
  }, []);

  const catchUp = useCallback(async () => {
    if (inFlight.current || remoteRevision.current <= revisionRef.current) return;
    inFlight.current = true;
    try {
      const fresh = await readNewer();
      if (fresh.revision > revisionRef.current) {
        takeIn(fresh);
        again.current = true;
      }
    } catch {
      // The next save says what is wrong, or reads the newer bill on its 409.
    } finally {
      settle();
    }
  }, [readNewer, settle, takeIn]);

  useRealtimeEvent('bomChanged', (change) => {
    if (change.productId !== productId) return;
    remoteRevision.current = Math.max(remoteRevision.current, change.revision);
    void catchUp();
  });

  const save = useCallback(async () => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const sent = draftRef.current;
    if (draftKey(sent) === draftKey(savedRef.current)) return;
    const problem = sent.lines.map(lineProblem).findIndex((found) => found !== null);
    if (problem >= 0) {
      const found = lineProblem(sent.lines[problem]!)!;
      setStatus({
        kind: 'waiting',
        message: t('bom.notSavedYet', { n: problem + 1, message: t(found.message) }),
      });
      return;
    }
    inFlight.current = true;
    setStatus({ kind: 'saving' });
    try {
      const answer = await send(saveBody(sent, revisionRef.current));
      revisionRef.current = answer.data.revision;
      savedRef.current = sent;
      setStatus({ kind: 'saved', revision: answer.data.revision, message: serverText(answer) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const fresh = await readNewer().catch(() => null);
        if (fresh) {
          takeIn(fresh);
          again.current = true;
          setStatus({ kind: 'idle' });
        } else setStatus({ kind: 'error', message: serverText(error) });
      } else {
        setStatus({ kind: 'error', message: errorMessage(error) });
      }
    } finally {
      settle();
      void catchUp();
    }
  }, [catchUp, readNewer, send, settle, t, takeIn]);

  const key = draftKey(draft);
  useEffect(() => {
    const timer = window.setTimeout(() => void save(), BOM_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, save, afterSave]);

  // Leaving the page sends what the pause had not sent yet.
  useEffect(() => () => void save(), [save]);

  const change = useCallback(
    (next: BomDraft | ((current: BomDraft) => BomDraft)) =>
      setDraft(typeof next === 'function' ? next(draftRef.current) : next),
    [setDraft],
  );

  return { draft, change, status, notice, dismissNotice: () => setNotice('') };
}
