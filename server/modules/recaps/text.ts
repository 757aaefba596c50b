// A recap's text: written once per week by the roast engine (the league's persona; an LLM when configured,
// checked for numbers and falling back to the templates) and stored with the roasts, so the page and the
// group chat read the same words. A stored text is used only while every number in it is still in the week's
// facts: after a stat correction the week is written again. What it said is remembered with it, and the next
// weeks' recaps are written fresh by that memory.
import type { AppContext } from '../../context';
import { unlessStorageFails } from '../../db/storage-errors';
import { seedOf } from '../../league/random';
import { inventedNumbers } from '../../roast/number-check';
import { seededRng } from '../../roast/rng';
import { createRoastWriter, rememberPhrases, type RoastWriter } from '../../roast/service';
import { lastRoast, saveRoast } from '../../roast/store';
import type { FactSheet } from '../../roast/types';

export interface RecapText {
  text: string;
  /** The persona's display name. */
  persona: string;
}

/** Texts being written per database in this process, so concurrent first requests write once. */
const writingIn = new WeakMap<object, Map<string, Promise<RecapText>>>();

function storedText(ctx: AppContext, sheet: FactSheet): RecapText | undefined {
  const stored = lastRoast(ctx.db, ctx.leagueId, sheet.subjectType, sheet.subjectKey);
  return stored && inventedNumbers(stored.text, sheet).length === 0 ? stored : undefined;
}

/**
 * The templates draw from a generator seeded by the league and the week: a week's first text is the
 * same wherever it is written (this league's Huddle against the real provider or a copy of it).
 */
const weekWriter = (ctx: AppContext, sheet: FactSheet) =>
  createRoastWriter(ctx, { rng: seededRng(seedOf(`${ctx.leagueId}:recap:${sheet.subjectKey}`)) });

export function recapText(
  ctx: AppContext,
  sheet: FactSheet,
  write: RoastWriter = weekWriter(ctx, sheet),
): Promise<RecapText> {
  const stored = storedText(ctx, sheet);
  if (stored) return Promise.resolve(stored);
  let writing = writingIn.get(ctx.sqlite);
  if (!writing) writingIn.set(ctx.sqlite, (writing = new Map()));
  const key = `${ctx.leagueId}:${sheet.subjectKey}`;
  const pending = writing.get(key);
  if (pending) return pending;
  const avoid = lastRoast(ctx.db, ctx.leagueId, sheet.subjectType, sheet.subjectKey)?.text;
  const written = write(sheet, avoid)
    .then(({ text, provider, persona, phrases }) => {
      const own = { text, persona: persona.name };
      // Another process may have stored this week's text meanwhile: the first one stored is the text.
      // The phrases remembered are the stored text's, with it.
      const keep = ctx.sqlite.transaction((): RecapText => {
        const first = storedText(ctx, sheet);
        if (first) return first;
        rememberPhrases(ctx, sheet, phrases);
        saveRoast(
          ctx.db,
          {
            leagueId: ctx.leagueId,
            subjectType: sheet.subjectType,
            subjectKey: sheet.subjectKey,
            personaName: persona.name,
            provider,
            text,
            requestedBy: null,
          },
          ctx.clock.now().getTime(),
        );
        return own;
      });
      // On a full or read-only disk the recap is still answered; its text is just not kept.
      return unlessStorageFails(() => keep.immediate()) ?? own;
    })
    .finally(() => writing.delete(key));
  writing.set(key, written);
  return written;
}
