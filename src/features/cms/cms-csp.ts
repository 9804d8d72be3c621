/**
 * What the content editor's page may reach beyond the site: the Git host's API (content, commits,
 * sign-in with a token) and its avatars and raw files, plus `blob:` previews of images being uploaded.
 * Only `/admin/content` gets these; every other page keeps the site's policy.
 */
export const CMS_PAGE = '/admin/content';

const GIT_HOST = ['https://api.github.com', 'https://www.githubstatus.com'];
const GIT_IMAGES = ['blob:', 'https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'];

export function isCmsPage(pathname: string): boolean {
  return pathname === CMS_PAGE || pathname === `${CMS_PAGE}/`;
}

/** The page policy with the editor's sources added (and the OAuth client's origin, when set). */
export function widenForEditor(csp: string, authOrigin?: string): string {
  return csp
    .split('; ')
    .map((directive) => {
      if (directive.startsWith('connect-src '))
        return [directive, ...GIT_HOST, ...(authOrigin ? [authOrigin] : [])].join(' ');
      if (directive.startsWith('img-src ')) return [directive, ...GIT_IMAGES].join(' ');
      return directive;
    })
    .join('; ');
}
