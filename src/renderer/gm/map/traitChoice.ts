/** What the trait brush paints: a known kind or a GM-defined one (with its label), a level, and visibility. */
export interface TraitChoice {
  readonly kind: string;
  /** GM-defined traits only: the name the GM gave it. */
  readonly label?: string;
  readonly level?: number;
  /** Shown to players (a trait they have not been shown stays GM-only). */
  readonly revealed: boolean;
}
