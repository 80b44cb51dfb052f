/** Checklist items 2–4, 6, 8, 9, 11/12: every window's webPreferences, pinned. */
import { describe, expect, it } from 'vitest';

import { secureWebPreferences } from '../../../../src/main/security/webPreferences';

describe('secureWebPreferences', () => {
  const prefs = secureWebPreferences('/app/out/preload/gm.cjs');

  it('isolates and sandboxes the page, with no Node.js anywhere', () => {
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/gm.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
    });
  });

  it('keeps web security on and risky features off', () => {
    expect(prefs).toMatchObject({
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
    });
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
    expect(prefs).not.toHaveProperty('additionalArguments');
  });
});
