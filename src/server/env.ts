/**
 * Server environment, read once through one schema. Every variable is documented in .env.example.
 * Astro endpoints and the production HTTP server both import `env` from here.
 */
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));

export const envSchema = z.object({
  PORT: port.default(4321),
  HOST: z.string().min(1).default('127.0.0.1'),
  SITE_URL: z.url().default('http://localhost:4321'),
  DATABASE_PATH: z.string().min(1).default('./data/brightlane.db'),
  /** Plain password for /admin; ADMIN_PASSWORD_HASH (scrypt$salt$hash) is preferred in production. */
  ADMIN_PASSWORD: optionalText,
  ADMIN_PASSWORD_HASH: optionalText,
  /** Secret mixed into IP hashes and session signatures; generated per process when unset. */
  APP_SECRET: optionalText,
  /** Requests per IP per minute for each form endpoint. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /** A form sent sooner than this after the page showed it is treated as a bot and dropped. */
  FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(60).default(2),
  /** Trust X-Forwarded-For/-Proto from a reverse proxy in front of this server. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  SMTP_FROM: optionalText,
  NOTIFY_EMAIL: optionalText,
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
