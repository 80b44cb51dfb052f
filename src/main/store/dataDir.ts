/** The per-user app data folder, the same one Electron's `app.getPath('userData')` gives for "Hexscreen". */
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where campaigns and settings live when no `--data` folder is given. */
export function defaultDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Hexscreen');
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Hexscreen');
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'Hexscreen');
}
