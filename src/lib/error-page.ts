/**
 * The page for an answer that failed on our side (a store lock or outage, or a bug) on a page or
 * endpoint rendered on demand: a real page in the visitor's language instead of Astro's empty 500,
 * with Retry-After when the store is only unavailable for now (503; the caller knows for how long:
 * retryAfterOf in src/server/sql.ts). The middleware adds the policy headers like on every other answer.
 */

const WORDS = {
  en: {
    title: 'Please try again in a minute',
    busy: 'We could not finish that just now: our database is busy or briefly unavailable. Nothing was changed. Please try again in a minute.',
    broken: 'Something went wrong on our side and nothing was changed. Please try again in a minute.',
    home: 'Back to the home page',
  },
  vi: {
    title: 'Bạn vui lòng thử lại sau một phút',
    busy: 'Chúng tôi chưa thể hoàn tất yêu cầu này ngay lúc này: cơ sở dữ liệu đang bận hoặc tạm thời gián đoạn. Chưa có gì bị thay đổi. Bạn vui lòng thử lại sau một phút.',
    broken: 'Đã có lỗi ở phía chúng tôi và chưa có gì bị thay đổi. Bạn vui lòng thử lại sau một phút.',
    home: 'Về trang chủ',
  },
} as const;

/** `retryAfterSeconds`: set when the store refused for now (503), unset for a bug (500). */
export function errorPage(pathname: string, retryAfterSeconds: number | undefined): Response {
  const lang = pathname === '/vi' || pathname.startsWith('/vi/') ? 'vi' : 'en';
  const words = WORDS[lang];
  const outage = retryAfterSeconds !== undefined;
  const body = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${words.title} · Brightlane Digital</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5; color: #0f172a">
<main><h1>${words.title}</h1><p>${outage ? words.busy : words.broken}</p><p><a href="${lang === 'vi' ? '/vi/' : '/'}">${words.home}</a></p></main>
</body>
</html>
`;
  return new Response(body, {
    status: outage ? 503 : 500,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': String(retryAfterSeconds ?? 60),
    },
  });
}
