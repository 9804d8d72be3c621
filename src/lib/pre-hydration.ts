/*
 * What a visitor typed or ticked in a server-rendered island before it hydrated. React sets a
 * controlled field back to its state when it hydrates, which would wipe those keystrokes. Small
 * islands read them into their first state (typedBeforeHydration, tickedBeforeHydration). The
 * budget planner has dozens of fields with generated ids, so it notes them by position and
 * replays them as input once live (earlyChanges and replayEarlyChanges, through
 * components/ui/keep-early-input.tsx).
 */

/**
 * The values typed into the fields with these ids, where they differ from the rendered value.
 */
export function typedBeforeHydration<Key extends string>(
  ids: Record<Key, string>,
  root: Document | null = globalThis.document ?? null,
): Partial<Record<Key, string>> {
  const typed: Partial<Record<Key, string>> = {};
  if (!root) return typed;
  for (const key of Object.keys(ids) as Key[]) {
    const field = root.getElementById(ids[key]);
    if (!field || !('defaultValue' in field) || !('value' in field)) continue;
    const { value, defaultValue } = field as HTMLInputElement | HTMLTextAreaElement;
    if (value !== defaultValue) typed[key] = value;
  }
  return typed;
}

/** The ids of rendered checkboxes the visitor ticked before their island hydrated. */
export function tickedBeforeHydration(
  ids: readonly string[],
  root: Document | null = globalThis.document ?? null,
): string[] {
  if (!root) return [];
  return ids.filter((id) => {
    const box = root.getElementById(id) as HTMLInputElement | null;
    return box?.type === 'checkbox' && box.checked && !box.defaultChecked;
  });
}

/** A field the visitor changed before hydration, by its position among the island's fields. */
export interface EarlyChange {
  index: number;
  value?: string;
  checked?: boolean;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const FIELDS = 'input, textarea, select';
const isToggle = (field: Field): field is HTMLInputElement => field.type === 'checkbox' || field.type === 'radio';

/**
 * For islands with many fields (the budget planner): every field under `root` whose value or tick
 * differs from what the server rendered. Read it while the hydrating render runs, before React
 * resets the fields, then hand it to `replayEarlyChanges` once the island is live.
 */
export function earlyChanges(root: ParentNode | null | undefined): EarlyChange[] {
  if (!root) return [];
  const changes: EarlyChange[] = [];
  root.querySelectorAll<Field>(FIELDS).forEach((field, index) => {
    if (isToggle(field)) {
      if (field.checked !== field.defaultChecked) changes.push({ index, checked: field.checked });
    } else if ('selectedOptions' in field) {
      if (field.selectedOptions[0] && !field.selectedOptions[0].defaultSelected)
        changes.push({ index, value: field.value });
    } else if (field.value !== field.defaultValue) {
      changes.push({ index, value: field.value });
    }
  });
  return changes;
}

/**
 * Replays early changes as real input, so the island's own handlers (validation, state, storage)
 * take them as if typed now. React fires onChange only when a field's value differs from the one
 * it last saw, and may or may not have reset the field while hydrating; so each field is first set
 * to some other value the ordinary way (React sees it), then to the visitor's value through the
 * element's native setter (React does not), before the event React listens for: input or change
 * for values, a click for ticks.
 */
export function replayEarlyChanges(root: ParentNode | null | undefined, changes: readonly EarlyChange[]): void {
  if (!root || !changes.length) return;
  const fields = root.querySelectorAll<Field>(FIELDS);
  for (const change of changes) {
    const field = fields[change.index];
    if (!field) continue;
    if (change.checked !== undefined) {
      // A radio is chosen by clicking it; the one it replaced needs nothing (it cannot be unticked).
      if (!isToggle(field) || (field.type === 'radio' && !change.checked)) continue;
      field.checked = !change.checked;
      field.click();
    } else if (change.value !== undefined) {
      if (!('selectedOptions' in field)) field.value = change.value === '' ? ' ' : '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, change.value);
      field.dispatchEvent(new Event('selectedOptions' in field ? 'change' : 'input', { bubbles: true }));
    }
  }
}
