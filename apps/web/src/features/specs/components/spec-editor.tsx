import { micrometres, type Pom, type SizeRange, type SpecSheet } from '@atelier/domain';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconCloudUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LabelledSegmentedControl } from '../../../components/form/labelled-segmented-control';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { usePhoneLayout } from '../../../lib/use-phone-layout';
import { specQueryOptions } from '../api/get-spec';
import { useSaveSpec } from '../api/save-spec';
import {
  cellKey,
  draftKey,
  draftOf,
  parseTsv,
  pasteBlock,
  rebase,
  saveBody,
  setCell,
  withBaseSize,
  withSizes,
  type Column,
  type Draft,
  type DraftRow,
} from '../lib/draft';
import { SpecGrid, type CellProblem } from './spec-grid';
import { SpecGridPhone } from './spec-grid-phone';
import { useOthersEditing } from '../hooks/use-others-editing';
import { useSpecT } from '../i18n';
import { serverText } from '../../../lib/server-texts/server-text';

/** How long typing pauses before the sheet is saved. */
export const SAVE_DELAY_MS = 800;
const UNDO_DEPTH = 100;

type Status =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; revision: number; message: string }
  | { kind: 'error'; message: string };

interface Conflict {
  revision: number;
  by: string | null;
  applied: number;
  /** Of the person's changes, those at a value the newer sheet changed too. */
  conflicts: number;
  /** The newer sheet as it is, should the person drop their changes. */
  theirs: Draft;
}

interface SpecEditorProps {
  productId: string;
  sheet: SpecSheet;
  poms: Pom[];
  sizeRanges: SizeRange[];
}

/**
 * The spec sheet being edited: saved as the person goes (a pause in typing sends the whole sheet
 * with the revision it was made from). When a teammate saves a newer revision (told live, or by
 * a 409 at the next save), the newer sheet is read and the person's unsaved changes are laid over
 * it: changes at other cells are saved on top as usual; when both changed one value, the
 * person's stays on screen and nothing is sent until they say so.
 */
export function SpecEditor({ productId, sheet, poms, sizeRanges }: SpecEditorProps) {
  const t = useSpecT();
  const tApp = useT();
  const queryClient = useQueryClient();
  // Stable across renders, so the pause before a save is not restarted by every render.
  const { mutateAsync: sendSheet } = useSaveSpec(productId);
  const { formatDateTime } = useFormat();
  const isPhone = usePhoneLayout();
  const [draft, setDraftState] = useState<Draft>(() => draftOf(sheet));
  const [problems, setProblems] = useState<Record<string, CellProblem>>({});
  const othersEditing = useOthersEditing();
  const [history, setHistory] = useState<Draft[]>([]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [notice, setNotice] = useState('');
  const [afterSave, setAfterSave] = useState(0);
  const [pomSearch, setPomSearch] = useState('');
  const draftRef = useRef(draft);
  const savedRef = useRef(draftOf(sheet));
  const revisionRef = useRef(sheet.revision);
  const inFlight = useRef(false);
  const again = useRef(false);
  const paused = useRef(false);
  /** The newest revision a teammate is known to have saved. */
  const remoteRevision = useRef(0);

  const setDraft = useCallback((next: Draft) => {
    draftRef.current = next;
    setDraftState(next);
  }, []);

  /** A change the person made: undoable, and saved after the pause. */
  const change = (next: Draft) => {
    if (draftKey(next) === draftKey(draftRef.current)) {
      setDraft(next);
      return;
    }
    const previous = draftRef.current;
    setHistory((past) => [...past.slice(-(UNDO_DEPTH - 1)), previous]);
    setDraft(next);
  };

  /** A newer revision comes in under the person's unsaved changes. */
  const takeIn = useCallback(
    (fresh: SpecSheet) => {
      const theirs = draftOf(fresh);
      const merged = rebase(savedRef.current, draftRef.current, theirs);
      savedRef.current = theirs;
      revisionRef.current = fresh.revision;
      setDraft(merged.draft);
      const by = fresh.updatedBy?.name ?? null;
      if (merged.conflicts > 0) {
        paused.current = true;
        setConflict({ revision: fresh.revision, by, ...merged, theirs });
        return false;
      }
      setNotice(
        t('spec.teammateSaved', {
          by: by ?? tApp('spec.aTeammate'),
          revision: fresh.revision,
          applied: merged.applied,
        }),
      );
      return true;
    },
    [setDraft, t],
  );

  const readNewer = useCallback(
    () => queryClient.fetchQuery({ ...specQueryOptions(productId), staleTime: 0 }),
    [productId, queryClient],
  );

  /** Changes made while a save or a read was on its way go in the next save. */
  const settle = useCallback(() => {
    inFlight.current = false;
    if (again.current) {
      again.current = false;
      setAfterSave((count) => count + 1);
    }
  }, []);

  /** Reads the revision a teammate saved, unless a save of ours is on its way (it reads after). */
  const catchUp = useCallback(async () => {
    if (paused.current || inFlight.current) return;
    if (remoteRevision.current <= revisionRef.current) return;
    inFlight.current = true;
    try {
      const fresh = await readNewer();
      if (fresh.revision > revisionRef.current && takeIn(fresh)) setStatus({ kind: 'idle' });
    } catch {
      // The next save says what is wrong, or reads the newer sheet on its 409.
    } finally {
      settle();
    }
  }, [readNewer, settle, takeIn]);

  useRealtimeEvent('specChanged', (change) => {
    if (change.productId !== productId) return;
    remoteRevision.current = Math.max(remoteRevision.current, change.revision);
    void catchUp();
  });

  const save = useCallback(async () => {
    if (paused.current) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const sent = draftRef.current;
    if (!sent.baseSize || sent.sizes.length === 0) return;
    if (draftKey(sent) === draftKey(savedRef.current)) return;
    inFlight.current = true;
    setStatus({ kind: 'saving' });
    try {
      const answer = await sendSheet(saveBody(sent, revisionRef.current));
      revisionRef.current = answer.data.revision;
      savedRef.current = sent;
      setStatus({ kind: 'saved', revision: answer.data.revision, message: serverText(answer) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const fresh = await readNewer().catch(() => null);
        if (!fresh) setStatus({ kind: 'error', message: serverText(error) });
        else if (takeIn(fresh)) {
          // Only other cells changed: what the person typed goes on top of the newer revision.
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
  }, [catchUp, readNewer, sendSheet, settle, takeIn]);

  // Save once typing pauses.
  const key = draftKey(draft);
  useEffect(() => {
    if (conflict) return;
    const timer = window.setTimeout(() => void save(), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, conflict, save, afterSave]);

  // Leaving the page sends what the pause had not sent yet.
  useEffect(() => () => void save(), [save]);

  const undo = () => {
    const previous = history.at(-1);
    if (!previous) return;
    setHistory((past) => past.slice(0, -1));
    setDraft(previous);
    setNotice(t('spec.undone'));
  };

  const commit = (rowIndex: number, column: Column, text: string) => {
    const row = draftRef.current.rows[rowIndex];
    if (!row) return;
    const at = cellKey(row.pomId, column);
    const result = setCell(draftRef.current, rowIndex, column, text);
    setProblems(({ [at]: _gone, ...others }) =>
      result.ok ? others : { ...others, [at]: { text, error: result.error } },
    );
    if (result.ok) change(result.draft);
  };

  const paste = (rowIndex: number, column: Column, text: string) => {
    const result = pasteBlock(draftRef.current, rowIndex, column, parseTsv(text));
    change(result.draft);
    setProblems((current) => {
      const next = { ...current };
      // Cells the paste filled lose their old problem; the ones it could not read get theirs.
      for (const row of result.draft.rows) {
        for (const key of Object.keys(next)) if (key.startsWith(`${row.pomId} `)) delete next[key];
      }
      return { ...next, ...result.errors };
    });
    const refused = Object.keys(result.errors).length;
    setNotice(t('spec.pasted', { changed: result.changed, refused, outside: result.outside }));
  };

  const addRow = (pomId: string | null) => {
    const pom = poms.find((candidate) => candidate._id === pomId);
    if (!pom) return;
    change({
      ...draftRef.current,
      rows: [
        ...draftRef.current.rows,
        {
          pomId: pom._id,
          code: pom.code,
          name: pom.name,
          base: null,
          gradeRule: null,
          overrides: {},
          tolerance: {
            minus: micrometres(pom.tolerance.minus),
            plus: micrometres(pom.tolerance.plus),
          },
        },
      ],
    });
  };

  const removeRow = (row: DraftRow) => {
    change({
      ...draftRef.current,
      rows: draftRef.current.rows.filter((candidate) => candidate.pomId !== row.pomId),
    });
    setNotice(t('spec.removedRow', { code: row.code }));
  };

  const resolveConflict = (keepMine: boolean) => {
    if (!conflict) return;
    if (!keepMine) {
      setDraft(conflict.theirs);
      setProblems({});
    }
    paused.current = false;
    setConflict(null);
    setStatus({ kind: 'idle' });
    if (keepMine) void save();
  };

  const onSheet = new Set(draft.rows.map((row) => row.pomId));
  const pomOptions = poms
    .filter((pom) => !onSheet.has(pom._id))
    .map((pom) => ({ value: pom._id, label: `${pom.code} ${pom.name}` }));
  const rangeOptions = sizeRanges.map((range) => ({
    value: range._id,
    label: t('spec.rangeOption', {
      name: range.name,
      sizes: range.sizes.join(', '),
      base: range.baseSize,
    }),
  }));
  const hasSizes = draft.sizes.length > 0 && draft.baseSize !== null;

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={hasSizes ? t('spec.sizesFromRange') : t('spec.chooseSizes')}
          placeholder={hasSizes ? draft.sizes.join(', ') : t('spec.sizeRange')}
          data={rangeOptions}
          value={null}
          onChange={(id) => {
            const range = sizeRanges.find((candidate) => candidate._id === id);
            if (range) change(withSizes(draftRef.current, range.sizes, range.baseSize));
          }}
          w={260}
        />
        {hasSizes && (
          <Select
            label={tApp('spec.baseSize')}
            data={draft.sizes}
            value={draft.baseSize}
            allowDeselect={false}
            onChange={(size) => size && change(withBaseSize(draftRef.current, size))}
            w={120}
          />
        )}
        <LabelledSegmentedControl
          label={t('spec.unit')}
          value={draft.unit}
          onChange={(unit) => change({ ...draftRef.current, unit: unit as Draft['unit'] })}
          data={[
            { value: 'cm', label: 'cm' },
            { value: 'in', label: 'in' },
          ]}
        />
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={16} />}
          onClick={undo}
          disabled={history.length === 0}
          aria-keyshortcuts="Control+Z"
        >
          {t('spec.undo')}
        </Button>
      </Group>

      {conflict && (
        <Alert color="warning" title={t('spec.conflict.title')}>
          <Stack gap="xs">
            <Text size="sm">
              {t('spec.conflict.text', {
                by: conflict.by ?? tApp('spec.aTeammate'),
                revision: conflict.revision,
                applied: conflict.applied,
                conflicts: conflict.conflicts,
              })}
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => resolveConflict(true)}>
                {t('spec.saveMine')}
              </Button>
              <Button size="xs" variant="default" onClick={() => resolveConflict(false)}>
                {t('spec.discardMine')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}

      {hasSizes ? (
        draft.rows.length > 0 ? (
          isPhone ? (
            <SpecGridPhone
              draft={draft}
              editing={{ problems, onCommit: commit }}
              others={othersEditing.others}
              onCellFocus={othersEditing.onCellFocus}
            />
          ) : (
            <SpecGrid
              draft={draft}
              others={othersEditing.others}
              onCellFocus={othersEditing.onCellFocus}
              editing={{
                problems,
                onCommit: commit,
                onPaste: paste,
                onUndo: undo,
                onRemoveRow: removeRow,
              }}
            />
          )
        ) : (
          <Text c="dimmed" size="sm">
            {t('spec.addPomsHint')}
          </Text>
        )
      ) : (
        <Text c="dimmed" size="sm">
          {t('spec.chooseRangeHint')}
        </Text>
      )}

      {hasSizes && (
        <Select
          label={t('spec.addPom')}
          placeholder={pomOptions.length ? t('spec.searchPom') : t('spec.allPomsOn')}
          data={pomOptions}
          value={null}
          searchable
          searchValue={pomSearch}
          onSearchChange={setPomSearch}
          nothingFoundMessage={t('spec.noPomMatch')}
          onChange={(id) => {
            addRow(id);
            setPomSearch('');
          }}
          disabled={pomOptions.length === 0}
          maw={420}
        />
      )}

      <Group justify="space-between" gap="sm">
        <Text size="xs" c="dimmed">
          {isPhone ? t('phone.help') : t('spec.help')}
        </Text>
        <Text
          size="sm"
          role="status"
          aria-live="polite"
          c={status.kind === 'error' ? 'error.7' : 'dimmed'}
        >
          {status.kind === 'saving' && (
            <>
              <IconCloudUpload size={14} aria-hidden /> {t('spec.saving')}
            </>
          )}
          {status.kind === 'saved' && (
            <>
              <IconCheck size={14} aria-hidden /> {status.message}{' '}
              {tApp('spec.revisionDot', { revision: status.revision })}
            </>
          )}
          {status.kind === 'error' && t('spec.notSaved', { message: status.message })}
          {status.kind === 'idle' &&
            (sheet.revision > 0
              ? sheet.updatedAt
                ? t('spec.revisionSavedAt', {
                    revision: sheet.revision,
                    date: formatDateTime(sheet.updatedAt),
                  })
                : tApp('spec.revisionDot', { revision: sheet.revision })
              : t('spec.notSavedYet'))}
          {notice && ` ${notice}`}
        </Text>
      </Group>
    </Stack>
  );
}
