// The league's rulebook: the newest saved version is in force; every version is kept with who saved
// it and when, any one can be read, and any two compared line by line (jsdiff's diffLines). A save
// and its audit entry are one transaction; saving the text in force again makes no new version.
import { diffLines } from 'diff';
import type { RulesChange, RulesChanges, RulesDocument, RulesVersionInfo } from '../../../common/rules';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { MarkdownTopLevel } from '../../../common/markdown-html';
import { markdownHtml } from '../../markdown/html';
import { markdownHeadings } from '../../markdown/outline';
import { listUserRows } from '../admin/repository';
import { inTransaction } from '../admin/transaction';
import {
  findVersionRow,
  insertVersionRow,
  latestVersionRow,
  listVersionInfo,
  type RulebookVersionRow,
} from './repository';

const memberNames = (ctx: AppContext) =>
  new Map(listUserRows(ctx.db).map((user) => [user.sleeperUserId, user.displayName]));
type Names = ReadonlyMap<string, string>;

function versionInfo(row: Omit<RulebookVersionRow, 'markdown'>, names: Names): RulesVersionInfo {
  return {
    version: row.version,
    updatedAt: new Date(row.savedAt).toISOString(),
    updatedBy: names.get(row.savedBy) ?? 'A former commissioner',
  };
}

/**
 * A version as its page shows it: the rulebook's page puts the text's `#` headings under its h1
 * (level 2), a version's page under its section's h2 (level 3).
 */
function toDocument(
  row: RulebookVersionRow | undefined,
  latestVersion: number,
  names: Names,
  topLevel: MarkdownTopLevel,
): RulesDocument {
  if (!row) {
    return {
      markdown: '',
      html: '',
      version: 0,
      updatedAt: null,
      updatedBy: null,
      headings: [],
      latestVersion,
    };
  }
  return {
    ...versionInfo(row, names),
    markdown: row.markdown,
    html: markdownHtml(row.markdown, topLevel),
    headings: markdownHeadings(row.markdown),
    latestVersion,
  };
}

/** The rules in force (version 0 and no text before the first save). */
export function currentRules(ctx: AppContext): RulesDocument {
  const latest = latestVersionRow(ctx.db);
  return toDocument(latest, latest?.version ?? 0, memberNames(ctx), 2);
}

function requireVersion(ctx: AppContext, version: number): RulebookVersionRow {
  const row = findVersionRow(ctx.db, version);
  if (!row) throw notFound(`The rules have no version ${version}.`);
  return row;
}

export function rulesVersion(ctx: AppContext, version: number): RulesDocument {
  const row = requireVersion(ctx, version);
  return toDocument(row, latestVersionRow(ctx.db)?.version ?? version, memberNames(ctx), 3);
}

export function rulesVersions(ctx: AppContext): RulesVersionInfo[] {
  const names = memberNames(ctx);
  return listVersionInfo(ctx.db).map((row) => versionInfo(row, names));
}

/** Saves the text as the next version, unless it is the text in force already. */
export function saveRules(ctx: AppContext, actorId: string, markdown: string): { version: number } {
  return inTransaction(ctx, () => {
    const latest = latestVersionRow(ctx.db);
    if (latest && latest.markdown === markdown) return { version: latest.version };
    const version = (latest?.version ?? 0) + 1;
    insertVersionRow(ctx.db, { version, markdown, savedBy: actorId, savedAt: ctx.clock.now().getTime() });
    recordAudit(ctx.db, {
      actorId,
      action: 'rules.update',
      subject: `rules version ${version}`,
      // The texts are the versions themselves, kept in full; the entry says which replaced which.
      before: latest ? { version: latest.version } : null,
      after: { version, characters: markdown.length },
    });
    return { version };
  });
}

/** The lines of a part of jsdiff's answer, without the line end that closes its last line. */
function linesOf(value: string): string[] {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** What changed from version `from` to version `to`, line by line. */
export function rulesChanges(ctx: AppContext, from: number, to: number): RulesChanges {
  const [before, after] = [requireVersion(ctx, from), requireVersion(ctx, to)];
  const names = memberNames(ctx);
  const changes: RulesChange[] = diffLines(before.markdown, after.markdown, {
    // A last line with or without its line end is the same line to a reader.
    ignoreNewlineAtEof: true,
  }).map((part) => ({
    kind: part.added ? 'added' : part.removed ? 'removed' : 'unchanged',
    lines: linesOf(part.value),
  }));
  const count = (kind: RulesChange['kind']) =>
    changes.filter((part) => part.kind === kind).reduce((sum, part) => sum + part.lines.length, 0);
  return {
    from: versionInfo(before, names),
    to: versionInfo(after, names),
    changes,
    added: count('added'),
    removed: count('removed'),
  };
}
