/**
 * Operator CLI for what the dashboard refuses on purpose.
 *   npm run koinonia -- create-community --name N --admin-email E --admin-name N --admin-document D --admin-password P
 *   npm run koinonia -- reset-password --email E --password P
 */
import '@koinonia/shared/zod-setup';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { newPasswordSchema, passwordMessages, registerBodySchema } from '@koinonia/shared/auth/auth.schemas';
import { communityNameSchema } from '@koinonia/shared/communities/communities.schemas';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import { isCommonPassword } from './lib/password-policy.ts';
import type { ServiceDeps } from './lib/service-deps.ts';
import { ImageStorage } from './lib/storage.ts';
import { resetPassword } from './modules/auth/auth.service.ts';
import { createCommunityWithAdmin } from './modules/communities/communities.service.ts';

const usage = `Uso:
  npm run koinonia -- create-community --name N --admin-email E --admin-name N --admin-document D --admin-password P [--description T]
  npm run koinonia -- reset-password --email E --password P`;

class CliError extends Error {}

function required(values: Record<string, string | boolean | undefined>, names: string[]) {
  const missing = names.filter((n) => typeof values[n] !== 'string' || values[n] === '');
  if (missing.length)
    throw new CliError(`Faltan opciones: ${missing.map((m) => `--${m}`).join(', ')}\n${usage}`);
}

/** What the CLI reads and writes; the defaults are the real process, tests hand in their own. */
export interface CliDeps {
  /** The environment the configuration is read from (DATA_DIR, DATABASE_URL, ...). */
  env?: NodeJS.ProcessEnv;
  /** Opens the database the configuration names. The CLI migrates it and closes it when done. */
  openDatabase?: (config: AppConfig) => Promise<Database>;
  /** Where results go (console.log by default). */
  log?: (...args: unknown[]) => void;
  /** Where errors go (console.error by default). */
  error?: (...args: unknown[]) => void;
}

function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  return openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
}

/** Runs one CLI command and answers its exit code; errors are explained on `error`, never thrown. */
export async function main(argv: string[], deps: CliDeps = {}): Promise<number> {
  const log = deps.log ?? console.log;
  const error = deps.error ?? console.error;
  try {
    return await run(argv, deps.env ?? process.env, deps.openDatabase ?? openConfiguredDatabase, log, error);
  } catch (err) {
    if (err instanceof CliError || err instanceof AppError || err instanceof ConfigError)
      error(`Error: ${err.message}`);
    else if (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))
      error(`Error: ${err.message}\n${usage}`);
    else error(err);
    return 1;
  }
}

async function run(
  argv: string[],
  env: NodeJS.ProcessEnv,
  open: (config: AppConfig) => Promise<Database>,
  log: (...args: unknown[]) => void,
  error: (...args: unknown[]) => void,
): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === 'help') {
    log(usage);
    return command ? 0 : 1;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      description: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-name': { type: 'string' },
      'admin-document': { type: 'string' },
      'admin-password': { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
    },
    strict: true,
  });

  const config = loadConfig(env);
  const database = await open(config);
  // The services' dependencies; their warnings and errors go where the CLI's errors go.
  const services: ServiceDeps = {
    db: database.db,
    storage: new ImageStorage(config.uploadsDir),
    log: { debug: () => {}, info: () => {}, warn: error, error },
  };
  try {
    await database.migrate();
    if (command === 'create-community') {
      required(values, ['name', 'admin-email', 'admin-name', 'admin-document', 'admin-password']);
      const name = communityNameSchema.safeParse(values.name);
      if (!name.success) throw new CliError(name.error.issues[0]!.message);
      const admin = registerBodySchema.safeParse({
        name: values['admin-name'],
        email: values['admin-email'],
        documentNumber: values['admin-document'],
        password: values['admin-password'],
      });
      if (!admin.success)
        throw new CliError(admin.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
      if (await isCommonPassword(admin.data.password)) throw new CliError(passwordMessages.common);
      const { community } = await createCommunityWithAdmin(services, {
        name: name.data,
        description: values.description ?? null,
        admin: admin.data,
      });
      log(`Comunidad creada: ${community.name} (${community.id}); pastor: ${admin.data.email}`);
    } else if (command === 'reset-password') {
      required(values, ['email', 'password']);
      const password = newPasswordSchema.safeParse(values.password);
      if (!password.success) throw new CliError(password.error.issues[0]!.message);
      if (await isCommonPassword(password.data)) throw new CliError(passwordMessages.common);
      const updated = await resetPassword(services, { email: String(values.email), password: password.data });
      if (!updated) throw new CliError(`No existe una cuenta con el correo ${values.email}`);
      log(`Contraseña actualizada para ${values.email}`);
    } else {
      throw new CliError(`Comando desconocido: ${command}\n${usage}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

// Run as a program (tsx src/cli.ts), not when imported by the tests.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href)
  process.exitCode = await main(process.argv.slice(2));
