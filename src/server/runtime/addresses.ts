import { BlockList, isIPv4 } from 'node:net';

/** proxy-addr's names for local ranges, as TRUST_PROXY accepts them (configSchema.ts). */
const NAMED: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']],
  linklocal: [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']],
  uniquelocal: [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['fc00::', 7, 'ipv6']],
};

/** A socket's address as one client: an IPv4 address mapped into IPv6 (`::ffff:10.0.0.7`) is the IPv4 one. */
export const clientAddress = (address: string | undefined): string => {
  const a = address ?? '';
  return a.startsWith('::ffff:') && isIPv4(a.slice(7)) ? a.slice(7) : a;
};

/** Whether an address is one of the trusted proxies of TRUST_PROXY (false for every address when none is set). */
export function trustedProxies(list: false | string[]): (address: string) => boolean {
  if (!list) return () => false;
  const block = new BlockList();
  for (const item of list) {
    for (const [net, bits, family] of NAMED[item] ?? []) block.addSubnet(net, bits, family);
    if (NAMED[item]) continue;
    const [ip, bits] = item.split('/') as [string, string | undefined];
    const family = isIPv4(ip) ? 'ipv4' : 'ipv6';
    if (bits === undefined) block.addAddress(ip, family);
    else block.addSubnet(ip, Number(bits), family);
  }
  return (address) => {
    const a = clientAddress(address);
    return block.check(a, isIPv4(a) ? 'ipv4' : 'ipv6');
  };
}
