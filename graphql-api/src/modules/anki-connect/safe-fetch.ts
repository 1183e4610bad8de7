import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { mediaMessages } from '../media/media.schema';
import { AnkiConnectError, ankiMessages, URL_FETCH_MAX_REDIRECTS, URL_FETCH_TIMEOUT_MS } from './anki-connect.schema';

/**
 * Addresses a note's `url` may never reach (DESIGN §17): the server's own, its network's, and the cloud metadata
 * services'. IPv4-mapped IPv6 addresses are checked as their IPv4 address.
 */
const blocked = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the metadata service's 169.254.169.254 among them
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 reaches IPv4 behind it
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8],
  ['fd00:ec2::', 32], // AWS's IPv6 metadata (inside fc00::/7 already; named for the reader)
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` is one the server may fetch from. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1] as string);
    return !blocked.check(address, 'ipv6');
  }
  return !blocked.check(address, 'ipv4');
}

export type SafeFetchOptions = {
  maxBytes: number;
  /** `host:port` pairs let through whatever their address (a test's local server; never set in production). */
  allow?: readonly string[];
};

/**
 * Downloads `url` for a note under SSRF rules: http(s) only; the host resolved once and every address it resolves to
 * checked (public only), the connection made to that checked address (no second resolution to rebind); redirects
 * followed by hand and checked the same way, at most URL_FETCH_MAX_REDIRECTS; URL_FETCH_TIMEOUT_MS in all; no more
 * than `maxBytes` read; no cookies or credentials sent. Refusals are AnkiConnectErrors in Spanish.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<Buffer> {
  const deadline = AbortSignal.timeout(URL_FETCH_TIMEOUT_MS);
  let current = parseUrl(url);
  for (let redirects = 0; ; redirects++) {
    const answer = await fetchOnce(current, options, deadline);
    if ('body' in answer) return answer.body;
    if (redirects >= URL_FETCH_MAX_REDIRECTS) throw new AnkiConnectError(ankiMessages.urlTooManyRedirects);
    current = parseUrl(new URL(answer.location, current).toString());
  }
}

function parseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AnkiConnectError(ankiMessages.urlInvalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AnkiConnectError(ankiMessages.urlScheme);
  if (url.username || url.password) throw new AnkiConnectError(ankiMessages.urlInvalid);
  return url;
}

async function resolveChecked(url: URL, allow: readonly string[]): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  let addresses: { address: string; family: number }[];
  try {
    addresses = net.isIP(host) ? [{ address: host, family: net.isIP(host) }] : await dns.lookup(host, { all: true });
  } catch {
    throw new AnkiConnectError(ankiMessages.urlUnreachable);
  }
  const allowed = allow.includes(`${host}:${port}`);
  if (addresses.length === 0 || (!allowed && !addresses.every((entry) => isPublicAddress(entry.address)))) {
    throw new AnkiConnectError(ankiMessages.urlForbidden);
  }
  return addresses[0] as { address: string; family: number };
}

async function fetchOnce(
  url: URL,
  options: SafeFetchOptions,
  deadline: AbortSignal,
): Promise<{ body: Buffer } | { location: string }> {
  const target = await resolveChecked(url, options.allow ?? []);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        signal: deadline,
        headers: { 'user-agent': 'Repaso (AnkiConnect)', accept: '*/*' },
        // The checked address, never a second look-up; TLS still verifies the name of the url.
        lookup: (_hostname, lookupOptions, callback) => {
          if ((lookupOptions as { all?: boolean }).all) {
            (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
          } else callback(null, target.address, target.family);
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ location: response.headers.location });
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(new AnkiConnectError(ankiMessages.urlFailed(status)));
          return;
        }
        const parts: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            request.destroy();
            reject(new AnkiConnectError(mediaMessages.uploadTooLarge));
            return;
          }
          parts.push(chunk);
        });
        response.on('end', () => resolve({ body: Buffer.concat(parts) }));
        response.on('error', (error) => reject(error));
      },
    );
    request.on('error', () =>
      reject(new AnkiConnectError(deadline.aborted ? ankiMessages.urlTimeout : ankiMessages.urlUnreachable)),
    );
    request.end();
  });
}
