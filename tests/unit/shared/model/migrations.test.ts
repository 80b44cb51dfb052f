import { describe, expect, it } from 'vitest';
import { migrateCampaignDocument } from '@shared/model/migrations';
import { CampaignDocument, CURRENT_SCHEMA_VERSION } from '@shared/model/campaign';
import { demoCampaign } from '../../../../src/main/session/demo';
import { deepFreeze } from '../../../helpers/campaigns';

function v1Document(): unknown {
  const c = demoCampaign();
  const { settings: _settings, ...rest } = c;
  return {
    format: 'hexscreen-campaign',
    schemaVersion: 1,
    savedAt: '2025-01-01T00:00:00.000Z',
    campaign: {
      ...rest,
      scenes: c.scenes.map((s) => ({
        ...s,
        map: { ...s.map, zones: s.map.zones.map((z) => ({ ...z, traits: z.traits.map((t) => t.kind) })) },
      })),
    },
  };
}

describe('campaign migrations', () => {
  it('brings a v1 document (bare-string traits, no settings) to the current schema without mutating it', () => {
    const raw = deepFreeze(v1Document());
    const r = migrateCampaignDocument(raw);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.migratedFrom).toBe(1);
    const doc = CampaignDocument.parse(r.document);
    expect(doc.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(doc.campaign.scenes[0]?.map.zones[1]?.traits[0]).toEqual({ kind: 'skydd', revealed: false });
    expect(doc.campaign.settings.playerWoundWords).toBe(true);
  });
  it('refuses newer versions, foreign files and bad versions with a reason', () => {
    expect(
      migrateCampaignDocument({ format: 'hexscreen-campaign', schemaVersion: CURRENT_SCHEMA_VERSION + 1 }),
    ).toMatchObject({ ok: false, code: 'newer-version' });
    expect(migrateCampaignDocument(null)).toMatchObject({ ok: false, code: 'not-a-campaign' });
    expect(migrateCampaignDocument({ format: 'hexscreen-campaign', schemaVersion: 'two' })).toMatchObject({
      ok: false,
      code: 'bad-version',
    });
  });
});

describe('hasContent (the store refuses to overwrite content with an empty campaign)', () => {
  it('a new blank campaign has no content; the demo and a touched blank one do', async () => {
    const { hasContent } = await import('@shared/model/campaign');
    const { blankCampaign } = await import('../../../../src/main/session/newCampaign');
    const blank = blankCampaign('c-1', 'Ny', 'irt');
    expect(hasContent(blank)).toBe(false);
    expect(hasContent(demoCampaign())).toBe(true);
    expect(hasContent({ ...blank, gmNotes: 'x' })).toBe(true);
  });
});
