/**
 * The player display's window manager over a fake screen and fake windows (Electron cannot run here):
 * opens on the chosen monitor, focuses instead of opening twice, follows monitors being unplugged and
 * plugged back, remembers the monitor the GM drags the window to, and ignores its own moves.
 */
import { describe, expect, it } from 'vitest';

import type {
  DisplayInfo,
  Placement,
  Rect,
  RememberedDisplay,
} from '../../../../src/main/windows/displayPlacement';
import {
  createPlayerDisplay,
  type PlayerWindowLike,
  type ScreenLike,
} from '../../../../src/main/windows/playerDisplay';

const monitor = (id: number, x: number, label: string): DisplayInfo => ({
  id,
  label,
  bounds: { x, y: 0, width: 1920, height: 1080 },
  workArea: { x, y: 0, width: 1920, height: 1040 },
});
const laptop = monitor(1, 0, 'Built-in');
const tv = monitor(2, 1920, 'LG TV');

class FakeScreen implements ScreenLike {
  displays: DisplayInfo[];
  primaryId: number;
  private listeners: (() => void)[] = [];
  constructor(displays: DisplayInfo[], primaryId = displays[0]?.id ?? 0) {
    this.displays = displays;
    this.primaryId = primaryId;
  }
  getAllDisplays = (): DisplayInfo[] => [...this.displays];
  getPrimaryDisplay = (): DisplayInfo =>
    this.displays.find((d) => d.id === this.primaryId) ?? (this.displays[0] as DisplayInfo);
  getDisplayMatching = (rect: Rect): DisplayInfo => {
    const cx = rect.x + rect.width / 2;
    return (
      this.displays.find((d) => cx >= d.bounds.x && cx < d.bounds.x + d.bounds.width) ??
      this.getPrimaryDisplay()
    );
  };
  onDisplaysChanged(listener: () => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }
  /** Plugs or unplugs monitors and tells the listeners, as Electron's display events do. */
  set(displays: DisplayInfo[]): void {
    this.displays = displays;
    for (const l of this.listeners) l();
  }
}

class FakeWindow implements PlayerWindowLike {
  destroyed = false;
  minimized = false;
  fullscreen: boolean;
  bounds: Rect;
  focused = 0;
  /** Leaving fullscreen completes on its own (Windows, Linux) unless false (macOS animates it). */
  leavesAtOnce = true;
  private handlers = new Map<string, (() => void)[]>();
  constructor(readonly placement: Placement) {
    this.bounds = { ...placement.bounds };
    this.fullscreen = placement.fullscreen;
  }
  isDestroyed = (): boolean => this.destroyed;
  isMinimized = (): boolean => this.minimized;
  restore(): void {
    this.minimized = false;
  }
  focus(): void {
    this.focused++;
  }
  isFullScreen = (): boolean => this.fullscreen;
  setFullScreen(flag: boolean): void {
    const leaving = this.fullscreen && !flag;
    this.fullscreen = flag;
    if (leaving && this.leavesAtOnce) this.emit('leave-full-screen');
  }
  setBounds(bounds: Partial<Rect>): void {
    this.bounds = { ...this.bounds, ...bounds };
    this.emit('move');
  }
  getBounds = (): Rect => ({ ...this.bounds });
  on(event: string, listener: () => void): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: () => void): this {
    const wrapped = (): void => {
      this.handlers.set(
        event,
        (this.handlers.get(event) ?? []).filter((l) => l !== wrapped),
      );
      listener();
    };
    return this.on(event, wrapped);
  }
  emit(event: string): void {
    for (const l of this.handlers.get(event) ?? []) l();
  }
  /** The GM drags the window to `x` (the OS reports 'move' while dragging). */
  dragTo(x: number): void {
    this.bounds = { ...this.bounds, x };
    this.emit('move');
  }
  close(): void {
    this.destroyed = true;
    this.emit('closed');
  }
}

/** Timers run when the test says so. */
function manualTimers(): {
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (h: unknown) => void;
  runAll: () => void;
} {
  let pending = new Map<number, () => void>();
  let next = 1;
  return {
    setTimer: (fn) => {
      const id = next++;
      pending.set(id, fn);
      return id;
    },
    clearTimer: (h) => {
      pending.delete(h as number);
    },
    runAll: () => {
      const due = pending;
      pending = new Map();
      for (const fn of due.values()) fn();
    },
  };
}

function setup(displays: DisplayInfo[], remembered: RememberedDisplay | null = null) {
  const screen = new FakeScreen(displays);
  const windows: FakeWindow[] = [];
  const stored: RememberedDisplay[] = [];
  let memory = remembered;
  const timers = manualTimers();
  const display = createPlayerDisplay({
    screen,
    createWindow: (placement) => {
      const w = new FakeWindow(placement);
      windows.push(w);
      return w;
    },
    remembered: () => memory,
    remember: (d) => {
      memory = d;
      stored.push(d);
      return Promise.resolve();
    },
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
  });
  const last = (): FakeWindow => {
    const w = windows.at(-1);
    if (!w) throw new Error('no window was opened');
    return w;
  };
  return { screen, windows, stored, timers, display, last };
}

describe('player display window', () => {
  it('opens fullscreen on the second monitor and reports it', () => {
    const { display, last } = setup([laptop, tv]);
    expect(display.open()).toEqual({ opened: true, displayLabel: 'LG TV', fullscreen: true });
    expect(last().placement).toMatchObject({ display: tv, fullscreen: true, bounds: tv.bounds });
  });

  it('opens as a normal window on a single monitor, with no label when the OS gives none', () => {
    const { display, last } = setup([{ ...laptop, label: '' }]);
    expect(display.open()).toEqual({ opened: true, displayLabel: null, fullscreen: false });
    expect(last().placement.fullscreen).toBe(false);
  });

  it('focuses the open window instead of opening a second one, and opens anew once closed', () => {
    const { display, windows, last } = setup([laptop, tv]);
    display.open();
    last().minimized = true;
    display.open();
    expect(windows).toHaveLength(1);
    expect(last().minimized).toBe(false);
    expect(last().focused).toBe(1);
    expect(display.current()).toBe(last());
    last().close();
    expect(display.current()).toBeNull();
    display.open();
    expect(windows).toHaveLength(2);
  });

  it('opens on the remembered monitor', () => {
    const projector = monitor(3, 3840, 'EPSON PJ');
    const { display, last } = setup([laptop, tv, projector], { displayId: 3, label: 'EPSON PJ' });
    expect(display.open().displayLabel).toBe('EPSON PJ');
    expect(last().placement.display).toBe(projector);
  });

  it('follows the monitor being unplugged and plugged back in', () => {
    const { screen, display, last, timers, stored } = setup([laptop, tv]);
    display.open();
    const w = last();
    screen.set([laptop]);
    expect(w.fullscreen).toBe(false);
    expect(screen.getDisplayMatching(w.bounds)).toBe(laptop);
    screen.set([laptop, tv]);
    expect(w.fullscreen).toBe(true);
    expect(w.bounds).toEqual(tv.bounds);
    // Our own moves are not the GM's choice: nothing is remembered.
    timers.runAll();
    expect(stored).toEqual([]);
  });

  /** The window full screen on the TV, which is unplugged; leaving full screen is animated (macOS). */
  function tvGoneWhileLeavingSlowly() {
    const { screen, display, last, timers } = setup([laptop, tv]);
    display.open();
    const w = last();
    w.leavesAtOnce = false;
    screen.set([laptop]);
    return { w, timers };
  }

  it('places the window only once leaving fullscreen is done (macOS animates it)', () => {
    const { w, timers } = tvGoneWhileLeavingSlowly();
    expect(w.bounds).toEqual(tv.bounds);
    w.emit('leave-full-screen');
    expect(w.bounds.x).toBeLessThan(1920);
    // The fallback timer finds the work done and does not place it twice.
    w.bounds = { ...w.bounds, x: 5 };
    timers.runAll();
    expect(w.bounds.x).toBe(5);
  });

  it('places the window anyway when leaving fullscreen never reports back', () => {
    const { w, timers } = tvGoneWhileLeavingSlowly();
    timers.runAll();
    expect(w.bounds.x).toBeLessThan(1920);
    expect(w.fullscreen).toBe(false);
  });

  it('remembers the monitor the GM drags the window to, and fills it on the next Open', () => {
    const { display, last, timers, stored } = setup([laptop, tv], { displayId: laptop.id });
    expect(display.open()).toMatchObject({ fullscreen: false });
    const w = last();
    w.dragTo(2500);
    w.dragTo(2600);
    timers.runAll();
    expect(stored).toEqual([{ displayId: tv.id, label: 'LG TV' }]);
    expect(w.fullscreen).toBe(false);
    expect(display.open()).toEqual({ opened: true, displayLabel: 'LG TV', fullscreen: true });
    expect(w.fullscreen).toBe(true);
    expect(w.bounds).toEqual(tv.bounds);
  });

  it('remembers nothing when the window is moved around a single monitor', () => {
    const { display, last, timers, stored } = setup([laptop]);
    display.open();
    last().dragTo(300);
    timers.runAll();
    expect(stored).toEqual([]);
  });

  it('leaves a closed window alone when monitors change, and stops listening on dispose', () => {
    const { screen, display, last } = setup([laptop, tv]);
    display.open();
    const w = last();
    w.close();
    screen.set([laptop]);
    expect(w.fullscreen).toBe(true);
    display.dispose();
    display.open();
    const again = last();
    screen.set([laptop, tv]);
    expect(again.fullscreen).toBe(false);
  });
});
