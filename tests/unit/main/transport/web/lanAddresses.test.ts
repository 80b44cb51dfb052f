/** Which addresses a shared player view is offered at. */
import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';

import { ipv4Addresses, lanAddresses } from '../../../../../src/main/transport/web/lanAddresses';

const v4 = (address: string, internal = false): NetworkInterfaceInfo => ({
  address,
  netmask: '255.255.255.0',
  family: 'IPv4',
  mac: '00:00:00:00:00:00',
  internal,
  cidr: `${address}/24`,
});
const v6 = (address: string): NetworkInterfaceInfo => ({
  address,
  netmask: 'ffff:ffff:ffff:ffff::',
  family: 'IPv6',
  mac: '00:00:00:00:00:00',
  internal: false,
  cidr: `${address}/64`,
  scopeid: 0,
});

const interfaces = {
  lo: [v4('127.0.0.1', true), { ...v6('::1'), internal: true }],
  eth0: [v4('192.168.1.20'), v6('fe80::1')],
  wlan0: [v4('10.0.0.5'), v4('192.168.1.20')],
  down: undefined,
};

describe('lanAddresses', () => {
  it('lists the non-internal IPv4 addresses once each, in interface order', () => {
    expect(lanAddresses(interfaces)).toEqual(['192.168.1.20', '10.0.0.5']);
  });

  it('is empty on a machine with loopback only', () => {
    expect(lanAddresses({ lo: [v4('127.0.0.1', true)] })).toEqual([]);
  });

  it('ipv4Addresses includes loopback unless asked not to', () => {
    expect(ipv4Addresses({}, interfaces)).toEqual(['127.0.0.1', '192.168.1.20', '10.0.0.5']);
  });
});
