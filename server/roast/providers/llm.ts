// What the two LLM providers share: the prompt (persona + facts), the 8 s deadline, one retry of a
// transient failure, and a sanity check of the answer's shape. Grounding is checked by the engine.
import type { Persona } from '../personas';
import type { FactSheet, SubjectType } from '../types';

export interface Prompt {
  system: string;
  user: string;
}

export interface LlmClient {
  name: 'openai' | 'anthropic';
  /** One call; throws TransientError for failures worth one retry, any other Error otherwise. */
  complete(prompt: Prompt, signal: AbortSignal): Promise<string>;
}

/** A failure that may pass on a second try (network error, 429, 5xx). */
export class TransientError extends Error {}

export const LLM_TIMEOUT_MS = 8000;
const TRANSIENT_STATUS = new Set([408, 409, 429, 500, 502, 503, 504, 529]);

/** Turns a non-OK HTTP status into the right error kind. */
export function httpError(provider: string, status: number): Error {
  const message = `${provider} answered HTTP ${status}`;
  return TRANSIENT_STATUS.has(status) ? new TransientError(message) : new Error(message);
}

/** fetch, with network failures (not aborts) marked transient. */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  signal: AbortSignal,
) {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new TransientError(`network error: ${(error as Error).message}`);
  }
}

const TASK: Record<SubjectType, string> = {
  matchup: 'Roast this fantasy football matchup in 2 to 4 sentences.',
  roster:
    'Roast the two starting lineups of this matchup (stars, duds, bench decisions) in 2 to 4 sentences.',
  transaction: 'Roast this fantasy football transaction in 2 to 3 sentences.',
  season: 'Write a roast recap of this fantasy football season in 4 to 6 sentences.',
  recap:
    "Write this week's recap for the league's group chat in 3 short paragraphs: the scores and the games, then the lineups and the players, then the standings and the playoff race.",
};

/** The subjects about a week's lineups (a season's or a move's roast is about neither). */
const GAME_SUBJECTS = new Set<SubjectType>(['matchup', 'roster', 'recap']);
const BEST_BALL_ROSTER_TASK =
  'Roast the two starting lineups of this matchup (stars and duds) in 2 to 4 sentences.';
const BEST_BALL =
  "This is a best-ball league: Sleeper counts each week's best lineup, so nobody chose whom to start or bench. Never say anyone benched a player or left points on the bench.";

export function buildPrompt(sheet: FactSheet, persona: Persona, avoid?: string): Prompt {
  const system = [
    `You are ${persona.name}, ${persona.style}. You write roasts for the group chat of a private fantasy football league.`,
    "Be funny and specific. Tease, never be cruel: no slurs, nothing about anyone's real life, looks, family or job, only their fantasy team.",
    'Use only the facts given. Every number you write must appear in the facts (you may round points to whole numbers). Never invent statistics, players or events.',
    'Answer with the roast text only: no preamble, no quotes, no markdown.',
  ].join('\n');
  // In best ball nobody chose a lineup: the model is told so, as an answer about a bench choice is not
  // used there (claims.ts: the sheets raise lineupsChosen in every other league).
  const bestBall = GAME_SUBJECTS.has(sheet.subjectType) && sheet.slots.lineupsChosen === undefined;
  const user = [
    bestBall && sheet.subjectType === 'roster' ? BEST_BALL_ROSTER_TASK : TASK[sheet.subjectType],
    ...(bestBall ? [BEST_BALL] : []),
    'Facts:',
    ...sheet.lines.map((l) => `- ${l}`),
    ...(avoid ? ['', `Do not repeat the previous roast: "${avoid}"`] : []),
  ].join('\n');
  return { system, user };
}

/** Calls the client under one overall deadline, retrying a transient failure once. */
export async function askLlm(
  client: LlmClient,
  prompt: Prompt,
  timeoutMs: number | undefined,
  maxLength: number,
): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs ?? LLM_TIMEOUT_MS);
  let answer: string;
  try {
    answer = await client.complete(prompt, signal);
  } catch (error) {
    if (!(error instanceof TransientError) || signal.aborted) throw error;
    answer = await client.complete(prompt, signal);
  }
  return cleanAnswer(answer, maxLength);
}

const MIN_LENGTH = 20;
/** The longest answer taken: a few paragraphs for a week's recap, a few sentences otherwise. */
export const MAX_LENGTH: Readonly<Record<SubjectType, number>> = {
  matchup: 1500,
  roster: 1500,
  transaction: 1500,
  season: 1500,
  recap: 2500,
};

/** Trims wrapping quotes and whitespace; refuses an empty or runaway answer. */
export function cleanAnswer(raw: string, maxLength: number): string {
  const text = raw
    .trim()
    .replace(/^["'“]+|["'”]+$/g, '')
    .trim();
  if (text.length < MIN_LENGTH || text.length > maxLength) {
    throw new Error(`answer of ${text.length} characters is not a roast`);
  }
  return text;
}
