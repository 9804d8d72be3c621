/**
 * Vietnamese navigation labels. The hrefs are the English ones on purpose: routing adds the /vi prefix and
 * swaps slugs by translation key, so only the labels are translated here. isGroup and currentState stay in
 * ../navigation.ts and work unchanged on these items.
 */
import type { NavGroup, NavItem, NavLink } from '../navigation.ts';

export type { NavGroup, NavItem, NavLink };
// The logic is the same in both languages: one copy, in the English module.
export { currentState, isGroup } from '../navigation.ts';

export const mainNav: readonly NavItem[] = [
  { label: 'Trang chủ', href: '/' },
  { label: 'Dịch vụ', href: '/services' },
  {
    label: 'Giải pháp',
    children: [
      { label: 'Tài nguyên miễn phí', href: '/solutions/free-resources' },
      { label: 'Công cụ AI', href: '/solutions/ai-tools' },
    ],
  },
  { label: 'Dự án', href: '/portfolio' },
  { label: 'Blog', href: '/blog' },
  { label: 'Về chúng tôi', href: '/about' },
];

export const contactCta: NavLink = { label: 'Liên hệ ngay', href: '/contact' };

export const footerQuickLinks: readonly NavLink[] = [
  { label: 'Về chúng tôi', href: '/about' },
  { label: 'Dự án', href: '/portfolio' },
  { label: 'Blog', href: '/blog' },
  { label: 'Công cụ & tài nguyên miễn phí', href: '/solutions' },
  { label: 'Lập ngân sách', href: '/solutions/ai-tools/marketing-budget-planner' },
  { label: 'Tính ROI', href: '/solutions/free-resources/roi-calculator' },
  { label: 'Câu hỏi thường gặp', href: '/faq' },
  { label: 'Liên hệ', href: '/contact' },
];

export const legalLinks: readonly NavLink[] = [
  { label: 'Chính sách bảo mật', href: '/privacy-policy' },
  { label: 'Điều khoản sử dụng', href: '/terms-of-service' },
  { label: 'Sơ đồ trang', href: '/sitemap' },
];
