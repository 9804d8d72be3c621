/**
 * Admin sessions behind the same asynchronous store interface as the messages (see
 * contact/server/message-store.ts), so another database can keep them too.
 */
import { withRetry, type Database } from '../../../server/db.ts';
import { createSession, endSession, sessionIsValid } from './admin-auth.ts';

export interface SessionStore {
  createSession(): Promise<{ token: string; expires: Date }>;
  sessionIsValid(token: string | undefined): Promise<boolean>;
  endSession(token: string | undefined): Promise<void>;
}

export function sqliteSessionStore(db: Database): SessionStore {
  return {
    createSession: () => withRetry(() => createSession(db)),
    sessionIsValid: (token) => withRetry(() => sessionIsValid(db, token)),
    endSession: (token) => withRetry(() => endSession(db, token)),
  };
}
