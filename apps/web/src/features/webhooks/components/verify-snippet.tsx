import { Code, Stack, Text } from '@mantine/core';
import { useWebhookT } from '../i18n';

/** Code, not prose: the same in every language. */
const SNIPPET = `import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.ATELIER_WEBHOOK_SECRET);

// rawBody: the request's body exactly as received, before any JSON parsing
const event = webhook.verify(rawBody, {
  'webhook-id': request.headers['webhook-id'],
  'webhook-timestamp': request.headers['webhook-timestamp'],
  'webhook-signature': request.headers['webhook-signature'],
});`;

/** How a receiver checks that a delivery came from Atelier, with the standardwebhooks library. */
export function VerifySnippet() {
  const t = useWebhookT();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('wh.verifyTitle')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('wh.verifyText')}
      </Text>
      <Code block style={{ whiteSpace: 'pre', overflowX: 'auto', maxWidth: '100%' }}>
        {SNIPPET}
      </Code>
    </Stack>
  );
}
