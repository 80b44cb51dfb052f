/** An empty campaign for "New campaign": one blank scene, nothing else. */
import type { CampaignState, SystemId, Zone } from '@shared/model/campaign';
import { rectangleHexes } from '@shared/hex/axial';

/** Builds a new campaign with one 12×8 scene whose hexes form a single zone "Zone 1". */
export function blankCampaign(id: string, name: string, system: SystemId): CampaignState {
  const zone: Zone = {
    id: 'z-1',
    name: 'Zone 1',
    hexes: rectangleHexes(12, 8, 'pointy'),
    traits: [],
    hidden: false,
    gmNotes: '',
  };
  return {
    id,
    name,
    system,
    settings: { playerWoundWords: true },
    scenes: [
      {
        id: 's-1',
        name: 'Scene 1',
        map: {
          orientation: 'pointy',
          hexSizeMetres: 10,
          width: 12,
          height: 8,
          zones: [zone],
          walls: [],
          background: null,
        },
        tokens: [],
        gmNotes: '',
      },
    ],
    activeSceneId: 's-1',
    combatants: [],
    npcLibrary: [],
    encounter: { active: false, round: 0, order: [], turnIndex: -1, acted: [] },
    log: [],
    gmNotes: '',
  };
}
