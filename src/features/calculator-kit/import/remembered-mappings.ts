/**
 * Column mappings the visitor chose, remembered per header signature through the one storage
 * module: the next file with the same columns is read the same way without asking again.
 */
import { browserStorage, readJsonWith, writeJson, type Validation } from '../../../lib/storage.ts';
import { FIELDS } from './model/aliases.ts';
import { IMPORT_LIMITS } from './model/limits.ts';
import type { Mapping } from './model/read-export.ts';

export const MAPPINGS_KEY = 'brightlane:import:mappings';
const VERSION = 1;
/** Enough for every file layout a visitor keeps using; the oldest is forgotten first. */
const KEEP = 20;

type Stored = { version: number; mappings: [string, Mapping][] };

function validate(data: unknown): Validation<Stored> {
  const wrong = { ok: false, message: 'The remembered column mappings have the wrong shape.' } as const;
  if (typeof data !== 'object' || data === null) return wrong;
  const { version, mappings } = data as Record<string, unknown>;
  if (version !== VERSION || !Array.isArray(mappings) || mappings.length > KEEP) return wrong;
  const fields = new Set<string>(FIELDS);
  for (const entry of mappings) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'object' || entry[1] === null)
      return wrong;
    for (const [field, column] of Object.entries(entry[1] as Record<string, unknown>)) {
      if (
        !fields.has(field) ||
        !Number.isInteger(column) ||
        (column as number) < 0 ||
        (column as number) >= IMPORT_LIMITS.columns
      )
        return wrong;
    }
  }
  return { ok: true, value: data as Stored };
}

const empty: Stored = { version: VERSION, mappings: [] };

export function rememberedMapping(signature: string): Mapping | undefined {
  return readJsonWith(browserStorage(), MAPPINGS_KEY, validate, empty).value.mappings.find(
    ([key]) => key === signature,
  )?.[1];
}

/** Remembers a mapping; a storage failure only means the visitor maps again next time. */
export function rememberMapping(signature: string, mapping: Mapping): boolean {
  const current = readJsonWith(browserStorage(), MAPPINGS_KEY, validate, empty).value.mappings.filter(
    ([key]) => key !== signature,
  );
  return writeJson(browserStorage(), MAPPINGS_KEY, {
    version: VERSION,
    mappings: [[signature, mapping], ...current].slice(0, KEEP),
  }).ok;
}
