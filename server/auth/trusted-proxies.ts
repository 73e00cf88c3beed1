// TRUSTED_PROXIES: the addresses (IPv4/IPv6, with optional /prefix) whose identity header counts.
import { BlockList, isIP } from 'node:net';
import { ConfigError } from '../env';

/** A BlockList used as an allow list: `check(address)` is true for a trusted proxy. */
export function parseCidrs(raw: string): BlockList {
  const list = new BlockList();
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new ConfigError('TRUSTED_PROXIES: no address given');
  for (const entry of entries) {
    const [address = '', prefixText] = entry.split('/');
    const family = isIP(address);
    if (family === 0)
      throw new ConfigError(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefixText === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const prefix = Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)) {
      throw new ConfigError(`TRUSTED_PROXIES: "${entry}" has a bad prefix length`);
    }
    list.addSubnet(address, prefix, type);
  }
  return list;
}

/** Whether `address` (as the socket reports it, IPv4-mapped IPv6 included) is trusted. */
export function isTrusted(list: BlockList, address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped ? mapped[1]! : address;
  const family = isIP(plain);
  if (family === 0) return false;
  return list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}
