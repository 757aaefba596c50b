// Starts Huddle: configuration (validated once), context, first-start seeding, HTTP server.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { createContext, seedOnStart } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { listeningLine } from './listening';
import { createLogger } from './logger';
import { startChatUpkeep } from './modules/chat/upkeep';
import { startPushUpkeep } from './modules/push/upkeep';
import { startSeasonUpkeep } from './seasons/upkeep';
import { warmUp } from './warm-up';

async function main(): Promise<void> {
  // Every file the server creates (database, WAL, SHM, app secret) is readable by this user only.
  process.umask(0o077);
  // `npm run dev` (scripts/dev.mjs): Vite's dev server inside this one, pages rendered from source.
  const devServer = process.argv.includes('--dev');
  let config;
  try {
    config = loadConfig(process.env, { devServer });
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
  const { dataDir } = config;
  const dev = devServer
    ? async (hmrServer: Server) => (await import('./dev-client')).createDevClient({ dataDir, hmrServer })
    : undefined;
  const app = await buildApp(ctx, { dev });
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  // One plain line that scripts and tests wait for.
  const serving = ctx.dataSource === 'demo' ? 'demo league' : `league ${ctx.leagueId}`;
  process.stdout.write(`${listeningLine(config.host, port, serving)}\n`);
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
