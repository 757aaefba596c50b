// What a pick was worth (docs/decisions/0016): the player's started points for the team that made it,
// minus what a pick of its round produced on average over the same weeks. One function for the draft
// report cards and keeper values (server) and the keeper picker's figures (browser).

/** Started points over a round's expectation, to the hundredth, as the answers carry points. */
export function pickValue(startedPoints: number, expected: number): number {
  return Math.round((startedPoints - expected) * 100) / 100;
}
