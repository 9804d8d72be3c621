/**
 * Where a shared state sits in an address ("?plan=…"): all a tool needs at first load to know that
 * it arrived with a link. Encoding and decoding (share-link.ts) load with the link's codec.
 */
export const SHARE_PARAM = 'plan';

/** The shared state in the current address, if any. */
export function sharedToken(search: string): string | null {
  return new URLSearchParams(search).get(SHARE_PARAM);
}

/** The page address without the shared state, once the visitor has changed what it showed. */
export function withoutSharedToken(pageUrl: string): string {
  const url = new URL(pageUrl);
  url.searchParams.delete(SHARE_PARAM);
  return url.toString();
}
