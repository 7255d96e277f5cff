import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useWebhookT } from '../i18n';

/** Why the page shows no webhooks: no team chosen, or the person is not the team's owner. */
export function WebhooksUnavailable({ reason }: { reason: 'noTeam' | 'notOwner' }) {
  const t = useWebhookT();
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={18} />} title={t('wh.title')}>
      {reason === 'noTeam' ? t('wh.chooseTeam') : t('wh.ownerOnly')}
    </Alert>
  );
}
