import { INVITE_EMAILS_MAX, ZShareWithEmailSchema } from '@atelier/domain';
import { Button, Group } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { EmailTagsField, emailListError } from '../../../../components/form/email-tags-field';
import { FormStack } from '../../../../components/form/form-stack';
import { runMutation } from '../../../../lib/run-mutation';
import { useShareMutations } from '../../api/share-links';
import { expiresAtOf } from '../../lib/share-options';
import { ShareSettings, type ShareSettingsValue } from './share-settings';

/** E-mails a link of its own to each address, with the chosen grant. */
export function ShareEmailForm({ productId, onSent }: { productId: string; onSent: () => void }) {
  const { email } = useShareMutations(productId);
  const [emails, setEmails] = useState<string[]>([]);
  const [typing, setTyping] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [settings, setSettings] = useState<ShareSettingsValue>({
    access: 'view',
    expiry: 'never',
  });

  const submit = async () => {
    // An address still being typed counts too, so nobody has to press Enter first.
    const all = typing.trim() ? [...emails, typing.trim()] : emails;
    const parsed = ZShareWithEmailSchema.safeParse({
      productId,
      emails: all,
      action: settings.access,
      expiresAt: expiresAtOf(settings.expiry),
    });
    if (!parsed.success) {
      setError(emailListError(parsed.error.issues[0], all));
      return;
    }
    setError(null);
    await runMutation(() => email.mutateAsync(parsed.data), {
      onSuccess: () => {
        setEmails([]);
        setTyping('');
        onSent();
      },
    });
  };

  return (
    <FormStack onSubmit={submit}>
      <EmailTagsField
        label="Email addresses"
        description={`Suppliers, clients, anyone: no account needed. Up to ${INVITE_EMAILS_MAX} at once.`}
        value={emails}
        onChange={(next) => {
          setEmails(next);
          setError(null);
        }}
        typing={typing}
        onTypingChange={setTyping}
        max={INVITE_EMAILS_MAX}
        error={error}
      />
      <ShareSettings value={settings} onChange={setSettings} />
      <Group justify="flex-end">
        <Button type="submit" leftSection={<IconSend size={16} />} loading={email.isPending}>
          Send
        </Button>
      </Group>
    </FormStack>
  );
}
