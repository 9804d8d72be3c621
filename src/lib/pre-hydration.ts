/*
 * What a visitor typed, ticked or chose in a server-rendered island before it hydrated. React
 * keeps what a field shows while it hydrates it, then sets it back to the island's state at the
 * next render, which would wipe those keystrokes.
 *
 * Forms and both tools find, as the hydration commits, every field that shows something other than
 * the island's state, and replay it as input through the island's own handlers
 * (`replayEarlyInput`). That covers what was typed while React was hydrating, too. The hook that
 * does this is `useKeepEarlyInput` (components/ui/keep-early-input.tsx).
 *
 * Two islands read a field into their first state instead, because what they do with it is not a
 * field's handler: the blog list applies a search typed early as a navigation
 * (`typedBeforeHydration`), and a checklist adds boxes ticked early to the progress saved in this
 * browser (`tickedBeforeHydration`).
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

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Replays as real input every field under `root` that shows something other than its default, so
 * the island's own handlers (validation, state, storage) take it as if typed now. Call it as the
 * hydration commits: React has then made each field's default the island's state, and left what
 * the field shows as the visitor left it, before React took it over or while it was doing so. (A
 * select's default stays the server's, which is the island's state too.) The handlers' updates
 * wait for the commit to end, so no field changes under the loop.
 *
 * React fires onChange only when a field's value differs from the one it last saw, and may or may
 * not have seen the visitor's; so each field is first set to some other value the ordinary way
 * (React sees it), then to the visitor's value through the element's native setter (React does
 * not), before the event React listens for: input for values, a click for ticks. A select's change
 * event is enough.
 */
export function replayEarlyInput(root: ParentNode | null | undefined): void {
  root?.querySelectorAll<Field>('input, textarea, select').forEach((field) => {
    if (field.type === 'checkbox' || field.type === 'radio') {
      const { checked } = field as HTMLInputElement;
      // A radio is chosen by clicking it; the one it replaced needs nothing (it cannot be unticked).
      if (checked === (field as HTMLInputElement).defaultChecked || (field.type === 'radio' && !checked)) return;
      (field as HTMLInputElement).checked = !checked;
      (field as HTMLInputElement).click();
    } else if ('selectedOptions' in field) {
      if (field.selectedOptions[0] && !field.selectedOptions[0].defaultSelected)
        field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field.value !== field.defaultValue) {
      const { value } = field;
      field.value = value === '' ? ' ' : '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
}
