/**
 * en strings of the Omnimodus log lines (renderer/lib/logText.ts, omnText) and of the players' versions of
 * damage lines in every system (`omnlog.player.*`: the player projection strips the numbers, see
 * shared/view/playerView.ts). Game terms (Närstrid, Manövrar, Brytvärde, Rustning, areas, postures,
 * Tvekar, Väntar, Avvakta, wound words) come from the data and stay untranslated.
 */
export const omnlogEn = {
  // OMN-ROLL-1/2: 2T6 + skill + modifiers. {skill} and {modifier} carry their signs.
  'omnlog.roll': '{name} rolls {purpose}: 2T6 {natural} {skill}{modifier} = {total}',
  'omnlog.rollPerfect': '{name} rolls {purpose}: 2T6 {natural} {skill}{modifier} = {total} — perfect',
  'omnlog.rollFumble': '{name} rolls {purpose}: 2T6 {natural} — fumble',
  // OMN-RND-1, OMN-ACT-*: declarations.
  'omnlog.declared': '{name} declares {action}',
  'omnlog.declaredAt': '{name} declares {action} at {targets}',
  'omnlog.declaredHolding': '{name} holds {action}',
  'omnlog.declaredHoldingAt': '{name} holds {action} for {targets}',
  'omnlog.declaredPosture': '{name} declares a change of posture to {posture}',
  'omnlog.attacksSuffix.one': '({n} attack)',
  'omnlog.attacksSuffix.few': '({n} attacks)',
  'omnlog.attacksSuffix.many': '({n} attacks)',
  'omnlog.attacksSuffix.other': '({n} attacks)',
  'omnlog.metresSuffix': '(up to {metres} m)',
  'omnlog.action.melee': 'a melee attack',
  'omnlog.action.thrown': 'a throw',
  'omnlog.action.firearm': 'a firearm attack',
  'omnlog.action.avvakta': 'Avvakta',
  'omnlog.action.posture': 'a change of posture',
  'omnlog.action.move': 'a move',
  'omnlog.action.run': 'a run',
  'omnlog.action.handle': 'handling',
  'omnlog.action.talk': 'talking',
  'omnlog.action.other': 'another action',
  // OMN-ACT-5, OMN-INIT-2/3.
  'omnlog.postureChanged': '{name}: {from} → {to}',
  'omnlog.postureHeld': '{name} must defend before becoming {wanted}: Manövrar {total} < 10, stays {posture}',
  'omnlog.keptWaiting': '{name} keeps waiting (Väntar, {action}) at initiative {initiative}',
  'omnlog.hesitates': '{name} fumbles the initiative roll: Tvekar in round {round}',
  'omnlog.conditionEnded': '{name}: {condition} ends',
  // OMN-FUM-1.
  'omnlog.fumble': '{name} fumbles ({table}): 2T6 {total} → {result}',
  'omnlog.fumbleNoRow': '{name} fumbles ({table}): 2T6 {total}, no row in the fumble table',
  'omnlog.table.melee': 'melee',
  'omnlog.table.ranged': 'ranged',
  'omnlog.table.defence': 'defence',
  // OMN-ATK-2: {needed} is the attack target (8 by default).
  'omnlog.attackHit': '{attacker} attacks {target} with {weapon} ({skill}): {total} ≥ {needed}, a hit',
  'omnlog.attackPerfect': '{attacker} attacks {target} with {weapon} ({skill}): {total}, a perfect hit',
  'omnlog.attackMissed': '{attacker} attacks {target} with {weapon} ({skill}): {total} < {needed}, a miss',
  'omnlog.attackFumbled': '{attacker} fumbles the attack on {target} with {weapon} ({skill})',
  // OMN-DEF-1..5.
  'omnlog.dodged': '{name} dodges {attacker}: {total} vs {attack}',
  'omnlog.dodgeFailed': '{name} fails to dodge {attacker}: {total} vs {attack}',
  'omnlog.blocked': '{name} blocks {attacker} with {object}: {total} vs {attack}',
  'omnlog.blockFailed': '{name} fails to block {attacker} with {object}: {total} vs {attack}',
  'omnlog.defendedNone': '{name} takes the attack of {attacker} without defending',
  'omnlog.perfectSuffix': '(perfect)',
  'omnlog.object': 'the blocking object',
  // OMN-DMG-1, OMN-ATK-3/4, OMN-PERF-1.
  'omnlog.damageRolled': '{name} rolls {damage} damage',
  'omnlog.flatSuffix': '(bonus {flat})',
  'omnlog.extraDiceSuffix': '(with {n} extra T6)',
  // OMN-DEF-5: the blocking object takes the blow.
  'omnlog.objectHeld': '{object} ({name}) holds: {damage} damage, Brytvärde {bryt}',
  'omnlog.objectNotched': '{object} ({name}) takes {damage} damage: Brytvärde {bryt} → {after}',
  'omnlog.objectBroken':
    '{object} ({name}) breaks under {damage} damage (Brytvärde {bryt}): {through} gets through',
  'omnlog.objectBrokenHeld':
    '{object} ({name}) breaks under {damage} damage (Brytvärde {bryt}): nothing gets through',
  // OMN-DMG-1, OMN-LOC-*.
  'omnlog.damaged':
    '{name} is hit on {area}: {damage} damage − Rustning {armour} = {taken} (area total {total})',
  'omnlog.damagedWound':
    '{name} is hit on {area}: {damage} damage − Rustning {armour} = {taken} (area total {total}) → {word}',
  'omnlog.damagedStopped': '{name} is hit on {area}: Rustning {armour} stops all {damage} damage',
  'omnlog.cancelled': 'The waiting attack is cancelled',
  // Players' versions: the projection keeps no damage, armour or resource numbers (playerView.ts).
  'omnlog.player.damageRolled': '{name} rolls damage',
  'omnlog.player.objectHeld': '{object} ({name}) holds',
  'omnlog.player.objectNotched': '{object} ({name}) is notched',
  'omnlog.player.objectBroken': '{object} ({name}) breaks',
  'omnlog.player.damaged': '{name} is hit on {area}',
  'omnlog.player.damagedWound': '{name} is hit on {area}: {word}',
  'omnlog.player.irtHit': '{attacker} hits {target}: {successes} against {difficulty}, Effekt {effekt}',
  'omnlog.player.irtDamage': '{name} is hurt',
  'omnlog.player.irtDamageWound': '{name} is hurt and is now {wound}',
  'omnlog.player.irtDamageValue': '{name} is hurt by {type}',
  'omnlog.player.irtCrit': 'Crit on {name}: {type}: {row}',
  'omnlog.player.irtCritPart': 'Crit on {name}: {type}: {row} ({part})',
  'omnlog.player.d20Hit': '{name} is hit by {attacker} ({weapon})',
  'omnlog.player.d20Damaged': '{name} takes damage',
  'omnlog.player.d20Healed': '{name} is healed',
  'omnlog.player.d20Bled': '{name} bleeds',
} as const satisfies Record<string, string>;
