// Every service's limits hold for any text Huddle may be asked to post: a seeded loop over many
// generated messages (names of every length, emoji, markup characters, many awards, long texts)
// checks each format against its service's schema and Discord's 6,000-character total, and that what
// is cut keeps whole characters and reads as the start of what was said.
import { describe, expect, it } from 'vitest';
import { seededRng, type Rng } from '../league/random';
import { graphemesOf } from './cut';
import {
  discordBodySchema,
  GROUPME_MAX_TEXT,
  groupmeBodySchema,
  renderPayload,
  slackBodySchema,
  type ChatMessage,
} from './formats';
import { readDiscord } from './markup';

const LINK = 'https://huddle.example/recaps/2025/13';
const options = { appName: 'Huddle', botId: 'bot123' };
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const ALPHABET = [
  ...'abcdefXYZ0189 ',
  ...'*_~`|[]()<>#-@&\\',
  'https://evil.example/x_y',
  '👍🏽',
  '👨‍👩‍👧‍👦',
  '🇺🇸',
  'e\u0301',
  '漢',
];
/** Lengths around every limit of the three services, and far beyond. */
const LENGTHS = [1, 2, 20, 149, 150, 151, 255, 256, 257, 1000, 1023, 1024, 1025, 2000, 3001, 4096, 6001];

const pick = <T>(rng: Rng, items: readonly T[]) => items[Math.floor(rng() * items.length)]!;
function text(rng: Rng): string {
  const target = pick(rng, LENGTHS) + Math.floor(rng() * 8);
  let out = '';
  while (out.length < target) out += pick(rng, ALPHABET);
  return out;
}
function message(rng: Rng): ChatMessage {
  return {
    title: text(rng),
    body: Array.from({ length: Math.floor(rng() * 4) }, () => text(rng)).join('\n\n'),
    highlights: Array.from({ length: Math.floor(rng() * 40) }, () => ({
      label: text(rng),
      value: text(rng),
    })),
    link: rng() < 0.8 ? LINK : null,
  };
}

/** What a Discord reader sees of a text is the start of what was said, cut between characters. */
function expectStartOf(shown: string, said: string) {
  expect(shown).not.toMatch(LONE_SURROGATE);
  const kept = readDiscord(shown.endsWith('…') ? shown.slice(0, -1) : shown);
  expect(said.startsWith(kept)).toBe(true);
  const ends = new Set([0]);
  let at = 0;
  for (const g of graphemesOf(said)) ends.add((at += g.length));
  expect(ends.has(kept.length)).toBe(true);
}

describe('the services’ limits, for any text', () => {
  it('Discord: within every limit and the 6,000 total, the title and link kept, cuts between characters', () => {
    const rng = seededRng(2036);
    for (let run = 0; run < 300; run += 1) {
      const said = message(rng);
      const body = discordBodySchema.parse(renderPayload('discord', said, options));
      expect(body.allowed_mentions).toEqual({ parse: [] });
      if (!body.embeds) {
        expectStartOf(body.content!, said.title);
        continue;
      }
      const embed = body.embeds[0]!;
      const fields = embed.fields ?? [];
      const total =
        embed.title.length +
        (embed.description?.length ?? 0) +
        fields.reduce((sum, f) => sum + f.name.length + f.value.length, 0);
      expect(total, `run ${run}`).toBeLessThanOrEqual(6000);
      expect(embed.url).toBe(said.link ?? undefined);
      expectStartOf(embed.title, said.title);
      if (embed.description) expectStartOf(embed.description, said.body);
      fields.forEach((field, i) => {
        expectStartOf(field.name, said.highlights[i]!.label);
        expectStartOf(field.value, said.highlights[i]!.value);
      });
    }
  });

  it('Slack and GroupMe: within every limit, GroupMe keeping the title’s start and the link', () => {
    const rng = seededRng(3606);
    for (let run = 0; run < 300; run += 1) {
      const said = message(rng);
      const slack = slackBodySchema.parse(renderPayload('slack', said, options));
      expect(JSON.stringify(slack)).not.toMatch(LONE_SURROGATE);
      const groupme = groupmeBodySchema.parse(renderPayload('groupme', said, options)).text;
      expect(groupme.length).toBeLessThanOrEqual(GROUPME_MAX_TEXT);
      expect(groupme).not.toMatch(LONE_SURROGATE);
      if (said.link) expect(groupme.endsWith(`\n${said.link}`)).toBe(true);
      const head = groupme.split('\n')[0]!;
      expect(said.title.startsWith(head.endsWith('…') ? head.slice(0, -1) : head)).toBe(true);
    }
  });
});
