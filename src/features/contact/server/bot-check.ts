import { ELAPSED_FIELD, HONEYPOT_FIELD, STARTED_AT_FIELD } from '../contact-schema.ts';

/** Bots fill the hidden honeypot field or send the form faster than a person can. */
export function looksAutomated(fields: Record<string, unknown>, minFillMs: number, now = Date.now()): boolean {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null) return true;
  if (minFillMs <= 0) return false;
  const elapsed = Number(fields[ELAPSED_FIELD]);
  if (fields[ELAPSED_FIELD] !== undefined && Number.isFinite(elapsed)) return elapsed < minFillMs;
  const startedAt = Number(fields[STARTED_AT_FIELD]);
  if (fields[STARTED_AT_FIELD] !== undefined && fields[STARTED_AT_FIELD] !== '' && Number.isFinite(startedAt)) return now - startedAt < minFillMs;
  return true;
}
