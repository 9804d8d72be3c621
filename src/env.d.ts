/** fontverter ships no types; the font test uses its one function to unpack WOFF2. */
declare module 'fontverter' {
  const fontverter: { convert(font: Uint8Array, to: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer> };
  export default fontverter;
}

/** What every on-demand route receives: the process's context, and what the middleware adds (see src/middleware.ts). */
declare namespace App {
  interface Locals {
    app: import('./server/context.ts').ServerContext;
    admin?: import('./features/admin/server/admin-gate.ts').AdminSession;
  }
}
