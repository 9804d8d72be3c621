import { ELAPSED_FIELD, HONEYPOT_FIELD, STARTED_AT_FIELD } from '../contact-schema.ts';

/**
 * `bot`: the hidden honeypot field was filled, which no person sees, so the message may be dropped.
 * `doubtful`: sent faster than a person types, or without the fill-time marker. Autofill and
 * password managers do this too, so such a message is kept and held for review, never dropped.
 */
export type BotVerdict = 'human' | 'doubtful' | 'bot';

export function botVerdict(fields: Record<string, unknown>, minFillMs: number, now = Date.now()): BotVerdict {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null) return 'bot';
  if (minFillMs <= 0) return 'human';
  const elapsed = Number(fields[ELAPSED_FIELD]);
  if (fields[ELAPSED_FIELD] !== undefined && Number.isFinite(elapsed))
    return elapsed < minFillMs ? 'doubtful' : 'human';
  const startedAt = Number(fields[STARTED_AT_FIELD]);
  if (fields[STARTED_AT_FIELD] !== undefined && fields[STARTED_AT_FIELD] !== '' && Number.isFinite(startedAt)) {
    return now - startedAt < minFillMs ? 'doubtful' : 'human';
  }
  return 'doubtful';
}
