/**
 * Where the player display goes: the monitor it opens on (remembered, else a second one fullscreen,
 * else the primary one as a normal window), what happens when monitors are plugged in and unplugged,
 * and what is remembered after the GM moves it. Examples for each rule, then properties over random
 * monitor layouts: the chosen monitor is always connected, fullscreen only on a non-primary one, the
 * window inside its monitor, and applying a decision never leads to another one (no bouncing).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  choosePlayerDisplay,
  findRemembered,
  isFallback,
  onDisplaysChanged,
  PLAYER_WINDOW_SIZE,
  primaryOf,
  rememberAfterMove,
  windowedBounds,
  type DisplayInfo,
  type Placement,
  type PlayerWindowState,
  type Rect,
  type RememberedDisplay,
} from '../../../../src/main/windows/displayPlacement';

/** A monitor of `width`×`height` at `x` (side by side), with a 40-pixel taskbar at the bottom. */
function monitor(
  id: number,
  x: number,
  opts: Partial<DisplayInfo> & { width?: number; height?: number } = {},
): DisplayInfo {
  const width = opts.width ?? 1920;
  const height = opts.height ?? 1080;
  return {
    id,
    bounds: { x, y: 0, width, height },
    workArea: { x, y: 0, width, height: height - 40 },
    ...(opts.label !== undefined ? { label: opts.label } : {}),
    ...(opts.internal !== undefined ? { internal: opts.internal } : {}),
  };
}

const laptop = monitor(1, 0, { label: 'Built-in Retina Display', internal: true, width: 1440, height: 900 });
const tv = monitor(2, 1440, { label: 'LG TV', width: 3840, height: 2160 });
const projector = monitor(3, 5280, { label: 'EPSON PJ' });

const stateOf = (p: Placement): PlayerWindowState => ({
  displayId: p.display.id,
  fullscreen: p.fullscreen,
  fallback: isFallback(p),
});

const inside = (r: Rect, area: Rect): boolean =>
  r.x >= area.x &&
  r.y >= area.y &&
  r.x + r.width <= area.x + area.width &&
  r.y + r.height <= area.y + area.height;

describe('choosePlayerDisplay', () => {
  it('opens fullscreen on the second monitor when there is one', () => {
    const p = choosePlayerDisplay([laptop, tv], laptop.id, null);
    expect(p).toEqual({ display: tv, fullscreen: true, bounds: tv.bounds, reason: 'secondary' });
  });

  it('is a normal window on a single monitor, centred in its work area', () => {
    const p = choosePlayerDisplay([laptop], laptop.id, null);
    expect(p.display).toBe(laptop);
    expect(p.fullscreen).toBe(false);
    expect(p.reason).toBe('primary-only');
    expect(isFallback(p)).toBe(true);
    // 1280×720 fits in the laptop's 1440×860 work area: centred.
    expect(p.bounds).toEqual({ x: 80, y: 70, width: 1280, height: 720 });
  });

  it('prefers the remembered monitor while it is connected, by id', () => {
    const p = choosePlayerDisplay([laptop, tv, projector], laptop.id, { displayId: 3, label: 'EPSON PJ' });
    expect(p).toMatchObject({ display: projector, fullscreen: true, reason: 'remembered' });
  });

  it('finds the remembered monitor by label when it came back with a new id', () => {
    const back = monitor(99, 1440, { label: 'EPSON PJ' });
    const p = choosePlayerDisplay([laptop, tv, back], laptop.id, { displayId: 3, label: 'EPSON PJ' });
    expect(p).toMatchObject({ display: back, reason: 'remembered' });
  });

  it('falls back to the first non-primary monitor when the remembered one is gone', () => {
    const p = choosePlayerDisplay([laptop, tv], laptop.id, { displayId: 3, label: 'EPSON PJ' });
    expect(p).toMatchObject({ display: tv, fullscreen: true, reason: 'secondary' });
  });

  it('takes an external monitor before a built-in panel that is not the primary', () => {
    const desk = monitor(10, 0, { label: 'DELL U2720Q' });
    const lid = monitor(11, 1920, { label: 'Built-in', internal: true });
    const tv2 = monitor(12, 3840, { label: 'LG TV' });
    expect(choosePlayerDisplay([desk, lid, tv2], desk.id, null).display).toBe(tv2);
    // Only the built-in panel left besides the primary: it is still a second monitor.
    expect(choosePlayerDisplay([desk, lid], desk.id, null)).toMatchObject({ display: lid, fullscreen: true });
  });

  it('puts it on the primary as a normal window when the GM chose the primary, even with a second monitor', () => {
    const p = choosePlayerDisplay([laptop, tv], laptop.id, { displayId: laptop.id });
    expect(p).toMatchObject({ display: laptop, fullscreen: false, reason: 'remembered' });
    expect(isFallback(p)).toBe(false);
  });

  it('treats the first monitor as the primary when the primary id is not in the list', () => {
    expect(primaryOf([tv, laptop], 42)).toBe(tv);
    expect(choosePlayerDisplay([tv, laptop], 42, null)).toMatchObject({ display: laptop, fullscreen: true });
  });

  it('refuses an empty monitor list', () => {
    expect(() => choosePlayerDisplay([], 1, null)).toThrow(/no display/);
  });
});

describe('findRemembered', () => {
  it('matches by id before label, ignores empty labels, and prefers a non-primary twin', () => {
    const twinA = monitor(5, 0, { label: 'DELL P2419H' });
    const twinB = monitor(6, 1920, { label: 'DELL P2419H' });
    const noName = monitor(7, 3840, { label: '' });
    const all = [twinA, twinB, noName];
    expect(findRemembered(all, 5, { displayId: 7, label: 'DELL P2419H' })).toBe(noName);
    expect(findRemembered(all, 5, { label: 'DELL P2419H' })).toBe(twinB);
    expect(findRemembered(all, 6, { label: ' DELL P2419H ' })).toBe(twinA);
    expect(findRemembered(all, 5, { displayId: 8, label: '' })).toBeNull();
    expect(findRemembered(all, 5, {})).toBeNull();
    expect(findRemembered(all, 5, null)).toBeNull();
  });
});

describe('windowedBounds', () => {
  it('shrinks the window to a small work area', () => {
    const small = monitor(1, 100, { width: 1024, height: 600 });
    expect(windowedBounds(small)).toEqual({ x: 100, y: 0, width: 1024, height: 560 });
  });

  it('centres the default size in a large work area with an offset origin', () => {
    const d: DisplayInfo = {
      id: 4,
      bounds: { x: -1920, y: -200, width: 1920, height: 1200 },
      workArea: { x: -1920, y: -175, width: 1920, height: 1175 },
    };
    const b = windowedBounds(d);
    expect(b).toMatchObject(PLAYER_WINDOW_SIZE);
    expect(b).toEqual({ x: -1600, y: 53, width: 1280, height: 720 });
  });
});

describe('onDisplaysChanged', () => {
  it('moves a window waiting on the only monitor to a newly plugged-in one, fullscreen', () => {
    const open = choosePlayerDisplay([laptop], laptop.id, null);
    const action = onDisplaysChanged(stateOf(open), [laptop, tv], laptop.id, null);
    expect(action).toEqual({
      kind: 'move',
      placement: { display: tv, fullscreen: true, bounds: tv.bounds, reason: 'secondary' },
    });
  });

  it('moves the window to the primary as a normal window when its monitor is unplugged', () => {
    const open = choosePlayerDisplay([laptop, tv], laptop.id, null);
    const action = onDisplaysChanged(stateOf(open), [laptop], laptop.id, null);
    expect(action.kind).toBe('move');
    if (action.kind !== 'move') return;
    expect(action.placement).toMatchObject({ display: laptop, fullscreen: false, reason: 'display-removed' });
    expect(inside(action.placement.bounds, laptop.workArea)).toBe(true);
    expect(isFallback(action.placement)).toBe(true);
  });

  it('brings it back when the monitor returns (the unplug-replug round trip)', () => {
    const remembered: RememberedDisplay = { displayId: tv.id, label: 'LG TV' };
    let state = stateOf(choosePlayerDisplay([laptop, tv], laptop.id, remembered));
    const unplugged = onDisplaysChanged(state, [laptop], laptop.id, remembered);
    if (unplugged.kind !== 'move') throw new Error('expected a move');
    state = stateOf(unplugged.placement);
    // The TV comes back with another id, as happens on some systems: found by its label.
    const tvAgain = { ...tv, id: 20 };
    const replugged = onDisplaysChanged(state, [laptop, tvAgain], laptop.id, remembered);
    expect(replugged).toMatchObject({
      kind: 'move',
      placement: { display: tvAgain, fullscreen: true, reason: 'remembered' },
    });
  });

  it('moves to the remembered monitor when it comes back while the window is on another second monitor', () => {
    const remembered: RememberedDisplay = { displayId: projector.id, label: 'EPSON PJ' };
    const open = choosePlayerDisplay([laptop, tv], laptop.id, remembered);
    expect(open.display).toBe(tv);
    const action = onDisplaysChanged(stateOf(open), [laptop, tv, projector], laptop.id, remembered);
    expect(action).toMatchObject({ kind: 'move', placement: { display: projector, fullscreen: true } });
  });

  it('leaves a window alone on its second monitor when an unrelated monitor is added', () => {
    const open = choosePlayerDisplay([laptop, tv], laptop.id, null);
    expect(onDisplaysChanged(stateOf(open), [laptop, tv, projector], laptop.id, null)).toEqual({
      kind: 'stay',
    });
  });

  it('leaves a window the GM put on the primary there when a monitor is added', () => {
    const remembered: RememberedDisplay = { displayId: laptop.id };
    const open = choosePlayerDisplay([laptop], laptop.id, remembered);
    expect(isFallback(open)).toBe(false);
    expect(onDisplaysChanged(stateOf(open), [laptop, tv], laptop.id, remembered)).toEqual({ kind: 'stay' });
  });

  it('moves to another second monitor when its own is unplugged and one remains', () => {
    const open = choosePlayerDisplay([laptop, tv, projector], laptop.id, null);
    expect(open.display).toBe(tv);
    const action = onDisplaysChanged(stateOf(open), [laptop, projector], laptop.id, null);
    expect(action).toMatchObject({ kind: 'move', placement: { display: projector, fullscreen: true } });
  });

  it('takes a fullscreen window off a monitor that became the primary', () => {
    const open = choosePlayerDisplay([laptop, tv], laptop.id, null);
    // The GM made the TV the primary display in the OS settings.
    const action = onDisplaysChanged(stateOf(open), [laptop, tv], tv.id, null);
    expect(action).toMatchObject({ kind: 'move', placement: { display: laptop, fullscreen: true } });
  });

  it('stays on a metrics change that moves nothing', () => {
    const open = choosePlayerDisplay([laptop, tv], laptop.id, null);
    const rotated = { ...tv, bounds: { ...tv.bounds, width: 2160, height: 3840 } };
    expect(onDisplaysChanged(stateOf(open), [laptop, rotated], laptop.id, null)).toEqual({ kind: 'stay' });
  });
});

describe('rememberAfterMove', () => {
  it('remembers a move to another monitor with its id and label', () => {
    expect(rememberAfterMove(laptop.id, tv, 2)).toEqual({ displayId: tv.id, label: 'LG TV' });
    expect(rememberAfterMove(tv.id, laptop, 2)).toEqual({
      displayId: laptop.id,
      label: 'Built-in Retina Display',
    });
    expect(rememberAfterMove(laptop.id, monitor(8, 0, { label: '  ' }), 2)).toEqual({ displayId: 8 });
  });

  it('remembers nothing for a move within the same monitor or with a single monitor', () => {
    expect(rememberAfterMove(tv.id, tv, 2)).toBeNull();
    expect(rememberAfterMove(2, laptop, 1)).toBeNull();
  });
});

// --- Properties over random layouts -------------------------------------------------------------

const rect = fc.record({
  x: fc.integer({ min: -8000, max: 8000 }),
  y: fc.integer({ min: -4000, max: 4000 }),
  width: fc.integer({ min: 320, max: 7680 }),
  height: fc.integer({ min: 240, max: 4320 }),
});

const labels = fc.constantFrom(undefined, '', 'LG TV', 'DELL P2419H', 'Built-in', 'EPSON PJ');

/** 1–5 monitors with distinct ids (work area inside the bounds) and a primary id that is usually one of them. */
const layout = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 5 }).chain((ids) =>
  fc.record({
    displays: fc.tuple(
      ...ids.map((id) =>
        fc
          .record({
            bounds: rect,
            inset: fc.integer({ min: 0, max: 80 }),
            label: labels,
            internal: fc.option(fc.boolean(), { nil: undefined }),
          })
          .map(({ bounds, inset, label, internal }): DisplayInfo => ({
            id,
            bounds,
            workArea: { ...bounds, height: bounds.height - inset },
            ...(label !== undefined ? { label } : {}),
            ...(internal !== undefined ? { internal } : {}),
          })),
      ),
    ),
    primaryId: fc.oneof(
      { weight: 9, arbitrary: fc.constantFrom(...ids) },
      { weight: 1, arbitrary: fc.constant(99) },
    ),
  }),
);

const rememberedArb: fc.Arbitrary<RememberedDisplay | null> = fc.option(
  fc
    .record({ displayId: fc.integer({ min: 1, max: 45 }), label: labels }, { requiredKeys: [] })
    .map((r): RememberedDisplay => ({
      ...(r.displayId !== undefined ? { displayId: r.displayId } : {}),
      ...(r.label !== undefined ? { label: r.label } : {}),
    })),
  { nil: null },
);

const stateArb: fc.Arbitrary<PlayerWindowState> = fc.record({
  displayId: fc.integer({ min: 1, max: 45 }),
  fullscreen: fc.boolean(),
  fallback: fc.boolean(),
});

/** The invariants every placement keeps. */
function expectSound(p: Placement, displays: readonly DisplayInfo[], primaryId: number): void {
  const primary = primaryOf(displays, primaryId);
  expect(displays).toContain(p.display);
  expect(p.fullscreen).toBe(p.display.id !== primary.id);
  if (p.fullscreen) expect(p.bounds).toEqual(p.display.bounds);
  else expect(inside(p.bounds, p.display.workArea)).toBe(true);
}

describe('placement properties', () => {
  it('always chooses a connected monitor, fullscreen exactly when it is not the primary one', () => {
    fc.assert(
      fc.property(layout, rememberedArb, ({ displays, primaryId }, remembered) => {
        expectSound(choosePlayerDisplay(displays, primaryId, remembered), displays, primaryId);
      }),
    );
  });

  it('never uses the primary monitor while another is connected, unless the GM chose the primary', () => {
    fc.assert(
      fc.property(layout, rememberedArb, ({ displays, primaryId }, remembered) => {
        const p = choosePlayerDisplay(displays, primaryId, remembered);
        const primary = primaryOf(displays, primaryId);
        if (displays.length > 1 && p.display.id === primary.id) {
          expect(p.reason).toBe('remembered');
          expect(findRemembered(displays, primary.id, remembered)).toBe(primary);
        }
      }),
    );
  });

  it('uses the remembered monitor whenever it is connected under its id', () => {
    fc.assert(
      fc.property(layout, fc.nat(), ({ displays, primaryId }, pick) => {
        const chosen = displays[pick % displays.length] as DisplayInfo;
        const p = choosePlayerDisplay(displays, primaryId, { displayId: chosen.id, label: 'whatever' });
        expect(p.display).toBe(chosen);
        expect(p.reason).toBe('remembered');
      }),
    );
  });

  it('moves only to connected monitors, with the same fullscreen rule', () => {
    fc.assert(
      fc.property(layout, rememberedArb, stateArb, ({ displays, primaryId }, remembered, state) => {
        const action = onDisplaysChanged(state, displays, primaryId, remembered);
        if (action.kind === 'move') expectSound(action.placement, displays, primaryId);
        // A window whose monitor is gone always moves.
        if (!displays.some((d) => d.id === state.displayId)) expect(action.kind).toBe('move');
      }),
    );
  });

  it('is stable: once a decision is applied, the same monitors leave the window where it is', () => {
    fc.assert(
      fc.property(layout, rememberedArb, stateArb, ({ displays, primaryId }, remembered, state) => {
        const opened = choosePlayerDisplay(displays, primaryId, remembered);
        expect(onDisplaysChanged(stateOf(opened), displays, primaryId, remembered)).toEqual({ kind: 'stay' });
        const action = onDisplaysChanged(state, displays, primaryId, remembered);
        if (action.kind === 'move') {
          expect(onDisplaysChanged(stateOf(action.placement), displays, primaryId, remembered)).toEqual({
            kind: 'stay',
          });
        }
      }),
    );
  });

  it('takes a window waiting on the primary monitor to a second one as soon as one is connected', () => {
    fc.assert(
      fc.property(layout, ({ displays, primaryId }) => {
        const primary = primaryOf(displays, primaryId);
        const waiting: PlayerWindowState = { displayId: primary.id, fullscreen: false, fallback: true };
        const action = onDisplaysChanged(waiting, displays, primaryId, null);
        if (displays.length > 1)
          expect(action).toMatchObject({ kind: 'move', placement: { fullscreen: true } });
        else expect(action).toEqual({ kind: 'stay' });
      }),
    );
  });
});
