/**
 * Admin sessions behind the same asynchronous store interface as the messages (see
 * contact/server/message-store.ts), kept in whichever store is configured, so every instance
 * sharing a PostgreSQL database honours the same sign-ins.
 */
import type { Sql } from '../../../server/sql.ts';
import { createSession, endSession, sessionIsValid } from './admin-auth.ts';

export interface SessionStore {
  createSession(): Promise<{ token: string; expires: Date }>;
  sessionIsValid(token: string | undefined): Promise<boolean>;
  endSession(token: string | undefined): Promise<void>;
}

export function createSessionStore(sql: Sql): SessionStore {
  return {
    createSession: () => createSession(sql),
    sessionIsValid: (token) => sessionIsValid(sql, token),
    endSession: (token) => endSession(sql, token),
  };
}
