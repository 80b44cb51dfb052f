/**
 * Schema migrations for campaign documents. Each step takes the raw JSON of version N and returns
 * version N + 1; they run before validation, on plain data, and never mutate their input.
 */
import { CURRENT_SCHEMA_VERSION } from './campaign';

/** Outcome of looking at a document's version before validating it. */
export type MigrationResult =
  | { ok: true; document: unknown; migratedFrom: number | null }
  | { ok: false; code: 'not-a-campaign' | 'newer-version' | 'bad-version'; message: string };

type JsonObject = Record<string, unknown>;

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * v1 → v2: zone traits were bare strings (`["skydd"]`) with no way to reveal them to players, and
 * campaigns had no settings. Traits become `{ kind, revealed: false }` (players saw no traits in v1)
 * and settings get their defaults.
 */
function v1ToV2(doc: JsonObject): JsonObject {
  const campaign = isObject(doc.campaign) ? doc.campaign : {};
  const scenes = Array.isArray(campaign.scenes) ? campaign.scenes : [];
  return {
    ...doc,
    schemaVersion: 2,
    campaign: {
      ...campaign,
      settings: isObject(campaign.settings) ? campaign.settings : { playerWoundWords: true },
      scenes: scenes.map((scene: unknown) => {
        if (!isObject(scene) || !isObject(scene.map) || !Array.isArray(scene.map.zones)) return scene;
        return {
          ...scene,
          map: {
            ...scene.map,
            zones: scene.map.zones.map((zone: unknown) => {
              if (!isObject(zone) || !Array.isArray(zone.traits)) return zone;
              return {
                ...zone,
                traits: zone.traits.map((t: unknown) =>
                  typeof t === 'string' ? { kind: t, revealed: false } : t,
                ),
              };
            }),
          },
        };
      }),
    },
  };
}

/**
 * v2 → v3: the document itself is unchanged. What changes is where the store keeps the log: a v3
 * campaign folder holds `campaign.json` with an empty log and a `baseRevision`, and the log in
 * `log.jsonl`. A migrated document has no `baseRevision` (its log is still inline), which tells the
 * store to move the log out (src/main/store/campaignStore.ts); a v3 backup is such a document too.
 */
function v2ToV3(doc: JsonObject): JsonObject {
  const { baseRevision: _ignored, ...rest } = doc;
  return { ...rest, schemaVersion: 3 };
}

/** Migration steps by source version. */
const STEPS: Readonly<Record<number, (doc: JsonObject) => JsonObject>> = { 1: v1ToV2, 2: v2ToV3 };

/**
 * Brings a parsed `campaign.json` up to {@link CURRENT_SCHEMA_VERSION}. Refuses documents from a newer
 * app (they must not be rewritten by an older one) and anything that is not a Hexscreen campaign.
 */
export function migrateCampaignDocument(raw: unknown): MigrationResult {
  if (!isObject(raw) || raw.format !== 'hexscreen-campaign') {
    return { ok: false, code: 'not-a-campaign', message: 'this is not a Hexscreen campaign file' };
  }
  const version = raw.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return {
      ok: false,
      code: 'bad-version',
      message: `schemaVersion ${JSON.stringify(version)} is not valid`,
    };
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    return {
      ok: false,
      code: 'newer-version',
      message: `it was saved by a newer Hexscreen (schema ${version}; this version reads up to ${CURRENT_SCHEMA_VERSION})`,
    };
  }
  let doc: JsonObject = raw;
  for (let v = version; v < CURRENT_SCHEMA_VERSION; v++) {
    const step = STEPS[v];
    if (!step) return { ok: false, code: 'bad-version', message: `no migration from schema ${v}` };
    doc = step(doc);
  }
  return { ok: true, document: doc, migratedFrom: version === CURRENT_SCHEMA_VERSION ? null : version };
}
