import { buildPlatformApp, type PlatformAppOptions } from './app.ts';
import { openDatabase, type Database, type DatabaseOptions } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed/seed.ts';

export { buildPlatformApp, type ObservedRequest } from './app.ts';
export { openDatabase, type Database } from './db/database.ts';
export { migrate } from './db/migrate.ts';
export { seed, SHOP_ID, TENANT_ID } from './db/seed/seed.ts';

export interface StartPlatformOptions extends DatabaseOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Origin used in media URLs; defaults to the address the platform listens on. */
  publicUrl?: string;
  latencyMs?: number;
  logger?: boolean;
  observe?: PlatformAppOptions['observe'];
}

export interface RunningPlatform {
  url: string;
  db: Database;
  close(): Promise<void>;
}

/** Opens the database, migrates and seeds it, and serves the platform's REST services. */
export async function startPlatform(options: StartPlatformOptions = {}): Promise<RunningPlatform> {
  const db = await openDatabase(options);
  await migrate(db);
  await seed(db);
  let mediaOrigin = options.publicUrl ?? '';
  const app = await buildPlatformApp({
    db,
    publicUrl: () => mediaOrigin,
    latencyMs: options.latencyMs ?? 0,
    logger: options.logger ? { level: 'info' } : false,
    ...(options.observe ? { observe: options.observe } : {}),
  });
  const url = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  mediaOrigin = options.publicUrl ?? url;
  return {
    url,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
