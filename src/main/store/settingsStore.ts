/**
 * App settings in `<dataDir>/settings.json` (lowdb): the recent campaigns, the last opened one, the
 * UI locale and the monitor the GM chose for the player display. Written with the same atomic, durable write as campaigns. Settings are not precious: a
 * damaged file is renamed aside (kept for inspection) with a warning, and defaults are used.
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Low, type Adapter } from 'lowdb';
import { z } from 'zod';
import { fileStamp } from './backups';
import { errnoCode, nodeIo, writeFileDurable, type DurableIo } from './durableFs';

export const SETTINGS_FILE = 'settings.json';

/** Most recent campaigns remembered. */
export const MAX_RECENT = 10;

const Locale = z
  .string()
  .min(2)
  .max(35)
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/);

/**
 * The monitor the player display was last moved to by the GM (Electron's display id, and its label to
 * find it again when a reconnected monitor gets a new id). Both optional: some platforms give no label.
 */
const PlayerDisplay = z
  .object({
    displayId: z.number().int().optional(),
    label: z.string().max(200).optional(),
  })
  .strip();

/** The file's schema; missing fields (an older file) take their defaults rather than failing. */
function settingsSchema(defaultLocale: string) {
  return z.object({
    recent: z
      .array(z.string().min(1).max(4096))
      .default([])
      .transform((r) => [...new Set(r)].slice(0, MAX_RECENT)),
    lastOpened: z.string().min(1).max(4096).nullable().default(null),
    locale: Locale.default(defaultLocale),
    // A damaged entry only forgets the monitor: not worth renaming the whole file aside for.
    playerDisplay: PlayerDisplay.nullable().default(null).catch(null),
  });
}

export interface AppSettings {
  /** Campaign folder paths, most recent first (at most {@link MAX_RECENT}). */
  readonly recent: readonly string[];
  readonly lastOpened: string | null;
  readonly locale: string;
  /** The monitor for the player display (Electron only; null until the GM moves it to one). */
  readonly playerDisplay: RememberedPlayerDisplay | null;
}

/** A monitor as remembered for the player display (mirrors windows/displayPlacement's RememberedDisplay). */
export interface RememberedPlayerDisplay {
  readonly displayId?: number;
  readonly label?: string;
}

export interface SettingsStore {
  readonly file: string;
  get(): AppSettings;
  lastOpened(): string | null;
  recent(): string[];
  locale(): string;
  /** Records `path` as the last opened campaign and at the head of the recent list. */
  rememberOpened(path: string): Promise<void>;
  /** Drops `path` from the recent list (and as last opened), e.g. when its folder is gone. */
  forget(path: string): Promise<void>;
  setLocale(locale: string): Promise<void>;
  playerDisplay(): RememberedPlayerDisplay | null;
  /** Remembers the monitor the GM moved the player display to (an invalid one is refused). */
  rememberPlayerDisplay(display: RememberedPlayerDisplay): Promise<void>;
}

export interface SettingsStoreOptions {
  /** Locale when none is stored (default `sv`). */
  defaultLocale?: string;
  /** Where the "damaged settings renamed aside" warning goes (default `console.warn`). */
  warn?: (message: string) => void;
  now?: () => Date;
  io?: DurableIo;
}

class SettingsFileError extends Error {}

/** lowdb adapter: missing file → null (defaults); anything unreadable throws (never silent defaults). */
class SettingsFileAdapter implements Adapter<AppSettings> {
  constructor(
    private readonly file: string,
    private readonly io: DurableIo,
    private readonly schema: ReturnType<typeof settingsSchema>,
  ) {}

  async read(): Promise<AppSettings | null> {
    let bytes: Uint8Array;
    try {
      bytes = await this.io.readFile(this.file);
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') return null;
      throw err;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch (err) {
      throw new SettingsFileError(
        bytes.length === 0 ? 'it is empty' : `it is not valid JSON (${String(err)})`,
      );
    }
    const parsed = this.schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new SettingsFileError(
        `it does not hold settings (${issue ? `${issue.path.join('.') || 'top level'}: ${issue.message}` : '?'})`,
      );
    }
    return parsed.data;
  }

  async write(data: AppSettings): Promise<void> {
    await mkdir(resolve(this.file, '..'), { recursive: true });
    await writeFileDurable(this.io, this.file, `${JSON.stringify(data, null, 2)}\n`);
  }
}

/** Loads `<dataDir>/settings.json` (or defaults) and returns the store. */
export async function createSettingsStore(
  dataDir: string,
  opts: SettingsStoreOptions = {},
): Promise<SettingsStore> {
  const file = join(resolve(dataDir), SETTINGS_FILE);
  const io = opts.io ?? nodeIo;
  const now = opts.now ?? (() => new Date());
  const warn = opts.warn ?? ((m: string) => console.warn(`[settings] ${m}`));
  const defaults: AppSettings = {
    recent: [],
    lastOpened: null,
    locale: opts.defaultLocale ?? 'en',
    playerDisplay: null,
  };
  const db = new Low<AppSettings>(
    new SettingsFileAdapter(file, io, settingsSchema(defaults.locale)),
    defaults,
  );

  try {
    await db.read();
  } catch (err) {
    const aside = join(resolve(dataDir), `settings.corrupt-${fileStamp(now())}.json`);
    const why = err instanceof SettingsFileError ? err.message : String(err);
    try {
      await io.rename(file, aside);
      warn(`${file} could not be used (${why}); it was renamed to ${aside} and default settings are used`);
    } catch (renameErr) {
      warn(
        `${file} could not be used (${why}) nor renamed aside (${String(renameErr)}); default settings are used`,
      );
    }
    db.data = defaults;
  }

  /** Writes never overlap; each applies its change to the latest data. */
  let queue: Promise<void> = Promise.resolve();
  function update(change: (s: AppSettings) => AppSettings): Promise<void> {
    const run = queue.then(async () => {
      db.data = change(db.data);
      await db.write();
    });
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    file,
    get: () => db.data,
    lastOpened: () => db.data.lastOpened,
    recent: () => [...db.data.recent],
    locale: () => db.data.locale,
    rememberOpened: (path) =>
      update((s) => ({
        ...s,
        lastOpened: path,
        recent: [path, ...s.recent.filter((p) => p !== path)].slice(0, MAX_RECENT),
      })),
    forget: (path) =>
      update((s) => ({
        ...s,
        lastOpened: s.lastOpened === path ? null : s.lastOpened,
        recent: s.recent.filter((p) => p !== path),
      })),
    setLocale: (locale) => {
      const parsed = Locale.safeParse(locale);
      if (!parsed.success) return Promise.reject(new Error(`"${locale}" is not a locale`));
      return update((s) => ({ ...s, locale: parsed.data }));
    },
    playerDisplay: () => db.data.playerDisplay,
    rememberPlayerDisplay: (display) => {
      const parsed = PlayerDisplay.safeParse(display);
      if (!parsed.success) return Promise.reject(new Error('that is not a display to remember'));
      return update((s) => ({ ...s, playerDisplay: parsed.data }));
    },
  };
}
