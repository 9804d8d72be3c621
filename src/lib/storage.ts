/**
 * Versioned, schema-checked browser storage. Every read is validated; corrupted or foreign data is
 * reported (never thrown) so a page keeps working, and writes report quota failures.
 */
/**
 * Any schema with safeParse: a zod classic schema or a lighter zod/mini one (pages that watch their
 * JavaScript budget use zod/mini).
 */
export interface SafeParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type ReadResult<T> =
  | { ok: true; value: T; found: boolean }
  | { ok: false; value: T; error: 'corrupted' | 'unavailable'; detail: string };

export type WriteResult = { ok: true } | { ok: false; error: 'quota' | 'unavailable'; detail: string };

/** The browser's localStorage, or undefined where it is missing or blocked. */
export function browserStorage(): StorageLike | undefined {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return undefined;
    const probe = '__brightlane_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

export function readJson<T>(storage: StorageLike | undefined, key: string, schema: SafeParser<T>, fallback: T): ReadResult<T> {
  return readJsonWith(
    storage,
    key,
    (data) => {
      const parsed = schema.safeParse(data);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? 'Stored data has the wrong shape.' };
    },
    fallback,
  );
}

export type Validation<T> = { ok: true; value: T } | { ok: false; message: string };

/** readJson with any validator function, for data that no schema object describes. */
export function readJsonWith<T>(storage: StorageLike | undefined, key: string, validate: (data: unknown) => Validation<T>, fallback: T): ReadResult<T> {
  if (!storage) return { ok: false, value: fallback, error: 'unavailable', detail: 'Browser storage is not available.' };
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch (error) {
    return { ok: false, value: fallback, error: 'unavailable', detail: String(error) };
  }
  if (raw === null) return { ok: true, value: fallback, found: false };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, value: fallback, error: 'corrupted', detail: 'Stored data is not valid JSON.' };
  }
  const checked = validate(data);
  if (!checked.ok) return { ok: false, value: fallback, error: 'corrupted', detail: checked.message };
  return { ok: true, value: checked.value, found: true };
}

export function writeJson(storage: StorageLike | undefined, key: string, value: unknown): WriteResult {
  if (!storage) return { ok: false, error: 'unavailable', detail: 'Browser storage is not available.' };
  try {
    storage.setItem(key, JSON.stringify(value));
    return { ok: true };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const quota = name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
    return { ok: false, error: quota ? 'quota' : 'unavailable', detail: String(error) };
  }
}
