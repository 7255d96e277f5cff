import {
  TECHPACK_LINK_DEFAULT_DAYS,
  TECHPACK_RECIPIENT_MAX,
  ZCreateTechpackLinkSchema,
  type TCreateTechpackLinkSchema,
  type TechpackLink,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ChoiceController } from '../../../components/form/choice-controller';
import { FormActions } from '../../../components/form/form-actions';
import { FormStack } from '../../../components/form/form-stack';
import { MadeLink } from '../../../components/ui/copy-link-button';
import { applyServerErrors } from '../../../lib/form-errors';
import { useFormat } from '../../../lib/format';

import { toast } from '../../../lib/toast';
import { useTechpackLinkMutations } from '../api/techpack-links';
import { useTechPackT } from '../i18n';
import { serverText } from '../../../lib/server-texts/server-text';

const FIELDS = ['recipient', 'email', 'expiresInDays'] as const;

/** How long a link may last, in days: the sender picks one. */
export const EXPIRY_OPTIONS = [7, 14, 30, 60, 90, 180, 365].map((days) => ({
  value: String(days),
  label: `${days} days`,
}));

interface SendValues {
  recipient: string;
  email: string;
  expiresInDays: string;
}

interface SendToFactoryModalProps {
  productId: string;
  /** The revision sent: its id and letter ('B'). */
  revision: { _id: string; revision: string } | null;
  onClose: () => void;
}

/**
 * Sends one released revision to a factory (issue 46 §7): to whom, an optional address to e-mail
 * it to, how long it lasts. Once made, the link is shown ready to copy; the factory sees this
 * revision only, never its costs.
 */
export function SendToFactoryModal({ productId, revision, onClose }: SendToFactoryModalProps) {
  const t = useTechPackT();
  return (
    <Modal
      opened={revision !== null}
      onClose={onClose}
      title={revision ? t('tp.sendTitle', { revision: revision.revision }) : ''}
      centered
    >
      {revision && (
        <SendForm key={revision._id} productId={productId} revision={revision} onClose={onClose} />
      )}
    </Modal>
  );
}

function SendForm({
  productId,
  revision,
  onClose,
}: {
  productId: string;
  revision: { _id: string; revision: string };
  onClose: () => void;
}) {
  const t = useTechPackT();
  const { create } = useTechpackLinkMutations(productId);
  const { formatDate } = useFormat();
  const [made, setMade] = useState<TechpackLink | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SendValues, unknown, z.output<typeof ZCreateTechpackLinkSchema>>({
    resolver: zodResolver(
      ZCreateTechpackLinkSchema as z.ZodType<
        z.output<typeof ZCreateTechpackLinkSchema>,
        SendValues
      >,
    ),
    defaultValues: { recipient: '', email: '', expiresInDays: String(TECHPACK_LINK_DEFAULT_DAYS) },
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const body: TCreateTechpackLinkSchema = values;
      const answer = await create.mutateAsync({ revisionId: revision._id, ...body });
      toast.success(serverText(answer));
      setMade(answer.data);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  if (made?.url) {
    return (
      <Stack gap="md">
        <Text size="sm">
          {made.email
            ? t('tp.emailed', { email: made.email })
            : t('tp.sendThis', { recipient: made.recipient })}
        </Text>
        <MadeLink label={t('tp.linkFor', { recipient: made.recipient })} url={made.url} />
        <Text size="xs" c="dimmed">
          {t('tp.opensOnly', { revision: made.revision, date: formatDate(made.expiresAt) })}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('tp.done')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <FormStack onSubmit={submit} error={formError}>
      <Text size="sm">{t('tp.sendIntro', { revision: revision.revision })}</Text>
      <TextInput
        label={t('tp.recipient')}
        description={t('tp.recipientHint')}
        required
        maxLength={TECHPACK_RECIPIENT_MAX + 20}
        data-autofocus
        {...form.register('recipient')}
        error={form.formState.errors.recipient?.message}
      />
      <TextInput
        label={t('tp.email')}
        description={t('tp.emailHint')}
        type="email"
        autoComplete="off"
        {...form.register('email')}
        error={form.formState.errors.email?.message}
      />
      <ChoiceController
        control={form.control}
        name="expiresInDays"
        label={t('tp.expires')}
        data={EXPIRY_OPTIONS.map((option) => ({
          ...option,
          label: t('tp.days', { days: Number(option.value) }),
        }))}
      />
      <FormActions
        onCancel={onClose}
        submitLabel={t('tp.createLink')}
        loading={form.formState.isSubmitting}
        mt="xs"
      />
    </FormStack>
  );
}
