/** Issue 15: the request target and Host checks every listener makes first (pure functions). */
import { describe, expect, it } from 'vitest';

import {
  allowedHost,
  hostsForPort,
  requestTarget,
} from '../../../../../src/main/transport/web/requestGuards';

describe('issue 15: request targets', () => {
  it.each(['//%00', '//[::1', '//%zz', '/%zz', 'http://evil.example/', '*', '', '/a%00b'])(
    '%s cannot be routed (400)',
    (raw) => {
      expect(requestTarget(raw)).toBeNull();
    },
  );
  it('decodes once and normalises before routing', () => {
    expect(requestTarget('/assets/..%2fgm.html')?.path).toBe('/gm.html');
    expect(requestTarget('/assets/%252e%252e/gm.html')?.path).toBe('/assets/%2e%2e/gm.html');
    expect(requestTarget('/ws?token=abc')?.url.searchParams.get('token')).toBe('abc');
  });
});

describe('issue 15: Host header', () => {
  it("accepts the listener's names with its port, case-insensitively, and nothing else", () => {
    const hosts = hostsForPort(['127.0.0.1', 'localhost'], 4780);
    expect(allowedHost('LOCALHOST:4780', hosts)).toBe(true);
    expect(allowedHost('127.0.0.1:4780', hosts)).toBe(true);
    expect(allowedHost('127.0.0.1', hosts)).toBe(false);
    expect(allowedHost('evil.example:4780', hosts)).toBe(false);
    expect(allowedHost(undefined, hosts)).toBe(false);
  });
  it('on port 80 also the bare name, which browsers send for the default port', () => {
    const hosts = hostsForPort(['192.168.1.5'], 80);
    expect(allowedHost('192.168.1.5', hosts)).toBe(true);
    expect(allowedHost('192.168.1.5:80', hosts)).toBe(true);
    expect(allowedHost('192.168.1.6', hosts)).toBe(false);
  });
});
