/**
 * The web mode's GM and player tokens, kept in the data folder (`web-tokens.json`, beside the settings)
 * so that the URLs a GM bookmarked and the player display's open page keep working after a restart
 * (issue 15). Created once, 256 bits each from the system's CSPRNG; only "new player link" replaces the
 * player token. The LAN share's token is not kept: it lives as long as one share.
 *
 * A file that cannot be read as tokens is never trusted or silently replaced: it is renamed aside and
 * new tokens are made. A data folder that cannot be written still gets working tokens for this run
 * (`persisted: false`), and the caller says so.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';

import { z } from 'zod';

import { errnoCode, nodeIo, writeFileDurable, type DurableIo } from './durableFs';

export const WEB_TOKENS_FILE = 'web-tokens.json';

/** A token as the server hands it out: 64 hex digits (32 random bytes). */
const Token = z.string().regex(/^[0-9a-f]{64}$/);
const TokensFile = z.object({ gm: Token, player: Token }).strict();

export interface WebTokens {
  readonly gm: string;
  readonly player: string;
}

/** The tokens for this run, and whether they are kept in the data folder. */
export interface LoadedWebTokens {
  readonly tokens: WebTokens;
  readonly persisted: boolean;
  /** Why they are not kept, or what was renamed aside; null when all is well. */
  readonly warning: string | null;
}

/** 32 random bytes as hex. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

/** Writes the tokens (atomically, owner-only: they are passwords to the GM's screen). */
export async function saveWebTokens(
  dataDir: string,
  tokens: WebTokens,
  io: DurableIo = nodeIo,
): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, WEB_TOKENS_FILE);
  // Owner-only from the moment the temp file exists (on Windows the mode is no permission: the data
  // folder is the user's own there). The chmod covers a file an older version wrote with 0644.
  await writeFileDurable(io, file, `${JSON.stringify(tokens, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600).catch((err: unknown) =>
    console.warn(`[web] could not make ${file} owner-only: ${errnoCode(err) ?? String(err)}`),
  );
}

/** Reads the kept tokens, or makes and keeps new ones (see the module comment for the failure cases). */
export async function loadWebTokens(dataDir: string, io: DurableIo = nodeIo): Promise<LoadedWebTokens> {
  const file = join(dataDir, WEB_TOKENS_FILE);
  let warning: string | null = null;
  try {
    const bytes = await io.readFile(file);
    const parsed = TokensFile.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    if (parsed.success) return { tokens: parsed.data, persisted: true, warning: null };
    throw new Error('it does not hold two tokens');
  } catch (err) {
    if (errnoCode(err) !== 'ENOENT') {
      const aside = `${file}.damaged-${Date.now()}`;
      warning = `${file} could not be read (${err instanceof Error ? err.message : String(err)}); new links were made`;
      await rename(file, aside).then(
        () => (warning = `${warning}, the old file is ${aside}`),
        () => undefined,
      );
    }
  }
  const tokens = { gm: newToken(), player: newToken() };
  try {
    await saveWebTokens(dataDir, tokens, io);
    return { tokens, persisted: true, warning };
  } catch (err) {
    return {
      tokens,
      persisted: false,
      warning: `the links could not be kept in ${dataDir} (${errnoCode(err) ?? String(err)}): they change at the next start`,
    };
  }
}
