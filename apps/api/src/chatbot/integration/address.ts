// Which hosts and addresses an integration step may reach (docs/adr/0025). Range logic: ipaddr.js.
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Resolves a host name to its addresses (all of them, IPv4 and IPv6). */
export type Resolver = (hostname: string) => Promise<string[]>;

/** The system resolver (getaddrinfo: /etc/hosts, then DNS), every address it answers. */
export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** A host or address the policy refuses; `reason` says which rule. */
export class RefusedAddressError extends Error {
  constructor(readonly detail: string) {
    super(`refused address: ${detail}`);
    this.name = 'RefusedAddressError';
  }
}

/** The URL's host as an address literal (brackets of IPv6 removed), or undefined for a name. */
function literalAddress(hostname: string): string | undefined {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(bare) ? bare : undefined;
}

/**
 * Why an address may not be reached, or undefined when it may: only ordinary (global unicast)
 * addresses pass; loopback, private, link-local, unique-local, unspecified, carrier-grade NAT,
 * multicast, broadcast, reserved and documentation ranges, and IPv6 forms that embed an IPv4
 * address (mapped, 6to4, Teredo, NAT64) are refused. ipaddr.js names the range.
 */
function addressProblem(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return `${address} is not an address`;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  return range === 'unicast' ? undefined : `${parsed.toString()} is ${range}`;
}

/**
 * The host exactly as written in an absolute URL (between `//` and the port, path, query or
 * fragment; user info skipped), lower-cased. The WHATWG parser rewrites `0x7f000001`,
 * `2130706433` or `0177.0.0.1` to `127.0.0.1`; comparing with what was written catches them.
 */
export function writtenHost(url: string): string | undefined {
  const match = /^[a-z][a-z0-9+.-]*:[\\/]{2}(?:[^@/\\?#]*@)?(\[[^\]]*\]|[^:/\\?#]*)/i.exec(
    url.trim(),
  );
  return match?.[1]?.toLowerCase();
}

/**
 * Refuses an IPv4 host not written as four decimal parts (decimal, octal, hex, short forms or
 * percent-encoded): `written` is the host as written, `parsed` the URL's hostname.
 */
export function checkWrittenHost(written: string | undefined, parsed: string): void {
  if (written === undefined) return;
  const address = literalAddress(parsed);
  if (address && ipaddr.IPv4.isValid(address) && written !== parsed) {
    throw new RefusedAddressError(`${written} is an address not written as four decimal parts`);
  }
}

/** `localhost` and its subdomains always name the machine itself (RFC 6761). */
function isLocalhostName(hostname: string): boolean {
  const name = hostname.replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * The addresses `hostname` may be reached at, all of them checked (one refused address refuses the
 * host: a name that also resolves to a private address is not called). `open` (an allow-listed
 * host) skips the checks.
 */
export async function checkedAddresses(
  hostname: string,
  resolve: Resolver,
  open: boolean,
): Promise<string[]> {
  const literal = literalAddress(hostname);
  if (!open && !literal && isLocalhostName(hostname)) {
    throw new RefusedAddressError(`${hostname} names this machine`);
  }
  const addresses = literal ? [literal] : await resolve(hostname);
  if (addresses.length === 0) throw new RefusedAddressError(`${hostname} has no address`);
  if (!open) {
    for (const address of addresses) {
      const problem = addressProblem(address);
      if (problem) throw new RefusedAddressError(problem);
    }
  }
  return addresses;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | Array<{ address: string; family: number }>,
  family?: number,
) => void;

/**
 * A `lookup` for the socket (net/tls `connect`): resolves and checks again at connect time, so the
 * socket connects only to an address that was just checked (no DNS rebinding between the check and
 * the connection). `isOpen` tells whether a host is allow-listed.
 */
export function checkingLookup(resolve: Resolver, isOpen: (hostname: string) => boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    checkedAddresses(hostname, resolve, isOpen(hostname)).then(
      (addresses) => {
        const entries = addresses.map((address) => ({
          address,
          family: ipaddr.IPv6.isValid(address) ? 6 : 4,
        }));
        if (options.all) callback(null, entries);
        else callback(null, entries[0]!.address, entries[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, ''),
    );
  };
}
