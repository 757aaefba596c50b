// Cutting a post's text to a service's limit without splitting a character: the text is cut between
// grapheme clusters (what a reader sees as one character: an emoji with its skin tone or its family
// joined by zero-width joiners, a letter with its accents), never inside one, so no emoji turns into
// a broken half or a different emoji. Lengths are counted in UTF-16 code units, as the schemas count
// them: never fewer than the services count, so a text within the limit here is within it there.

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The grapheme clusters of a text, in order. */
export function graphemesOf(text: string): string[] {
  return Array.from(graphemes.segment(text), (s) => s.segment);
}

/**
 * Pieces joined while they fit in `max`, an ellipsis marking a cut. A piece is never split: a grapheme
 * cluster, or a whole unit of a service's markup (an escaped character, a link).
 */
export function cutPieces(pieces: readonly string[], max: number): string {
  if (pieces.reduce((sum, piece) => sum + piece.length, 0) <= max) return pieces.join('');
  if (max < 1) return '';
  let kept = '';
  for (const piece of pieces) {
    if (kept.length + piece.length > max - 1) break;
    kept += piece;
  }
  return `${kept.trimEnd()}…`;
}

/**
 * Plain text cut to `max` between grapheme clusters. Only its first `max + 1` characters are read: a
 * boundary depends on the characters before it and the one after, never on those further on.
 */
export const cut = (text: string, max: number): string => cutPieces(graphemesOf(text.slice(0, max + 1)), max);
