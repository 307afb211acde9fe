import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultTheme, themeNames } from '@lottery/contracts';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

/**
 * PostgreSQL connections per process: on the two-core machine bets were placed as fast with 5,
 * 8 or 20, but more backends fighting for the cores stretched the tail (p99 at 600 slips/s: 5 →
 * 32 ms, 8 → 27 ms, 10 → 28–50 ms, 20 → 64–90 ms).
 */
export const defaultPoolMax = 8;

const defaultDataDir = fileURLToPath(new URL('../../../data', import.meta.url));

/** The whole configuration, from the environment; its type is the config's type. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded database lives (default: `data/` at the repository root); `memory://` keeps it in memory. */
  DATA_DIR: z.string().min(1).default(defaultDataDir),
  DATABASE_URL: optionalUrl,
  /**
   * PostgreSQL connections one process may open. A bet's transaction holds its connection until
   * this process has seen its commit's change notification, so busy sites want more than 10.
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(defaultPoolMax),
  REDIS_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: optionalUrl,
  COMPANY_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,32}$/)
    .default('LT01'),
  THEME: z.enum(themeNames).default(defaultTheme),
  /** Directory of the built web client; the SPA is served from here when it exists. */
  WEB_DIST: z.string().optional(),
  /** Largest request body accepted, in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(256 * 1024),
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits, login protection). */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /**
   * Runs the draw engine in this process (`off` only serves the draws others make). Several
   * processes may all say `on`: one draws at a time (a PostgreSQL advisory lock).
   */
  DRAW_ENGINE: z.enum(['on', 'off']).default('on'),
  /**
   * How often the demo's fast lottery (71) draws, in minutes, when the demo data is generated
   * (default 5; the browser journeys use 1 to watch a whole draw).
   */
  DEMO_FAST_DRAW_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  /**
   * Seconds between the balls of the demo's fast lottery, when the demo data is generated: the
   * draw is final one step after the seventh (default 3, a 24 s draw; the browser journeys use 2).
   */
  DEMO_FAST_DRAW_BALL_SECONDS: z.coerce.number().int().min(1).max(8).default(3),
  /** Enables the operator calls when set; keep it long and secret. */
  OPERATOR_TOKEN: z.string().min(24).optional(),
});

export type Config = z.infer<typeof configSchema>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const relevant = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = configSchema.safeParse(relevant);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
};

export const publicUrlOf = (config: Config): string =>
  config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
