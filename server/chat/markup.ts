// A post's text written in each service's markup so that it reads as itself. A post carries what members
// chose (team and player names in a recap, the teams a dues reminder names), so nothing in it may become
// markup: no masked link (`[text](url)` showing words instead of where it leads), no mention (`<@id>`,
// `<!channel>`), no heading or quote. Addresses are kept whole and as themselves: every service shows a
// bare address as it is, so it cannot hide where it leads.
//   - Discord: a backslash before each markdown character (Discord shows the character alone).
//   - Slack: &, < and > as entities (the only escapes mrkdwn has: with them no link, mention or date
//     can be written); an address as an explicit <address> link, the texts sent verbatim so that
//     Slack links and mentions nothing by itself.
//   - GroupMe: plain text, no markup to escape (a mention there needs an attachment Huddle never sends).
import { cutPieces, graphemesOf } from './cut';

/** An address: up to whitespace or a character that ends one in running text. */
const ADDRESS = /https?:\/\/[^\s<>[\]|"'`\\]*[^\s<>[\]|"'`\\.,:;!?)]/g;

const DISCORD_MARKDOWN = /[\\*_~`|[\]()<>#\-@]/g;
const escapeDiscord = (text: string) => text.replace(DISCORD_MARKDOWN, '\\$&');

const SLACK_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeSlack = (text: string) => text.replace(/[&<>]/g, (c) => SLACK_ENTITIES[c]!);

/**
 * The text as pieces a cut keeps or drops whole (escaped grapheme clusters, whole addresses), as far
 * as `upTo` characters of it: a piece is never shorter than what it writes, so none after can be kept.
 */
function pieces(
  text: string,
  upTo: number,
  escape: (text: string) => string,
  address: (url: string) => string,
): string[] {
  const out: string[] = [];
  const words = (from: number, to: number) => graphemesOf(text.slice(from, Math.min(to, upTo))).map(escape);
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    if (match.index >= upTo) break;
    out.push(...words(at, match.index), address(match[0]));
    at = match.index + match[0].length;
  }
  if (at < upTo) out.push(...words(at, text.length));
  return out;
}

/** Text in Discord's markdown (embed title, description, fields; a message's content), cut to `max`. */
export const discordText = (text: string, max = Infinity) =>
  cutPieces(
    pieces(text, max + 1, escapeDiscord, (url) => url),
    max,
  );

/** Text in Slack's mrkdwn (sent with `verbatim: true`), cut to `max`. */
export const slackText = (text: string, max = Infinity) =>
  cutPieces(
    pieces(text, max + 1, escapeSlack, (url) => `<${escapeSlack(url)}>`),
    max,
  );

// Reading a post as its service shows it (the demo's own chat, tests): the exact inverse of the above.

/** Discord's text as a reader sees it: a backslash before a punctuation mark or symbol is dropped. */
export const readDiscord = (text: string) => text.replace(/\\([^0-9A-Za-z\s])/g, '$1');

const SLACK_CHARACTERS: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>' };

/** Slack's mrkdwn as a reader sees it: an <address> link as the address, the entities decoded. */
export const readSlack = (text: string) =>
  text
    .replace(/<(https?:\/\/[^<>|]+)>/g, '$1')
    .replace(/&(amp|lt|gt);/g, (_, name: string) => SLACK_CHARACTERS[name]!);
