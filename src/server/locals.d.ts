/** What the middleware leaves for the pages it lets through (see src/middleware.ts). */
declare namespace App {
  interface Locals {
    admin?: import('../features/admin/server/admin-gate.ts').AdminSession;
  }
}
