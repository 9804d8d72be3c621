import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { confirmToken } from '../../src/features/contact/server/confirm-token.ts';

/** The e2e server's APP_SECRET (playwright.config.ts). */
const APP_SECRET = 'e2e-secret-e2e-secret-e2e-secret';

/**
 * The confirmation link the mailbox of `email` receives for its latest sign-up (the e2e server has
 * no SMTP): built from the stored request and the server's key, the way the server builds it.
 */
export function confirmationPath(email: string): string {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, 'e2e.db'), { readOnly: true });
  try {
    const key = (db.prepare("SELECT value FROM settings WHERE key = 'unsubscribe_key'").get() as { value: string })
      .value;
    const request = db
      .prepare(
        "SELECT e.id FROM subscriber_events e JOIN subscribers s ON s.id = e.subscriber_id WHERE s.email_key = ? AND e.kind = 'requested' ORDER BY e.id DESC LIMIT 1",
      )
      .get(email.toLowerCase()) as { id: number };
    return `/newsletter/confirm?r=${request.id}&t=${confirmToken(`${APP_SECRET}:${key}`, request.id, email.toLowerCase())}`;
  } finally {
    db.close();
  }
}
