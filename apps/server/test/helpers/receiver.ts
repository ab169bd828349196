import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got: its headers and the raw body, byte for byte. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** What the receiver answered (null when it never answered: the sender went away). */
  answered: number | null;
}

/** How the receiver answers the n-th request (0-based): a status, or hold the request open until told. */
export type Answer = number | 'hold';

/**
 * A local webhook receiver: it keeps every request and answers as the test
 * says (fail twice then succeed; hold a request open to kill the sender mid-send).
 */
export interface Receiver {
  url(path?: string): string;
  requests: Received[];
  answers: (index: number) => Answer;
  waitForRequests(count: number, timeoutMs?: number): Promise<Received[]>;
  /** Answers every held request now. */
  release(status?: number): void;
  close(): Promise<void>;
}

export async function startReceiver(answers: (index: number) => Answer = () => 200): Promise<Receiver> {
  const requests: Received[] = [];
  const held: { response: ServerResponse; received: Received }[] = [];
  const receiver: Receiver = {
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    requests,
    answers,
    async waitForRequests(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > deadline) throw new Error(`${count} request(s) never arrived (${requests.length} did)`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return requests;
    },
    release(status = 200) {
      for (const { response, received } of held.splice(0)) {
        received.answered = status;
        response.writeHead(status).end();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received: Received = {
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        answered: null,
      };
      const answer = receiver.answers(requests.length);
      requests.push(received);
      if (answer === 'hold') {
        held.push({ response, received });
        return;
      }
      received.answered = answer;
      response.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return receiver;
}
