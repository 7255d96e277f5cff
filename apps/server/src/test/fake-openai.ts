/**
 * A local stand-in for an OpenAI-compatible chat-completions endpoint (`POST /v1/chat/completions`,
 * not streamed), for designmate's tests. Each request is kept as sent; `reply` decides the answer
 * — a message, tool calls, an error status, garbage, or nothing at all (a provider that hangs).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

export type FakeReply =
  | { content: string }
  | { toolCalls: FakeToolCall[] }
  | { status: number; body: string }
  | { hang: true };

export interface FakeChatRequest {
  model: string;
  messages: { role: string; content: string | null; tool_calls?: unknown[] }[];
  tools?: { function: { name: string } }[];
}

async function bodyOf(request: IncomingMessage): Promise<FakeChatRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeChatRequest;
}

export async function startFakeOpenAi(reply: (request: FakeChatRequest, n: number) => FakeReply) {
  const requests: FakeChatRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const body = await bodyOf(request);
      requests.push(body);
      const answer = reply(body, requests.length);
      if ('hang' in answer) {
        hanging.add(response);
        return;
      }
      if ('status' in answer) {
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
        return;
      }
      const message =
        'content' in answer
          ? { role: 'assistant', content: answer.content }
          : {
              role: 'assistant',
              content: null,
              tool_calls: answer.toolCalls.map((call, index) => ({
                id: `call_${requests.length}_${index}`,
                type: 'function',
                function: { name: call.name, arguments: JSON.stringify(call.arguments) },
              })),
            };
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [
            {
              index: 0,
              message,
              finish_reason: 'content' in answer ? 'stop' : 'tool_calls',
            },
          ],
          usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
