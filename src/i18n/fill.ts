/**
 * Fills {name} placeholders; an unknown placeholder stays visible rather than vanishing. Its own
 * module, so an island can use it without importing any dictionary.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
