/**
 * A raw HTTP/1.1 client for probing `npm run serve` as an attacker would: the request head is
 * written byte for byte (no client-side checks on method, target or headers), and the answer is
 * read until the server closes the connection.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { startServer } from '../../../scripts/serve.ts';
import { distDir } from './site.ts';

export interface RawResponse {
  /** 0 when the server closed the connection without an answer. */
  status: number;
  headers: Record<string, string>;
  body: string;
}

export async function rawRequest(port: number, head: string, timeoutMs = 5_000): Promise<RawResponse> {
  return parseResponse(await rawExchange(port, head, timeoutMs));
}

/** Everything the server sent on one connection for `bytes`, until it closed it (every answer, not just the first). */
export function rawExchange(port: number, bytes: string, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close within ${timeoutMs} ms after ${JSON.stringify(bytes.slice(0, 120))}`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while the request is still being written (an oversized head): not an error.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
    socket.end(bytes);
  });
}

function parseResponse(text: string): RawResponse {
  const split = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = (split === -1 ? text : text.slice(0, split)).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const raw = split === -1 ? '' : text.slice(split + 4);
  return { status, headers, body: Buffer.from(raw, 'latin1').toString('utf8') };
}

/** A request head: request line, headers (a `null` Host sends none), blank line. */
export function head(method: string, target: string, host: string | null, extra: string[] = [], version = 'HTTP/1.1') {
  return [`${method} ${target} ${version}`, ...(host === null ? [] : [`Host: ${host}`]), 'Connection: close', ...extra]
    .join('\r\n')
    .concat('\r\n\r\n');
}

/** `npm run serve` on the built dist/, on a free port of localhost. */
export async function startTestServer(): Promise<{ server: Server; port: number }> {
  const server = await startServer({ distDir, port: 0, host: '127.0.0.1', quiet: true });
  return { server, port: (server.address() as AddressInfo).port };
}
