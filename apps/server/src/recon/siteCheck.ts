import { lookup } from 'node:dns/promises';
import { isIpLiteral, REFUSED_ADDRESS_MESSAGE, vetAddress } from '../monitor/addressPolicy';
import { type EgressPolicy, refuseUrl } from '../monitor/guardedAgent';

const RESOLVE_TIMEOUT_MS = 5_000;
export const UNRESOLVED_HOST_MESSAGE = 'The host name could not be resolved';

/**
 * Why a website cannot be discovered at all, before anything is sent: the
 * egress policy's answer for its address (scheme, port, an IP literal) and,
 * for a host name, for every address it resolves to now. The guarded agent
 * vets every connection again anyway; this only lets "discover" refuse a
 * private site at once, with a sentence, instead of failing later.
 */
export async function refuseSite(url: URL, egress: EgressPolicy): Promise<string | null> {
  const refusal = refuseUrl(url, egress);
  if (refusal) return refusal.message;
  if (egress.allowPrivate || isIpLiteral(url.hostname)) return null;
  const resolve = egress.resolver ?? ((host: string) => lookup(host, { all: true, verbatim: true }));
  let timer: NodeJS.Timeout | undefined;
  try {
    const addresses = await Promise.race([
      resolve(url.hostname),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), RESOLVE_TIMEOUT_MS);
      }),
    ]);
    if (addresses.length === 0) return UNRESOLVED_HOST_MESSAGE;
    const policy = egress.addressPolicy ?? vetAddress;
    return addresses.every((entry) => policy(entry.address).allowed) ? null : REFUSED_ADDRESS_MESSAGE;
  } catch {
    return UNRESOLVED_HOST_MESSAGE;
  } finally {
    clearTimeout(timer);
  }
}
