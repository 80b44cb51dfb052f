/**
 * Issue 15 (Electron checklist: "Use fuses"): the packaged app flips off what Hexscreen never uses and an
 * attacker with a local shell would (ELECTRON_RUN_AS_NODE, NODE_OPTIONS, --inspect), encrypts cookies,
 * and loads only its own, integrity-checked app.asar. electron-builder reads these from package.json's
 * `build.electronFuses` when packaging (`npm run package`); this test reads the same config.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../../package.json', import.meta.url)), 'utf8'),
) as {
  build?: { asar?: boolean; electronFuses?: Record<string, unknown> };
};

describe('issue 15: Electron fuses in the packaging config', () => {
  const fuses = pkg.build?.electronFuses ?? {};
  it.each([
    ['runAsNode', false],
    ['enableNodeOptionsEnvironmentVariable', false],
    ['enableNodeCliInspectArguments', false],
    ['enableCookieEncryption', true],
    ['onlyLoadAppFromAsar', true],
    ['enableEmbeddedAsarIntegrityValidation', true],
    ['grantFileProtocolExtraPrivileges', false],
  ])('%s is %s', (fuse, value) => {
    expect(fuses[fuse]).toBe(value);
  });

  it('the app is packed as an asar (the asar fuses protect nothing otherwise)', () => {
    expect(pkg.build?.asar).not.toBe(false);
  });
});
