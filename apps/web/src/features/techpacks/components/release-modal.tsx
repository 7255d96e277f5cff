import {
  TECHPACK_NOTE_MAX,
  ZReleaseTechpackSchema,
  type TReleaseTechpackSchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Text, Textarea } from '@mantine/core';
import { countedDescription } from '../../../components/form/char-count';
import { FormModal } from '../../../components/form/form-modal';

import { useReleaseTechpack } from '../api/release-techpack';
import { useTechPackT } from '../i18n';

const FIELDS = ['note'] as const;

interface ReleaseModalProps {
  productId: string;
  /** The letter the release will take ('B'). */
  next: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Releasing the tech pack's next revision, with an optional note: says first what a release does,
 * since it cannot be taken back. A 409 (nothing changed since the last revision) shows above the
 * form.
 */
export function ReleaseModal({ productId, next, opened, onClose }: ReleaseModalProps) {
  const t = useTechPackT();
  const release = useReleaseTechpack(productId);
  return (
    <FormModal<TReleaseTechpackSchema, TReleaseTechpackSchema>
      opened={opened}
      onClose={onClose}
      title={t('tp.release', { next })}
      resolver={zodResolver(ZReleaseTechpackSchema)}
      defaultValues={{ note: '' }}
      fields={FIELDS}
      submitLabel={t('tp.release', { next })}
      onSubmit={async (values) => await release.mutateAsync(values)}
    >
      {(form) => (
        <>
          <Text size="sm">{t('tp.releaseText', { next })}</Text>
          <Text size="sm" fw={600}>
            {t('tp.releaseWarn')}
          </Text>
          <Textarea
            label={t('tp.note')}
            placeholder={t('tp.notePlaceholder')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={TECHPACK_NOTE_MAX + 20}
            {...countedDescription((form.watch('note') ?? '').length, TECHPACK_NOTE_MAX)}
            {...form.register('note')}
            error={form.formState.errors.note?.message}
          />
        </>
      )}
    </FormModal>
  );
}
