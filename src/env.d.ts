/** fontverter ships no types; the font test uses its one function to unpack WOFF2. */
declare module 'fontverter' {
  const fontverter: { convert(font: Uint8Array, to: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer> };
  export default fontverter;
}
