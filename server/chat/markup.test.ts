// Member-chosen text reads as itself in every service: no masked link, mention, heading or quote can be
// written with it, addresses stay whole and as themselves, and a reader sees exactly the text
// (escaping loses nothing, over many generated texts).
import { describe, expect, it } from 'vitest';
import { seededRng } from '../league/random';
import { discordText, readDiscord, readSlack, slackText } from './markup';

const discord = (text: string) => discordText(text);
const slack = (text: string) => slackText(text);

describe('text in each service’s markup', () => {
  it('Discord: a masked link, mentions and markdown come out as characters; an address stays as it is', () => {
    expect(discord('[Free pizza](https://evil.example/win)')).toBe(
      '\\[Free pizza\\]\\(https://evil.example/win\\)',
    );
    expect(discord('<@123456789> <@&42> @everyone')).toBe('\\<\\@123456789\\> \\<\\@&42\\> \\@everyone');
    expect(discord('# Champs\n> **bold** __under__ ~~gone~~ ||hidden|| `code` \\')).toBe(
      '\\# Champs\n\\> \\*\\*bold\\*\\* \\_\\_under\\_\\_ \\~\\~gone\\~\\~ \\|\\|hidden\\|\\| \\`code\\` \\\\',
    );
    expect(discord('Pay here: https://pay.example/u/some_name.')).toBe(
      'Pay here: https://pay.example/u/some_name.',
    );
  });

  it('Slack: mentions and links cannot be written; an address becomes a link showing itself', () => {
    expect(slack('<!channel> <@U024BE7LH> <!subteam^S1|team> & co')).toBe(
      '&lt;!channel&gt; &lt;@U024BE7LH&gt; &lt;!subteam^S1|team&gt; &amp; co',
    );
    expect(slack('<https://evil.example|Free pizza>')).toBe('&lt;<https://evil.example>|Free pizza&gt;');
    expect(slack('Pay: https://pay.example/?a=1&b=2.')).toBe('Pay: <https://pay.example/?a=1&amp;b=2>.');
  });

  it('a cut keeps an escaped character and an address whole, or drops them', () => {
    expect(discordText('ab*cd', 4)).toBe('ab…');
    expect(discordText('ab*cd', 5)).toBe('ab\\*…');
    expect(slackText('see https://pay.example/abc', 20)).toBe('see…');
    expect(discordText('see https://pay.example/abc now', 28)).toBe('see https://pay.example/abc…');
  });

  it('a reader sees exactly the text, over many generated texts', () => {
    const alphabet = [
      ...'abcXYZ019 .,:;!?\n',
      ...'\\*_~`|[]()<>#-@&',
      '&amp;',
      '&lt;',
      'https://a.example/x_y?q=1&r=2',
      'http://b.example/(c)',
      '👍🏽',
      '👨‍👩‍👧‍👦',
      'e\u0301',
    ];
    const rng = seededRng(36);
    for (let run = 0; run < 2000; run += 1) {
      const length = Math.floor(rng() * 40);
      const text = Array.from({ length }, () => alphabet[Math.floor(rng() * alphabet.length)]!).join('');
      expect(readDiscord(discord(text)), JSON.stringify(text)).toBe(text);
      expect(readSlack(slack(text)), JSON.stringify(text)).toBe(text);
      // Nothing in Slack's text opens markup but the address links Huddle wrote.
      expect(slack(text).replace(/<https?:\/\/[^<>|]+>/g, ''), JSON.stringify(text)).not.toMatch(/[<>]/);
    }
  });
});
