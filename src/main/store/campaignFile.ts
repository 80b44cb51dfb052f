/**
 * Reading and writing one `campaign.json` (or a backup of it): bytes → validated, migrated
 * {@link CampaignDocument}, and back. Every way a file can be bad is detected here and turned into a
 * {@link CampaignStoreError} with a code and a message naming the file; nothing here ever writes to a
 * file it failed to read.
 *
 * Decoding is two steps, {@link parseCampaignBytes} (bytes → JSON → version check and migration) and
 * {@link validateDocument} (zod), so that a campaign folder whose journal changes the state after
 * campaign.json is validated once, after the changes (campaignFolder.ts).
 */
import { basename, dirname } from 'node:path';
import {
  CampaignDocument,
  CampaignState,
  CURRENT_SCHEMA_VERSION,
  type LogEntry,
} from '@shared/model/campaign';
import { migrateCampaignDocument } from '@shared/model/migrations';
import { errnoCode, type DurableIo } from './durableFs';
import { CampaignStoreError } from './types';

/** The main file's name inside a campaign folder. */
export const CAMPAIGN_FILE = 'campaign.json';

/**
 * Indentation of written files: none. Measured on the large bench campaign (bench/store.ts), 2-space
 * indentation made the file 3× bigger (12.3 vs 3.9 MiB: every hex `{q, r}` spreads over four lines) and
 * stringify ~4× slower (70 vs 18 ms). Key order is still fixed (see {@link encodeDocument}), so output
 * is stable; `jq . campaign.json` pretty-prints it for a GM who wants to read it.
 */
export const JSON_INDENT = 0;

/**
 * How a file is named in messages: `campaign.json in "Skuggor.hexcampaign"`, or for a backup
 * `campaign-….json in "Skuggor.hexcampaign/backups"`.
 */
export function describeFile(file: string): string {
  const parent = basename(dirname(file));
  const where = parent === 'backups' ? `${basename(dirname(dirname(file)))}/backups` : parent;
  return `${basename(file)} in "${where}"`;
}

/** A decoded file: the document at the current schema version, and where it was migrated from. */
export interface DecodedCampaign {
  readonly document: CampaignDocument;
  readonly migratedFrom: number | null;
}

/** A parsed, migrated file not validated yet: plain JSON whose `format` and `schemaVersion` are checked. */
export interface ParsedCampaign {
  readonly raw: Record<string, unknown>;
  readonly migratedFrom: number | null;
  /** The file's text (without a byte order mark). */
  readonly text: string;
}

/** Zod issue path → `campaign.scenes[0].map.zones[2].name`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(top level)' : out;
}

/** How many schema issues a message lists before "and N more". */
const MAX_ISSUES_SHOWN = 3;

/** The first few issues of a failed zod parse, `path: message; …; and N more`, paths under `prefix`. */
export function describeIssues(
  issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[],
  prefix: readonly PropertyKey[] = [],
): string {
  const shown = issues
    .slice(0, MAX_ISSUES_SHOWN)
    .map((i) => `${formatPath([...prefix, ...i.path])}: ${i.message}`);
  const more = issues.length > MAX_ISSUES_SHOWN ? `; and ${issues.length - MAX_ISSUES_SHOWN} more` : '';
  return `${shown.join('; ')}${more}`;
}

/** Whether a JSON text that failed to parse is a cut-off prefix of a document (rather than garbled). */
function isTruncated(text: string, err: unknown): boolean {
  const message = err instanceof Error ? err.message : '';
  const end = text.trimEnd().length;
  const pos = /position (\d+)/.exec(message);
  // V8 reports where parsing stopped; stopping at (or past) the end means the input ran out.
  if (pos?.[1] !== undefined) return Number(pos[1]) >= end;
  if (/end of (json )?input/i.test(message)) return true;
  // Unknown engine wording: fall back to "ends inside a string or an open object/array".
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (const ch of text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') depth--;
  }
  return inString || depth > 0;
}

function lineAndColumn(text: string, index: number): string {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  const column = index - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

/**
 * Decodes the bytes of a campaign file as far as plain JSON: UTF-8 → JSON → version check and migration.
 * Throws {@link CampaignStoreError} (`empty-file`, `truncated`, `corrupt-json`, `null-document`,
 * `not-a-campaign`, `bad-version`, `newer-version`) naming `file`.
 */
export function parseCampaignBytes(bytes: Uint8Array, file: string): ParsedCampaign {
  const what = describeFile(file);
  const fail = (code: CampaignStoreError['code'], message: string): never => {
    throw new CampaignStoreError(code, file, message);
  };

  if (bytes.length === 0) fail('empty-file', `${what} is empty (0 bytes)`);
  // A crash while the OS had not yet flushed a file can leave it full of zero bytes.
  if (bytes.every((b) => b === 0)) {
    fail('empty-file', `${what} is empty (${bytes.length} zero bytes, typical after a crash during a write)`);
  }

  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail('corrupt-json', `${what} is damaged (not valid UTF-8 text)`);
  }
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if (bom) text = text.slice(1);
  if (text.trim() === '') fail('empty-file', `${what} is empty (${bytes.length} bytes of blank space)`);

  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    if (isTruncated(text, err)) {
      fail('truncated', `${what} is cut off (truncated JSON at byte ${bytes.length})`);
    }
    const pos = /position (\d+)/.exec(err instanceof Error ? err.message : '')?.[1];
    const where =
      pos === undefined
        ? ''
        : `, at byte ${Buffer.byteLength(text.slice(0, Number(pos))) + bom * 3} (${lineAndColumn(text, Number(pos))})`;
    const detail =
      err instanceof Error ? err.message.replace(/ in JSON at position \d+.*$/s, '') : String(err);
    return fail('corrupt-json', `${what} is damaged (invalid JSON: ${detail}${where})`);
  }

  if (raw === null) fail('null-document', `${what} holds only "null" instead of a campaign`);
  const migrated = migrateCampaignDocument(raw);
  if (!migrated.ok) {
    const prefix =
      migrated.code === 'newer-version'
        ? `${what} cannot be opened: `
        : migrated.code === 'bad-version'
          ? `${what} has a bad version: `
          : `${what} is not a Hexscreen campaign: `;
    return fail(migrated.code, prefix + migrated.message);
  }
  return { raw: migrated.document as Record<string, unknown>, migratedFrom: migrated.migratedFrom, text };
}

/** Validates a parsed document with zod; `schema-invalid` naming `file` when it does not match. */
export function validateDocument(parsed: ParsedCampaign, file: string): CampaignDocument {
  const result = CampaignDocument.safeParse(parsed.raw);
  if (result.success) return result.data;
  const from = parsed.migratedFrom === null ? '' : ` after migration from schema ${parsed.migratedFrom}`;
  throw new CampaignStoreError(
    'schema-invalid',
    file,
    `${describeFile(file)} does not match the campaign format (schema ${CURRENT_SCHEMA_VERSION}${from}): ${describeIssues(result.error.issues)}`,
  );
}

/**
 * Decodes the bytes of a campaign file: UTF-8 → JSON → version check and migration → zod validation.
 * Throws {@link CampaignStoreError} (`empty-file`, `truncated`, `corrupt-json`, `null-document`,
 * `not-a-campaign`, `bad-version`, `newer-version`, `schema-invalid`) naming `file`.
 */
export function decodeCampaignBytes(bytes: Uint8Array, file: string): DecodedCampaign {
  const parsed = parseCampaignBytes(bytes, file);
  return { document: validateDocument(parsed, file), migratedFrom: parsed.migratedFrom };
}

/** The top-level keys of a campaign in the schema's order, `log` left out (it is written last). */
const CAMPAIGN_KEYS: readonly string[] = Object.keys(CampaignState.shape).filter((k) => k !== 'log');

/**
 * `state` with its top-level keys in the schema's order, then keys the schema does not know, then `log`
 * (replaced by `log` when given): the campaign a written document holds, whatever key order the state
 * the engine made has. The log comes last so that a whole-campaign document can be made from
 * campaign.json's text and the journal's lines (campaignFolder.ts). Only the top level is copied.
 */
export function orderedCampaign(state: CampaignState, log: readonly LogEntry[] = state.log): CampaignState {
  const source = state as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of CAMPAIGN_KEYS) if (key in source) out[key] = source[key];
  for (const key of Object.keys(source)) if (!(key in out) && key !== 'log') out[key] = source[key];
  out.log = log;
  return out as unknown as CampaignState;
}

/** The text of a document's head, up to the opening brace of its campaign (see {@link encodeDocument}). */
export function documentHead(savedAt: string, baseRevision?: number): string {
  const base = baseRevision === undefined ? '' : `,"baseRevision":${baseRevision}`;
  return `{"format":"hexscreen-campaign","schemaVersion":${CURRENT_SCHEMA_VERSION},"savedAt":${JSON.stringify(savedAt)}${base},"campaign":{`;
}

/**
 * The bytes written for a document: top-level keys in a fixed order (`baseRevision` only when set), the
 * campaign's keys as {@link orderedCampaign} orders them, {@link JSON_INDENT}, final newline.
 */
export function encodeDocument(doc: CampaignDocument): string {
  const ordered: CampaignDocument = {
    format: doc.format,
    schemaVersion: doc.schemaVersion,
    savedAt: doc.savedAt,
    ...(doc.baseRevision === undefined ? {} : { baseRevision: doc.baseRevision }),
    campaign: orderedCampaign(doc.campaign),
  };
  return `${JSON.stringify(ordered, null, JSON_INDENT)}\n`;
}

/** Reads a file's bytes, turning "missing" and other I/O failures into {@link CampaignStoreError}. */
export async function readBytes(io: DurableIo, file: string): Promise<Uint8Array> {
  try {
    return await io.readFile(file);
  } catch (err) {
    const code = errnoCode(err);
    if (code === 'ENOENT')
      throw new CampaignStoreError('not-found', file, `${describeFile(file)} does not exist`);
    throw new CampaignStoreError(
      'io',
      file,
      `${describeFile(file)} could not be read (${code ?? String(err)})`,
    );
  }
}

/** Reads and decodes one document file (a backup, or a campaign.json on its own) without locking it. */
export async function loadCampaignFile(
  file: string,
  io: DurableIo,
): Promise<DecodedCampaign & { bytes: Uint8Array }> {
  const bytes = await readBytes(io, file);
  return { ...decodeCampaignBytes(bytes, file), bytes };
}
