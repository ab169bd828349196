import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { connect as netConnect, type Socket } from 'node:net';
import { Agent, buildConnector } from 'undici';
import {
  type AddressVerdict,
  BlockedAddressError,
  isIpLiteral,
  portAllowed,
  portOf,
  type PortPolicy,
  REFUSED_ADDRESS_MESSAGE,
  vetAddress,
} from './addressPolicy';

/** Resolves a host name to every address it has (injectable so tests can point a name anywhere). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

/** The egress policy: what every outbound request of the product may reach. */
export interface EgressPolicy {
  /** Lets loopback and private addresses through, on any port: tests and local demos only. */
  allowPrivate: boolean;
  /** Ports that may be connected to (80 and 443 by default). */
  allowedPorts: PortPolicy;
  resolver?: Resolver;
  /** Which addresses may be connected to; tests stand a loopback address in for a public one. */
  addressPolicy?: (address: string) => AddressVerdict;
}

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

function noAddress(hostname: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`${hostname} has no address`);
  error.code = 'ENOTFOUND';
  return error;
}

/**
 * The lookup every guarded socket uses. Node calls it right before it
 * connects, so the addresses vetted here are the ones connected to: a name
 * that resolves to a public address once and a private one later (DNS
 * rebinding) is vetted again at every new connection. With no policy (private
 * addresses allowed) an injected resolver still decides where names go.
 */
function vettedLookup(resolver: Resolver, policy: ((address: string) => AddressVerdict) | null) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolver(hostname)
      .then((resolved) => {
        const family = typeof options.family === 'number' ? options.family : 0;
        const addresses = family === 0 ? resolved : resolved.filter((entry) => entry.family === family);
        if (addresses.length === 0) {
          callback(noAddress(hostname), '');
          return;
        }
        for (const entry of policy ? addresses : []) {
          const verdict = policy!(entry.address);
          if (!verdict.allowed) {
            callback(
              new BlockedAddressError(`${hostname} resolves to ${verdict.address}, which ${verdict.reason}`),
              '',
            );
            return;
          }
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, ''));
  };
}

/**
 * Explains (in the generic words) why a URL may not be requested, or returns
 * null when it may: http(s) only, an allowed port, and an IP literal must
 * pass the address policy. Host names are vetted when they are resolved.
 */
export function refuseUrl(url: URL, egress: EgressPolicy): { message: string; detail: string } | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    const scheme = url.protocol.replace(/:$/, '');
    return { message: `Only http and https addresses can be checked, not ${scheme}`, detail: scheme };
  }
  if (egress.allowPrivate) return null;
  if (!portAllowed(portOf(url), egress.allowedPorts)) {
    return { message: REFUSED_ADDRESS_MESSAGE, detail: `port ${portOf(url)} is not allowed` };
  }
  if (isIpLiteral(url.hostname)) {
    const verdict = (egress.addressPolicy ?? vetAddress)(url.hostname);
    if (!verdict.allowed) return { message: REFUSED_ADDRESS_MESSAGE, detail: `${verdict.address} ${verdict.reason}` };
  }
  return null;
}

/**
 * An undici Agent that connects only where the egress policy allows: every
 * connection's port and resolved address are vetted before a packet leaves,
 * and the peer actually reached is vetted again. The monitor's fetcher uses
 * it; so must every other outbound caller (webhooks, discovery, a browser
 * fetcher's requests): pass it as `dispatcher` and check URLs with refuseUrl.
 */
export function createGuardedAgent(egress: EgressPolicy, connectTimeoutMs: number): Agent {
  const resolver = egress.resolver ?? systemResolver;
  if (egress.allowPrivate) {
    const lookup = egress.resolver ? vettedLookup(resolver, null) : undefined;
    return new Agent({
      connect: { timeout: connectTimeoutMs, ...(lookup ? { lookup } : {}) },
      keepAliveTimeout: 10_000,
    });
  }
  const policy = egress.addressPolicy ?? vetAddress;
  const base = buildConnector({ timeout: connectTimeoutMs, lookup: vettedLookup(resolver, policy) });
  const connect: buildConnector.connector = (connectOptions, callback) => {
    const port = Number(connectOptions.port) || (connectOptions.protocol === 'https:' ? 443 : 80);
    if (!portAllowed(port, egress.allowedPorts)) {
      callback(new BlockedAddressError(`port ${port} is not allowed`), null);
      return;
    }
    // Node skips the lookup for IP literals, so they are vetted here, before any packet leaves.
    if (isIpLiteral(connectOptions.hostname)) {
      const verdict = policy(connectOptions.hostname);
      if (!verdict.allowed) {
        callback(new BlockedAddressError(`${verdict.address} ${verdict.reason}`), null);
        return;
      }
    }
    base(connectOptions, (error, socket) => {
      if (error || !socket) {
        callback(error ?? new Error('Connection failed'), null);
        return;
      }
      // Belt and braces: the peer the socket actually reached must pass too.
      const remote = (socket as Socket).remoteAddress;
      const verdict = remote ? policy(remote) : undefined;
      if (!verdict?.allowed) {
        socket.destroy();
        callback(new BlockedAddressError(`connected to ${remote ?? 'an unknown address'}, which is not allowed`), null);
        return;
      }
      callback(null, socket);
    });
  };
  return new Agent({ connect, keepAliveTimeout: 10_000 });
}

/**
 * Opens a raw TCP connection where the egress policy allows, for a tunnel (a
 * browser's HTTPS and WebSocket traffic through the monitor's proxy): the
 * same checks as the guarded agent's connections. The port and an IP literal
 * are vetted first; a name's addresses are vetted by the lookup Node calls
 * right before connecting, so DNS rebinding cannot slip past; the peer
 * reached is vetted again.
 */
export function connectGuarded(egress: EgressPolicy, host: string, port: number, timeoutMs: number): Promise<Socket> {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const policy = egress.allowPrivate ? null : (egress.addressPolicy ?? vetAddress);
  if (policy) {
    if (!portAllowed(port, egress.allowedPorts))
      return Promise.reject(new BlockedAddressError(`port ${port} is not allowed`));
    if (isIpLiteral(bare)) {
      const verdict = policy(bare);
      if (!verdict.allowed) return Promise.reject(new BlockedAddressError(`${verdict.address} ${verdict.reason}`));
    }
  }
  const lookup = policy || egress.resolver ? vettedLookup(egress.resolver ?? systemResolver, policy) : undefined;
  return new Promise((resolve, reject) => {
    const socket = netConnect({ host: bare, port, ...(lookup ? { lookup } : {}) });
    const timer = setTimeout(() => {
      const error: NodeJS.ErrnoException = new Error(`Connecting to ${host}:${port} timed out`);
      error.code = 'ETIMEDOUT';
      socket.destroy(error);
    }, timeoutMs);
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.once('connect', () => {
      clearTimeout(timer);
      const remote = socket.remoteAddress;
      const verdict = policy ? (remote ? policy(remote) : undefined) : { allowed: true };
      if (!verdict?.allowed) {
        socket.destroy();
        reject(new BlockedAddressError(`connected to ${remote ?? 'an unknown address'}, which is not allowed`));
        return;
      }
      resolve(socket);
    });
  });
}
