/**
 * Vietnamese menu and footer labels. Links name the English pages; the header and footer turn them
 * into the Vietnamese editions through the route registry (localizeHref).
 */
import type { NavItem, NavLink } from '../navigation.ts';

export type { NavGroup, NavItem, NavLink } from '../navigation.ts';
export { currentState, isGroup } from '../navigation.ts';

export const mainNav: readonly NavItem[] = [
  { label: 'Trang chủ', href: '/' },
  { label: 'Dịch vụ', href: '/services' },
  {
    label: 'Giải pháp',
    children: [
      { label: 'Tài liệu miễn phí', href: '/solutions/free-resources' },
      { label: 'Công cụ AI', href: '/solutions/ai-tools' },
    ],
  },
  { label: 'Dự án', href: '/portfolio' },
  { label: 'Blog', href: '/blog' },
  { label: 'Về chúng tôi', href: '/about' },
];

export const contactCta: NavLink = { label: 'Liên hệ', href: '/contact' };

export const footerServiceLinks: readonly NavLink[] = [
  { label: 'Chiến lược marketing AI', href: '/services#ai-marketing-strategy' },
  { label: 'Sáng tạo nội dung & SEO', href: '/services#content-creation-seo' },
  { label: 'Quản lý mạng xã hội', href: '/services#social-media-management' },
  { label: 'Thương hiệu & thiết kế', href: '/services#branding-design' },
  { label: 'Quảng cáo số', href: '/services#digital-advertising' },
  { label: 'Tối ưu SEO', href: '/services#seo-optimization' },
];

export const footerQuickLinks: readonly NavLink[] = [
  { label: 'Về chúng tôi', href: '/about' },
  { label: 'Dự án', href: '/portfolio' },
  { label: 'Blog', href: '/blog' },
  { label: 'Công cụ & tài liệu miễn phí', href: '/solutions' },
  { label: 'Lập ngân sách marketing', href: '/solutions/ai-tools/marketing-budget-planner' },
  { label: 'Công cụ tính ROI', href: '/solutions/free-resources/roi-calculator' },
  { label: 'Câu hỏi thường gặp', href: '/faq' },
  { label: 'Liên hệ', href: '/contact' },
];

export const legalLinks: readonly NavLink[] = [
  { label: 'Chính sách bảo mật', href: '/privacy-policy' },
  { label: 'Điều khoản sử dụng', href: '/terms-of-service' },
  { label: 'Sơ đồ trang', href: '/sitemap' },
];
