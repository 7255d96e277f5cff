/**
 * A local stand-in for an OpenAI-compatible chat-completions endpoint (`POST /v1/chat/completions`),
 * for designmate's tests, plain or streamed (`stream: true`: server-sent chunks with content and
 * tool-call argument deltas, the usage last, then `[DONE]`, as the provider sends them). Each
 * request is kept as sent; `reply` decides the answer — a message, tool calls, an error status,
 * garbage, nothing at all (a provider that hangs), or a stream that stalls half-way. The journeys
 * run it on a port of their own (`fake-openai-server.ts`).
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
  | { hang: true }
  | { stall: string };

export interface FakeChatRequest {
  model: string;
  messages: { role: string; content: string | null; tool_calls?: unknown[] }[];
  tools?: { function: { name: string } }[];
  stream?: boolean;
  max_tokens?: number;
}

const USAGE = { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 };

/** A streamed answer's chunks: the words a few at a time, each tool call's arguments in pieces. */
function chunksOf(answer: { content: string } | { toolCalls: FakeToolCall[] }, n: number) {
  const delta = (value: Record<string, unknown>, finish: string | null = null) => ({
    choices: [{ index: 0, delta: value, finish_reason: finish }],
  });
  if ('content' in answer) {
    const words = answer.content.match(/\S+\s*/g) ?? [answer.content];
    return [
      delta({ role: 'assistant', content: '' }),
      ...words.map((word) => delta({ content: word })),
      delta({}, 'stop'),
    ];
  }
  return [
    delta({ role: 'assistant', content: null }),
    ...answer.toolCalls.flatMap((call, index) => {
      const args = JSON.stringify(call.arguments);
      const half = Math.ceil(args.length / 2);
      return [
        delta({
          tool_calls: [
            {
              index,
              id: `call_${n}_${index}`,
              type: 'function',
              function: { name: call.name, arguments: '' },
            },
          ],
        }),
        delta({ tool_calls: [{ index, function: { arguments: args.slice(0, half) } }] }),
        delta({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] }),
      ];
    }),
    delta({}, 'tool_calls'),
  ];
}

function stream(response: ServerResponse, model: string, n: number, chunks: object[], end = true) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  const base = { id: `chatcmpl-${n}`, object: 'chat.completion.chunk', created: 0, model };
  for (const chunk of chunks) response.write(`data: ${JSON.stringify({ ...base, ...chunk })}\n\n`);
  if (!end) return;
  response.write(`data: ${JSON.stringify({ ...base, choices: [], usage: USAGE })}\n\n`);
  response.end('data: [DONE]\n\n');
}

async function bodyOf(request: IncomingMessage): Promise<FakeChatRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeChatRequest;
}

export async function startFakeOpenAi(
  reply: (request: FakeChatRequest, n: number) => FakeReply,
  port = 0,
) {
  const requests: FakeChatRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    void (async () => {
      // The provider's list of models: what a journey waits on before it starts.
      if (request.method === 'GET' && request.url === '/v1/models') {
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model' }] }));
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const body = await bodyOf(request);
      requests.push(body);
      const answer = reply(body, requests.length);
      if ('hang' in answer || 'stall' in answer) {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
      }
      if ('hang' in answer) {
        return;
      }
      if ('status' in answer) {
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
        return;
      }
      if ('stall' in answer) {
        stream(
          response,
          body.model,
          requests.length,
          chunksOf({ content: answer.stall }, 0).slice(0, -1),
          false,
        );
        return;
      }
      if (body.stream) {
        stream(response, body.model, requests.length, chunksOf(answer, requests.length));
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
          usage: USAGE,
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    requests,
    /** Answers still held open (a hang or a stall the asker has not given up on). */
    open: () => hanging.size,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
