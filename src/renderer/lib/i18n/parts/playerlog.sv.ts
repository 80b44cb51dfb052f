import type { playerlogEn } from './playerlog.en';

/** sv players' versions of log lines without NPCs' numbers (every key of playerlogEn, checked by the type). */
export const playerlogSv: Record<keyof typeof playerlogEn, string> = {
  'display.npcNumbers':
    'Visa spelarna siffrorna i SLP:ers slag (grupper, färdigheter, summor, försvar, initiativ)',

  'log.player.initiativeRolled': '{name} slog initiativ',
  'log.player.irt.attackDeclared': '{attacker} anfaller {target} med {weapon}, {difficulty}',
  'log.player.d20.checkSuccess': '{name}: {purpose} {face}, lyckat',
  'log.player.d20.checkFailure': '{name}: {purpose} {face}, misslyckat',
  'log.player.d20.attackDeclared': '{attacker} anfaller {target} med {weapon}',
  'log.player.d20.attackDeclaredEm': '{attacker} anfaller {target} med {weapon}, EM: {em}',
  'log.player.d20.attackHit': '{attacker} träffar {target} (EM {n})',
  'log.player.d20.attackMissed': '{attacker} missar {target}',
  'log.player.d20.parrySuccess': '{name} parerar anfallet från {attacker}',
  'log.player.d20.parryFailure': '{name} misslyckas med att parera anfallet från {attacker}',
  'log.player.d20.counterMagicSuccess': '{name} motverkar besvärjelsen från {attacker} med {skill}',
  'log.player.d20.counterMagicFailure':
    '{name} misslyckas med att motverka besvärjelsen från {attacker} ({skill})',
  'log.player.d20.interactedSuccess': '{name}: {description}, lyckat (SV {sv})',
  'log.player.d20.interactedFailure': '{name}: {description}, misslyckat (SV {sv})',
  'log.player.d20.resisted': '{name} står emot (SV {sv})',
  'log.player.d20.notResistedAwaiting': '{name} misslyckas med UTH-slaget (SV {sv}); följden återstår',
  'log.player.d20.notResisted': '{name} misslyckas med UTH-slaget (SV {sv}): {consequence}',
  'explog.player.test': '{name} slår {purpose}: 3T6 {natural}',
  'explog.player.testSuccess': '{name} slår {purpose}: 3T6 {natural}, lyckat',
  'explog.player.testFailure': '{name} slår {purpose}: 3T6 {natural}, misslyckat',
  'explog.player.opposedWon': '{name} mot {other}: {winner} vinner',
  'explog.player.opposedTie': '{name} mot {other}: oavgjort, SL avgör',
  'explog.player.initiativeMoved': '{name} flyttar i initiativordningen',
  'explog.player.attackHit': '{attacker} anfaller {target} med {weapon}{how}: träff',
  'explog.player.attackMiss': '{attacker} anfaller {target} med {weapon}{how}: miss',
  'explog.player.standFirmLost': '{target} försöker stå emot {attacker}: stunten lyckas',
  'explog.player.standFirmHeld': '{target} står emot {attacker}: stunten misslyckas',
  'omnlog.player.roll': '{name} slår {purpose}: 2T6 {natural}',
  'omnlog.player.rollPerfect': '{name} slår {purpose}: 2T6 {natural} — perfekt',
  'omnlog.player.attackHit': '{attacker} anfaller {target} med {weapon} ({skill}): träff',
  'omnlog.player.attackPerfect': '{attacker} anfaller {target} med {weapon} ({skill}): perfekt träff',
  'omnlog.player.attackMissed': '{attacker} anfaller {target} med {weapon} ({skill}): miss',
  'omnlog.player.dodged': '{name} undviker {attacker}',
  'omnlog.player.dodgeFailed': '{name} misslyckas med att undvika {attacker}',
  'omnlog.player.blocked': '{name} blockerar {attacker} med {object}',
  'omnlog.player.blockFailed': '{name} misslyckas med att blockera {attacker} med {object}',
  'omnlog.player.postureHeld':
    '{name} måste försvara sig innan {wanted}: Manövrar-slaget misslyckas, förblir {posture}',
  'omnlog.player.keptWaiting': '{name} väntar kvar (Väntar, {action})',
};
