/** The label filter of the free-resources grid: 'All' plus every distinct label, sorted. */
export const ALL_LABEL = 'All';

export interface Labelled {
  labels: readonly string[];
}

/** `ALL_LABEL` is a key: pages show it in their own language. Labels sort in `sortLocale`. */
export function filterLabels(items: readonly Labelled[], sortLocale = 'en'): string[] {
  const distinct = new Set(items.flatMap((item) => item.labels.map((label) => label.trim())).filter(Boolean));
  return [ALL_LABEL, ...[...distinct].sort((a, b) => a.localeCompare(b, sortLocale))];
}

export function matchesLabel(item: Labelled, label: string): boolean {
  return label === ALL_LABEL || item.labels.some((own) => own.trim() === label);
}

export function filterByLabel<T extends Labelled>(items: readonly T[], label: string): T[] {
  return items.filter((item) => matchesLabel(item, label));
}

/** Another publisher's resource (an https address, opened in a new tab) rather than one of our pages. */
export function isExternal(resource: { href: string }): boolean {
  return /^https?:\/\//.test(resource.href);
}
