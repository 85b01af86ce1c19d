import { isIP } from 'node:net';

/**
 * How the client's address (`request.ip`, CallContext.ip, the key of the limits per address) is found. Without a
 * trusted proxy it is the connection's peer, and `X-Forwarded-For` is ignored: anyone can write that header. Behind
 * a load balancer every peer is the balancer, so `TRUST_PROXY` lists the balancers' addresses or CIDR ranges
 * (`10.0.0.0/8,127.0.0.1`); Fastify then walks `X-Forwarded-For` back from the peer past those addresses and takes
 * the first one that is not a trusted proxy (docs/deployment.md). Unset or empty: trust no proxy. Trusting every hop
 * is not offered: the client could then choose its own address.
 */
export type TrustProxy = false | string;

/** `10.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`. */
function isAddressOrRange(part: string): boolean {
  const [address = '', prefix, ...rest] = part.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const raw = value?.trim() ?? '';
  if (raw === '') return false;
  const list = raw.split(',').map((part) => part.trim());
  if (!list.every(isAddressOrRange)) {
    throw new Error(`TRUST_PROXY: expected proxy addresses or CIDR ranges separated by commas, not "${raw}"`);
  }
  return list.join(',');
}
