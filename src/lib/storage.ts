/**
 * Versioned, schema-checked browser storage: the one way the site reaches localStorage. Every read
 * is validated (each stored shape carries its own version); corrupted or foreign data is reported,
 * never thrown, so a page keeps working, and writes report quota failures. storedValue() adds what
 * React islands need: a snapshot cached by the stored text and change notifications.
 */
/**
 * Any schema with safeParse: a zod classic schema or a lighter zod/mini one (pages that watch their
 * JavaScript budget use zod/mini).
 */
export interface SafeParser<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type ReadResult<T> =
  { ok: true; value: T; found: boolean } | { ok: false; value: T; error: 'corrupted' | 'unavailable'; detail: string };

export type WriteResult = { ok: true } | { ok: false; error: 'quota' | 'unavailable'; detail: string };

/**
 * The browser's localStorage, or undefined where it is missing or blocked. No probe write: on a
 * full quota a probe would fail and hide the real reason a later save fails.
 */
export function browserStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readJson<T>(
  storage: StorageLike | undefined,
  key: string,
  schema: SafeParser<T>,
  fallback: T,
): ReadResult<T> {
  return readJsonWith(storage, key, fromSchema(schema), fallback);
}

export type Validation<T> = { ok: true; value: T } | { ok: false; message: string };

/** readJson with any validator function, for data that no schema object describes. */
export function readJsonWith<T>(
  storage: StorageLike | undefined,
  key: string,
  validate: (data: unknown) => Validation<T>,
  fallback: T,
): ReadResult<T> {
  if (!storage)
    return { ok: false, value: fallback, error: 'unavailable', detail: 'Browser storage is not available.' };
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

export type Validator<T> = (data: unknown) => Validation<T>;

/** A schema (zod or zod/mini) as a validator. */
export function fromSchema<T>(schema: SafeParser<T>): Validator<T> {
  return (data) => {
    const parsed = schema.safeParse(data);
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, message: parsed.error.issues[0]?.message ?? 'Stored data has the wrong shape.' };
  };
}

export interface StoredSnapshot<T> {
  value: T;
  problem?: 'corrupted' | 'unavailable';
}

export interface StoredValue<T> {
  readonly key: string;
  /** The current value; the same object until the stored text changes (what useSyncExternalStore needs). */
  read(): StoredSnapshot<T>;
  write(value: T): WriteResult;
  /** Removes the key (a draft the visitor chose to discard); a blocked storage is ignored. */
  clear(): void;
  /** Called on writes in this tab (any store of the same key) and in other tabs. */
  subscribe(listener: () => void): () => void;
  /** What the server renders: the fallback, no problem. */
  readonly serverSnapshot: StoredSnapshot<T>;
}

const listenersByKey = new Map<string, Set<() => void>>();

/** Tells every store of this key that its text changed (after a write made outside storedValue). */
export function notifyStored(key: string): void {
  for (const listener of listenersByKey.get(key) ?? []) listener();
}

/** One key of browser storage, validated on every change, as an external store. */
export function storedValue<T>(
  key: string,
  validate: Validator<T>,
  fallback: T,
  storage: () => StorageLike | undefined = browserStorage,
): StoredValue<T> {
  const serverSnapshot: StoredSnapshot<T> = { value: fallback };
  let lastRaw: string | null | undefined;
  let last: StoredSnapshot<T> | undefined;
  // undefined: storage is blocked; null: nothing stored.
  const rawText = (): string | null | undefined => {
    const store = storage();
    if (!store) return undefined;
    try {
      return store.getItem(key);
    } catch {
      return undefined;
    }
  };
  return {
    key,
    serverSnapshot,
    read() {
      const raw = rawText();
      if (last && raw === lastRaw) return last;
      const result = readJsonWith(storage(), key, validate, fallback);
      lastRaw = raw;
      last = result.ok ? { value: result.value } : { value: fallback, problem: result.error };
      return last;
    },
    write(value) {
      const result = writeJson(storage(), key, value);
      notifyStored(key);
      return result;
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        // Blocked storage holds nothing to remove.
      }
      notifyStored(key);
    },
    subscribe(listener) {
      const listeners = listenersByKey.get(key) ?? new Set();
      listenersByKey.set(key, listeners);
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === key) listener();
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}

/**
 * Derives a view of a snapshot once per snapshot, so the view is as stable as the snapshot itself
 * (useSyncExternalStore re-renders forever on a fresh object each read).
 */
export function snapshotView<T, V>(derive: (snapshot: StoredSnapshot<T>) => V): (snapshot: StoredSnapshot<T>) => V {
  const views = new WeakMap<StoredSnapshot<T>, V>();
  return (snapshot) => {
    if (!views.has(snapshot)) views.set(snapshot, derive(snapshot));
    return views.get(snapshot) as V;
  };
}
