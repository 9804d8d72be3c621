/**
 * What a channel counts as its "leads". Unset is SPEC's plain "Leads" (nothing on screen or in a
 * file changes); otherwise one of the result types the exports name (form leads, messages started,
 * purchases, conversions, link clicks) or a result type in the file's own words. The choice is per
 * channel, so one table can mix them: its headings name every type it holds, and cost per message
 * is worked out over the message channels alone.
 */

export const RESULT_TYPES = ['lead', 'message', 'purchase', 'conversions', 'link-click'] as const;
export type KnownResult = (typeof RESULT_TYPES)[number];
/** A stored result type: a known key, or a name a file gave. */
export type ResultType = string;

export const RESULT_NAME_MAX = 80;

export const isKnownResult = (value: string): value is KnownResult =>
  (RESULT_TYPES as readonly string[]).includes(value);

/** A stored value as a result type, or undefined (plain leads) for anything unusable. */
export function readResult(value: unknown): ResultType | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.length > RESULT_NAME_MAX ? undefined : trimmed;
}

/**
 * The importer's key for a result column ("message", "action:lead_form", "result:Video views") as
 * a stored result type. "results" (a Results column with no type beside it) stays plain leads.
 */
export function resultFromImport(key: string): ResultType | undefined {
  if (key === '' || key === 'results') return undefined;
  if (isKnownResult(key)) return key;
  return readResult(key.replace(/^(action|result):/, '').slice(0, RESULT_NAME_MAX));
}

export interface ResultWords {
  /** The plain, unset type ("leads"), used only when a table mixes it with others. */
  leads: string;
  types: Readonly<Record<KnownResult, string>>;
}

export const resultWord = (words: ResultWords, result: ResultType | undefined): string =>
  result === undefined ? words.leads : isKnownResult(result) ? words.types[result] : result;

/** The distinct result types of a list, in first-seen order (undefined for plain leads). */
export function resultsIn(items: readonly { result?: ResultType | undefined }[]): (ResultType | undefined)[] {
  const seen: (ResultType | undefined)[] = [];
  for (const item of items) if (!seen.includes(item.result)) seen.push(item.result);
  return seen;
}

/**
 * A heading with the result types it covers: "Leads" when every channel counts plain leads (SPEC's
 * words, unchanged), else "Leads (messages started)" or "Leads (form leads, messages started)".
 */
export function withResults(base: string, results: readonly (ResultType | undefined)[], words: ResultWords): string {
  if (results.every((result) => result === undefined)) return base;
  return `${base} (${results.map((result) => resultWord(words, result)).join(', ')})`;
}

/** True when every channel counts started conversations: cost per lead is then cost per message. */
export const allMessages = (results: readonly (ResultType | undefined)[]): boolean =>
  results.length > 0 && results.every((result) => result === 'message');

export interface CostPerMessage {
  spend: number;
  messages: number;
  /** Spend ÷ messages over the channels that count messages; 0 when they started none. */
  cost: number;
}

/** Cost per message over the channels whose result is messages started; null when none is. */
export function costPerMessage(
  items: readonly { result?: ResultType | undefined; spend: number; results: number }[],
): CostPerMessage | null {
  const chosen = items.filter((item) => item.result === 'message');
  if (chosen.length === 0) return null;
  const spend = chosen.reduce((sum, item) => sum + item.spend, 0);
  const messages = chosen.reduce((sum, item) => sum + item.results, 0);
  const cost = messages > 0 && Number.isFinite(spend / messages) ? spend / messages : 0;
  return { spend, messages, cost };
}
