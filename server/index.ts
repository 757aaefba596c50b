// Starts Huddle: configuration (validated once), context, first-start seeding, HTTP server.
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { createContext, seedOnStart } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { startChatUpkeep } from './modules/chat/upkeep';
import { startPushUpkeep } from './modules/push/upkeep';
import { startSeasonUpkeep } from './seasons/upkeep';
import { warmUp } from './warm-up';

async function main(): Promise<void> {
  // Every file the server creates (database, WAL, SHM, app secret) is readable by this user only.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  const ctx = createContext(config, { log });
  await seedOnStart(ctx);
  // `npm run dev` (scripts/dev.mjs): Vite's dev server inside this one, pages rendered from source.
  const dev = process.argv.includes('--dev')
    ? await (await import('./dev-client')).createDevClient()
    : undefined;
  const app = await buildApp(ctx, { dev });
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  const url = `http://${wildcard ? 'localhost' : config.host}:${port}`;
  // One plain line that scripts and tests wait for.
  process.stdout.write(
    `Huddle listening on ${url} (${ctx.dataSource === 'demo' ? 'demo league' : `league ${ctx.leagueId}`})\n`,
  );
  if (config.publicUrl === null) {
    log.warn('PUBLIC_URL is not set: group chat posts carry no link to Huddle, and link previews no address');
  }
  const stopUpkeep = startSeasonUpkeep(ctx);
  const stopChat = startChatUpkeep(ctx);
  const stopPush = startPushUpkeep(ctx);
  void warmUp(ctx);

  const stop = async () => {
    stopUpkeep();
    stopChat();
    stopPush();
    await app.close();
    await dev?.vite.close();
    ctx.sqlite.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
