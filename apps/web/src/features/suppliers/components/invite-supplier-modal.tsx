import {
  INVITE_EMAILS_MAX,
  ZInviteSupplierSchema,
  type TInviteSupplierSchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { EmailTagsField } from '../../../components/form/email-tags-field';
import { FormModal } from '../../../components/form/form-modal';
import { NameField } from '../../../components/form/name-field';

import { useInviteSupplier } from '../api/invite-supplier';
import { useSupplierT } from '../i18n';

type Output = z.output<typeof ZInviteSupplierSchema>;
const FIELDS = ['name', 'emails'] as const;

/** The list's own error, or the first bad address with its reason. */
function emailsError(errors: FieldErrors<TInviteSupplierSchema>, emails: string[]) {
  const error = errors.emails;
  if (!error) return null;
  if (error.message) return error.message;
  const index = emails.findIndex((_, at) => Array.isArray(error) && error[at]?.message);
  return index >= 0 && Array.isArray(error) ? `${emails[index]}: ${error[index].message}` : null;
}

interface InviteSupplierModalProps {
  teamId: string;
  teamName: string;
  opened: boolean;
  onClose: () => void;
}

/** Names a supplier company and e-mails its people an invitation to the team. */
export function InviteSupplierModal({
  teamId,
  teamName,
  opened,
  onClose,
}: InviteSupplierModalProps) {
  const t = useSupplierT();
  const invite = useInviteSupplier(teamId);
  const [typing, setTyping] = useState('');
  return (
    <FormModal<TInviteSupplierSchema, Output>
      opened={opened}
      onClose={() => {
        setTyping('');
        onClose();
      }}
      title={t('sup.inviteTitle', { team: teamName })}
      size="lg"
      resolver={zodResolver(ZInviteSupplierSchema)}
      defaultValues={{ name: '', emails: [] }}
      fields={FIELDS}
      conflictField="name"
      submitLabel={t('sup.send')}
      onSubmit={async (values) => {
        const answer = await invite.mutateAsync(values);
        setTyping('');
        return answer;
      }}
    >
      {(form) => (
        <>
          <NameField
            label={t('sup.name')}
            placeholder="Atelier Nord Knitwear"
            field={form.register('name')}
            error={form.formState.errors.name?.message}
          />
          <Controller
            control={form.control}
            name="emails"
            render={({ field }) => (
              <EmailTagsField
                label={t('sup.emails')}
                description={t('sup.emailsHint', { max: INVITE_EMAILS_MAX })}
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  form.clearErrors('emails');
                }}
                typing={typing}
                onTypingChange={setTyping}
                max={INVITE_EMAILS_MAX}
                error={emailsError(form.formState.errors, field.value)}
              />
            )}
          />
          <Text size="sm" c="dimmed">
            {t('sup.inviteText')}
          </Text>
        </>
      )}
    </FormModal>
  );
}
