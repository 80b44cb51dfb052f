/**
 * English strings of "Share player view" (merged into ../en.ts): showing the player view on the
 * players' own devices over the local network, in web mode.
 */
export const shareEn = {
  'share.button': 'Share player view',
  'share.buttonShort': 'Share',
  'share.buttonHint': 'Show the player view on phones, tablets and laptops on this network',
  'share.title': 'Share player view',
  'share.intro':
    'Players on the same network (Wi-Fi) can follow the fight on their own phones, tablets or laptops. They see exactly what the player display shows and can change nothing.',
  'share.privacy':
    'Until you start, Hexscreen can only be reached from this computer. Sharing opens it to the network with a new secret link; anyone who has the link can watch until you stop sharing.',
  'share.start': 'Start sharing',
  'share.starting': 'Starting…',
  'share.checking': 'Checking whether sharing is on…',
  'share.qr': 'QR code of the player view link',
  'share.scan': 'Scan the code with a phone or tablet on the same network, or open the link:',
  'share.links': 'Player view links',
  'share.copy': 'Copy',
  'share.copyLink': 'Copy the link {url}',
  'share.copied': 'Link copied.',
  'share.copyFailed': 'The link could not be copied; select it and copy it yourself.',
  'share.since': 'Sharing since {time}.',
  'share.noNetwork':
    'No network address was found on this computer, so this link only works here. Connect to a network, then stop and start sharing again.',
  'share.stop': 'Stop sharing',
  'share.stopping': 'Stopping…',
  'share.stopHint': 'Stopping disconnects every shared screen at once; the link stops working for good.',
  'share.stopped': 'Sharing stopped. The old link no longer works.',
  'share.error.webOnly':
    'Sharing over the network is available in web mode (npm run web); in the desktop app use Open player display.',
  'share.error.start': 'Sharing could not start: {message}',
  'share.error.stop': 'Sharing could not be stopped: {message}',
  'share.error.status': 'Could not find out whether sharing is on: {message}',
  'share.playerLink.title': 'Player display on this computer',
  'share.playerLink.hint':
    'This link stays the same when Hexscreen restarts. A new link makes the old one stop working at once, also on screens that have it open.',
  'share.playerLink.rotate': 'New player link',
  'share.playerLink.rotating': 'Making a new link…',
  'share.playerLink.rotated':
    'New player link made. Open it on the player display; the old one no longer works.',
  'share.playerLink.error': 'No new player link was made: {message}',
};
