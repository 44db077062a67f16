/** The shape of one rule's explanation in one language. */
export interface RuleText {
  /** A few words, for a list or a foul banner. */
  readonly title: string;
  /** One or two sentences. */
  readonly text: string;
}
