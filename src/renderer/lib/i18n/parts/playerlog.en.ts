/**
 * English players' versions of log lines whose numbers come from an NPC's sheet (merged into ../en.ts):
 * unless the campaign shows NPCs' roll details, the player display reads who rolled, against whom and
 * whether it worked (view/playerView.ts NPC_NUMBERS), and the setting that shows them.
 */
export const playerlogEn = {
  'display.npcNumbers':
    'Show players the numbers of NPCs’ rolls (pools, skills, totals, Defense, initiative)',

  'log.player.initiativeRolled': '{name} rolled initiative',
  'log.player.irt.attackDeclared': '{attacker} attacks {target} with {weapon}, {difficulty}',
  'log.player.d20.checkSuccess': '{name}: {purpose} {face}, success',
  'log.player.d20.checkFailure': '{name}: {purpose} {face}, failure',
  'log.player.d20.attackDeclared': '{attacker} attacks {target} with {weapon}',
  'log.player.d20.attackDeclaredEm': '{attacker} attacks {target} with {weapon}, EM: {em}',
  'log.player.d20.attackHit': '{attacker} hits {target} (EM {n})',
  'log.player.d20.attackMissed': '{attacker} misses {target}',
  'log.player.d20.parrySuccess': '{name} parries the attack of {attacker}',
  'log.player.d20.parryFailure': '{name} fails to parry the attack of {attacker}',
  'log.player.d20.counterMagicSuccess': '{name} counters the spell of {attacker} with {skill}',
  'log.player.d20.counterMagicFailure': '{name} fails to counter the spell of {attacker} ({skill})',
  'log.player.d20.interactedSuccess': '{name}: {description}, success (SV {sv})',
  'log.player.d20.interactedFailure': '{name}: {description}, failure (SV {sv})',
  'log.player.d20.resisted': '{name} resists (SV {sv})',
  'log.player.d20.notResistedAwaiting':
    '{name} fails the UTH roll (SV {sv}); the consequence is still to come',
  'log.player.d20.notResisted': '{name} fails the UTH roll (SV {sv}): {consequence}',
  'explog.player.test': '{name} rolls {purpose}: 3d6 {natural}',
  'explog.player.testSuccess': '{name} rolls {purpose}: 3d6 {natural}, a success',
  'explog.player.testFailure': '{name} rolls {purpose}: 3d6 {natural}, a failure',
  'explog.player.opposedWon': '{name} against {other}: {winner} wins',
  'explog.player.opposedTie': '{name} against {other}: a tie, the GM decides',
  'explog.player.initiativeMoved': '{name} moves in the initiative order',
  'explog.player.attackHit': '{attacker} attacks {target} with {weapon}{how}: a hit',
  'explog.player.attackMiss': '{attacker} attacks {target} with {weapon}{how}: a miss',
  'explog.player.standFirmLost': '{target} tries to stand firm against {attacker}: the stunt works',
  'explog.player.standFirmHeld': '{target} stands firm against {attacker}: the stunt fails',
  'omnlog.player.roll': '{name} rolls {purpose}: 2T6 {natural}',
  'omnlog.player.rollPerfect': '{name} rolls {purpose}: 2T6 {natural} — perfect',
  'omnlog.player.attackHit': '{attacker} attacks {target} with {weapon} ({skill}): a hit',
  'omnlog.player.attackPerfect': '{attacker} attacks {target} with {weapon} ({skill}): a perfect hit',
  'omnlog.player.attackMissed': '{attacker} attacks {target} with {weapon} ({skill}): a miss',
  'omnlog.player.dodged': '{name} dodges {attacker}',
  'omnlog.player.dodgeFailed': '{name} fails to dodge {attacker}',
  'omnlog.player.blocked': '{name} blocks {attacker} with {object}',
  'omnlog.player.blockFailed': '{name} fails to block {attacker} with {object}',
  'omnlog.player.postureHeld':
    '{name} must defend before becoming {wanted}: the Manövrar roll fails, stays {posture}',
  'omnlog.player.keptWaiting': '{name} keeps waiting (Väntar, {action})',
};
