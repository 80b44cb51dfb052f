/**
 * Commands sent straight to the session, over a second GM connection, for what a spec sets up without
 * the UI it does not test (as the map's wall tool would send a door, or the log's tests their events).
 */
import type { Page } from '@playwright/test';
import type { Command } from '@shared/model/commands';
import { expect } from './fixtures';

/** Sends `command` as the GM of `page`'s session and expects the session to accept it. */
export async function sendCommand(page: Page, command: Command): Promise<void> {
  const reply = await page.evaluate(async (cmd) => {
    const token = new URLSearchParams(location.search).get('token') ?? '';
    const ws = new WebSocket(`ws://${location.host}/ws?token=${encodeURIComponent(token)}`);
    return new Promise<string>((resolve, reject) => {
      ws.onmessage = (ev: MessageEvent<string>) => {
        const m = JSON.parse(ev.data) as { hello?: unknown; id?: number; reply?: unknown };
        if (m.hello) ws.send(JSON.stringify({ id: 1, channel: 'session:command', input: { command: cmd } }));
        else if (m.id === 1) {
          ws.close();
          resolve(JSON.stringify(m.reply));
        }
      };
      ws.onerror = () => reject(new Error('WebSocket error'));
    });
  }, command);
  expect((JSON.parse(reply) as { ok: boolean }).ok, reply).toBe(true);
}
