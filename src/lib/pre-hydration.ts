/**
 * What a visitor typed into server-rendered fields before their island hydrated. React sets a
 * controlled field back to its state when it hydrates, so an island that hydrates late (on idle or
 * when visible) would wipe those keystrokes; it reads them here into its first state instead.
 * Only fields whose value differs from the value the server rendered are returned.
 */
export function typedBeforeHydration<Key extends string>(ids: Record<Key, string>, root: Document | null = globalThis.document ?? null): Partial<Record<Key, string>> {
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
export function tickedBeforeHydration(ids: readonly string[], root: Document | null = globalThis.document ?? null): string[] {
  if (!root) return [];
  return ids.filter((id) => {
    const box = root.getElementById(id) as HTMLInputElement | null;
    return box?.type === 'checkbox' && box.checked && !box.defaultChecked;
  });
}
