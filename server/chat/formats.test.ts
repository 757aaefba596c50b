// Each service's format holds its limits, whatever the length of what is said, and keeps the title and
// the link; the schemas (which the demo's own chat also applies) accept what Huddle renders; what
// members chose reads as itself in each (no masked link, no mention) and no Discord post notifies.
import { describe, expect, it } from 'vitest';
import {
  discordBodySchema,
  GROUPME_MAX_TEXT,
  groupmeBodySchema,
  renderPayload,
  slackBodySchema,
  type ChatMessage,
} from './formats';

const LINK = 'https://huddle.example/recaps/2025/13';
const paragraph = (n: number) => `Paragraph ${n}: ${'Team <A> & friends scored a lot. '.repeat(40)}`;
const long: ChatMessage = {
  title: '2025 week 13 recap',
  body: Array.from({ length: 6 }, (_, i) => paragraph(i + 1)).join('\n\n'),
  highlights: Array.from({ length: 12 }, (_, i) => ({
    label: `Award ${i + 1}`,
    value: `Team ${i + 1}, 123.4`,
  })),
  link: LINK,
};
const short: ChatMessage = { title: 'Huddle is connected', body: '', highlights: [], link: null };
const options = { appName: 'Huddle', botId: 'bot123' };

describe('chat formats', () => {
  it('Discord: an embed within Discord’s limits, linking the page; a plain message for a plain text', () => {
    const body = discordBodySchema.parse(renderPayload('discord', long, options));
    const embed = body.embeds![0]!;
    expect(embed).toMatchObject({ title: long.title, url: LINK });
    const total =
      embed.title.length +
      (embed.description?.length ?? 0) +
      (embed.fields ?? []).reduce((s, f) => s + f.name.length + f.value.length, 0);
    expect(total).toBeLessThanOrEqual(6000);
    expect(embed.fields).toHaveLength(12);
    expect(discordBodySchema.parse(renderPayload('discord', short, options))).toEqual({
      username: 'Huddle',
      content: 'Huddle is connected',
      allowed_mentions: { parse: [] },
    });
  });

  it('Slack: blocks within Slack’s limits, markup characters escaped, the link as a button-like line', () => {
    const body = slackBodySchema.parse(renderPayload('slack', long, options));
    expect(body.text).toBe(`${long.title}: ${LINK}`);
    expect(body.blocks![0]).toEqual({ type: 'header', text: { type: 'plain_text', text: long.title } });
    const texts = JSON.stringify(body.blocks);
    expect(texts).toContain('&lt;A&gt; &amp; friends');
    expect(texts).not.toContain('<A>');
    expect(texts).toContain(`<${LINK}|Open in Huddle>`);
    expect(slackBodySchema.parse(renderPayload('slack', short, options)).text).toBe('Huddle is connected');
  });

  it('member-chosen names cannot become a masked link or a mention in any service; no Discord post notifies', () => {
    const bait: ChatMessage = {
      title: '2025 week 13 recap',
      body: '[Free pizza](https://evil.example/win) beat <@123456789> and @everyone.\n\n<!channel> <@U024BE7LH>',
      highlights: [{ label: 'High score', value: '[Claim prize](https://evil.example), 152.3' }],
      link: LINK,
    };
    const discord = discordBodySchema.parse(renderPayload('discord', bait, options));
    expect(discord.allowed_mentions).toEqual({ parse: [] });
    const embed = discord.embeds![0]!;
    expect(embed.description).toBe(
      '\\[Free pizza\\]\\(https://evil.example/win\\) beat \\<\\@123456789\\> and \\@everyone.\n\n' +
        '\\<!channel\\> \\<\\@U024BE7LH\\>',
    );
    expect(embed.fields![0]!.value).toBe('\\[Claim prize\\]\\(https://evil.example\\), 152.3');

    const slack = JSON.stringify(slackBodySchema.parse(renderPayload('slack', bait, options)).blocks);
    expect(slack).toContain('&lt;!channel&gt; &lt;@U024BE7LH&gt;');
    expect(slack).toContain('[Free pizza](<https://evil.example/win>) beat &lt;@123456789&gt;');
    expect(slack).not.toContain('<!channel>');
    for (const block of slackBodySchema.parse(renderPayload('slack', bait, options)).blocks!) {
      if (block.type !== 'section') continue;
      for (const text of [block.text, ...(block.fields ?? [])]) {
        if (text) expect(text.verbatim, text.text).toBe(true);
      }
    }

    // GroupMe has no markup: the text is the names as they are.
    const groupme = groupmeBodySchema.parse(renderPayload('groupme', bait, options)).text;
    expect(groupme).toContain('High score: [Claim prize](https://evil.example), 152.3');
  });

  it('GroupMe: text within 1,000 characters with the title, the highlights and the link kept', () => {
    const body = groupmeBodySchema.parse(renderPayload('groupme', long, options));
    expect(body.bot_id).toBe('bot123');
    expect(body.text.length).toBeLessThanOrEqual(GROUPME_MAX_TEXT);
    expect(body.text.startsWith(long.title)).toBe(true);
    expect(body.text.endsWith(`\n${LINK}`)).toBe(true);
    expect(body.text).toContain('Award 12: Team 12, 123.4');
    // Many highlights: they are cut, the link still fits.
    const crowded = {
      ...long,
      highlights: Array.from({ length: 80 }, (_, i) => ({ label: `A${i}`, value: 'x'.repeat(20) })),
    };
    const cut = groupmeBodySchema.parse(renderPayload('groupme', crowded, options)).text;
    expect(cut.length).toBeLessThanOrEqual(GROUPME_MAX_TEXT);
    expect(cut.endsWith(LINK)).toBe(true);
    expect(groupmeBodySchema.parse(renderPayload('groupme', short, options)).text).toBe(
      'Huddle is connected',
    );
  });
});
