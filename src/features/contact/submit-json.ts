/**
 * Posts a form as JSON and sorts the answer into what the form needs to show.
 * Never throws: a network failure or an unreadable answer is a result too.
 */
export type SubmitResult =
  | { kind: 'ok'; message: string }
  | { kind: 'invalid'; error: string; fieldErrors: Record<string, string> }
  | { kind: 'refused'; status: number; error: string }
  | { kind: 'network' };

const GENERIC = 'Something went wrong on our side, and nothing was sent. Please try again in a minute.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function submitJson(
  url: string,
  body: Record<string, unknown>,
  fetcher: typeof fetch = fetch,
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'network' };
  }
  const data: unknown = await response.json().catch(() => undefined);
  const error = isRecord(data) && typeof data['error'] === 'string' ? data['error'] : GENERIC;
  if (response.ok && isRecord(data) && data['ok'] === true) {
    return { kind: 'ok', message: typeof data['message'] === 'string' ? data['message'] : '' };
  }
  if (response.status === 400 && isRecord(data) && isRecord(data['fieldErrors'])) {
    const fieldErrors: Record<string, string> = {};
    for (const [key, value] of Object.entries(data['fieldErrors']))
      if (typeof value === 'string') fieldErrors[key] = value;
    if (Object.keys(fieldErrors).length) return { kind: 'invalid', error, fieldErrors };
  }
  return { kind: 'refused', status: response.status, error };
}
