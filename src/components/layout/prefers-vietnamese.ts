/** Only the browser's first language counts: an English reader who also lists Vietnamese is left alone. */
export function prefersVietnamese(languages: readonly string[]): boolean {
  const first = languages[0]?.toLowerCase() ?? '';
  return first === 'vi' || first.startsWith('vi-');
}
