/** What every on-demand route receives: the process's context, and what the middleware adds (see src/middleware.ts). */
declare namespace App {
  interface Locals {
    app: import('./context.ts').ServerContext;
    admin?: import('../features/admin/server/admin-gate.ts').AdminSession;
  }
}
