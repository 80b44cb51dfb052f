/**
 * English strings of the desktop app's player window (merged into ../en.ts): the GM's "Open player
 * display" button and what it reports. Keys are `displayWindow.*`, apart from the map's `display.*`
 * controls of the display itself.
 */
export const displayEn = {
  'displayWindow.open': 'Open player display',
  'displayWindow.openHint':
    "Opens the players' window: fullscreen on a second monitor if there is one. The monitor you move it to is remembered.",
  'displayWindow.openedOn': 'Player display opened fullscreen on {name}.',
  'displayWindow.openedFullscreen': 'Player display opened fullscreen on the second monitor.',
  'displayWindow.openedWindow':
    'Player display opened as a window. Drag it to another monitor and press Open player display again to fill it; that monitor is remembered.',
  'display.rollingInitiative': 'Round {round}: rolling initiative',
};
