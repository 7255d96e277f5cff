import { CONSTRUCTION_NOTES_MAX, type Construction } from '@atelier/domain';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { countedDescription } from '../../../components/form/char-count';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/form-errors';

import { toast } from '../../../lib/toast';
import { constructionQueryOptions } from '../api/get-construction';
import { useSaveConstructionNotes } from '../api/save-notes';
import classes from './callouts.module.css';
import { useConstructionT } from '../i18n';

interface ConstructionNotesProps {
  productId: string;
  construction: Construction;
}

/**
 * The free construction notes (stitch types, seam allowances, label placement), saved with Save.
 * A save names the revision the text started from: if someone saved since, the server refuses it,
 * their notes are shown, and the person's own text stays in the box to merge and save again.
 */
export function ConstructionNotes({ productId, construction }: ConstructionNotesProps) {
  const t = useConstructionT();
  const queryClient = useQueryClient();
  const save = useSaveConstructionNotes(productId);
  // What the box started from, and what it holds now.
  const [base, setBase] = useState({ notes: construction.notes, revision: construction.revision });
  const [draft, setDraft] = useState(construction.notes);
  const [saved, setSaved] = useState(false);
  const [newer, setNewer] = useState<string | null>(null);
  const [seen, setSeen] = useState(construction);
  const dirty = draft !== base.notes;

  // A teammate's save shows at once in an untouched box; over typed text it waits for Save.
  if (seen !== construction) {
    setSeen(construction);
    if (!dirty && construction.revision !== base.revision) {
      setBase({ notes: construction.notes, revision: construction.revision });
      setDraft(construction.notes);
    }
  }

  const submit = async () => {
    try {
      const { data } = await save.mutateAsync({ notes: draft, revision: base.revision });
      setBase({ notes: data.notes, revision: data.revision });
      setSeen(data);
      setNewer(null);
      setSaved(true);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) {
        toast.error(errorMessage(error));
        return;
      }
      const fresh = await queryClient.fetchQuery({
        ...constructionQueryOptions(productId),
        staleTime: 0,
      });
      // The next save goes over their revision, with the text the person has merged.
      setBase({ notes: fresh.notes, revision: fresh.revision });
      setSeen(fresh);
      setNewer(fresh.notes);
    }
  };

  if (!construction.policies.edit) {
    return construction.notes.trim() === '' ? null : (
      <Stack gap={4}>
        <Text fw={600}>{t('con.notes')}</Text>
        <Text size="sm" className={classes.text}>
          {construction.notes}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      {newer !== null && (
        <Alert color="yellow" title={t('con.conflict')}>
          <Stack gap="xs">
            <Text size="sm">{t('con.conflictText')}</Text>
            <Text
              size="sm"
              className={classes.text}
              p="xs"
              bg="var(--mantine-color-body)"
              aria-label={t('con.theirNotes')}
            >
              {newer || t('con.emptyText')}
            </Text>
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => {
                  setDraft(newer);
                  setNewer(null);
                }}
              >
                {t('con.useTheirs')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Textarea
        label={t('con.notes')}
        placeholder={t('con.notesPlaceholder')}
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setSaved(false);
        }}
        maxLength={CONSTRUCTION_NOTES_MAX}
        autosize
        minRows={4}
        maxRows={16}
        {...countedDescription(draft.length, CONSTRUCTION_NOTES_MAX)}
      />
      <Group justify="flex-end" gap="sm">
        <Text size="sm" c="dimmed" role="status">
          {dirty ? t('con.unsaved') : saved ? t('con.saved') : ''}
        </Text>
        <Button onClick={() => void submit()} loading={save.isPending} disabled={!dirty}>
          {t('con.saveNotes')}
        </Button>
      </Group>
    </Stack>
  );
}
