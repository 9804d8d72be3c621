interface ImportMetaEnv {
  readonly PUBLIC_CONTACT_EMAIL?: string;
  readonly PUBLIC_CONTACT_PHONE?: string;
  readonly PUBLIC_CONTACT_STREET?: string;
  readonly PUBLIC_CONTACT_LOCALITY?: string;
  readonly PUBLIC_CONTACT_REGION?: string;
  readonly PUBLIC_CONTACT_POSTCODE?: string;
  readonly PUBLIC_CONTACT_COUNTRY?: string;
  readonly PUBLIC_SOCIAL_LINKEDIN?: string;
  readonly PUBLIC_SOCIAL_FACEBOOK?: string;
  readonly PUBLIC_SOCIAL_INSTAGRAM?: string;
  readonly PUBLIC_SOCIAL_YOUTUBE?: string;
  readonly PUBLIC_SOCIAL_TIKTOK?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** fontverter ships no types; the font test uses its one function to unpack WOFF2. */
declare module 'fontverter' {
  const fontverter: { convert(font: Uint8Array, to: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer> };
  export default fontverter;
}
