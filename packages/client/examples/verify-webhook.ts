import { createServer } from 'node:http';
import type { WebhookMessage } from '@atelier/client';
import { Webhook } from 'standardwebhooks';

// The endpoint's secret (whsec_…), shown once when the webhook was made.
const webhook = new Webhook(process.env.ATELIER_WEBHOOK_SECRET ?? '');
const port = Number(process.env.PORT ?? 4000);

createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    // Throws unless Atelier signed this very body, less than five minutes ago.
    const headers = request.headers as Record<string, string>;
    const event = webhook.verify(Buffer.concat(chunks), headers) as WebhookMessage;
    console.log(`${event.type} at ${event.timestamp}`, JSON.stringify(event.data));
    response.writeHead(204).end();
  } catch {
    response.writeHead(400).end();
  }
}).listen(port, () => console.log(`Listening on port ${port}`));
