import { BlockList, isIP } from 'node:net';

/**
 * Addresses the server never sends a request to on a user's behalf (push endpoints, proxied images):
 * loopback, private, link-local, CGNAT, multicast, reserved.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address (v4 or v6) is outside every blocked range. */
export function isPublicAddress(address: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is checked as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  return !blocked.check(address, family);
}
