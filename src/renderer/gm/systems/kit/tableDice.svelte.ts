/**
 * App dice or the table's (the kit of the systems' screens): whether the GM enters the faces rolled at
 * the table, and the faces typed. One per roll a dialog or panel offers, shown by DiceEntry, PanelDice or
 * a checkbox and field of the screen's own: `const damage = new TableDice();` then
 * `<PanelDice dice={damage} fieldLabel={t('exp.p.damageDice')} />`.
 */
export class TableDice {
  /** The GM enters the faces rolled at the table (else the app rolls). */
  enter = $state(false);
  /** The faces typed. */
  text = $state('');
}
