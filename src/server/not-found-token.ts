/**
 * Stands for the visitor's path in the prerendered not-found page (src/pages/404.astro); the
 * server replaces it per request (not-found-page.ts). URL-safe, so it survives canonical links.
 */
export const NOT_FOUND_PATH_TOKEN = '/__brightlane_not_found_path__';
