/**
 * The Vietnamese editions of the registry's pages: title, label, description and keywords. The path
 * is derived from the key (`/vi` before the English path, see editionPath in routes.ts); group,
 * priority and change frequency come from the English page with the same key. Every English page has
 * its Vietnamese edition here (untranslatedKeys in routes.ts is empty).
 */
export interface TranslatedRouteText {
  /** The English page's key (its path). */
  key: string;
  title: string;
  label?: string;
  description: string;
  keywords: readonly string[];
}

export const viRouteTexts: readonly TranslatedRouteText[] = [
  {
    key: '/',
    label: 'Trang chủ',
    title: 'Agency marketing số ứng dụng AI cho doanh nghiệp Việt Nam và Úc',
    description:
      'Brightlane Digital lên kế hoạch và triển khai marketing ứng dụng AI, SEO, mạng xã hội, nội dung và quảng cáo cho doanh nghiệp đang phát triển tại Việt Nam và Úc.',
    keywords: ['agency marketing', 'marketing AI', 'dịch vụ SEO', 'marketing mạng xã hội', 'Việt Nam', 'Úc'],
  },
  {
    key: '/services',
    label: 'Dịch vụ',
    title: 'Dịch vụ marketing: chiến lược, nội dung, SEO, mạng xã hội, thương hiệu và quảng cáo',
    description:
      'Sáu dịch vụ bổ trợ cho nhau: chiến lược marketing AI, nội dung và SEO, quản lý mạng xã hội, thương hiệu và thiết kế, quảng cáo số và SEO kỹ thuật.',
    keywords: ['dịch vụ marketing', 'dịch vụ SEO', 'quản lý fanpage', 'xây dựng thương hiệu', 'quảng cáo Google'],
  },
  {
    key: '/portfolio',
    label: 'Dự án',
    title: 'Dự án tiêu biểu: các chiến dịch marketing đã thực hiện',
    description:
      'Kế hoạch chiến dịch, ra mắt thương hiệu và nghiên cứu thị trường cho doanh nghiệp tại Việt Nam, kèm theo những con số thực tế phía sau.',
    keywords: ['dự án marketing', 'case study marketing', 'chiến lược thương hiệu'],
  },
  {
    key: '/blog',
    label: 'Blog',
    title: 'Blog marketing: AI, SEO, mạng xã hội và nội dung',
    description:
      'Hướng dẫn thực tế về công cụ AI cho marketing, xây dựng thương hiệu cá nhân trên LinkedIn, thiết kế với Canva và SEO, do chính đội ngũ triển khai viết.',
    keywords: ['blog marketing', 'hướng dẫn marketing AI', 'mẹo LinkedIn', 'infographic Canva'],
  },
  {
    key: '/about',
    label: 'Về chúng tôi',
    title: 'Về Brightlane Digital',
    description:
      'Chúng tôi là ai, làm việc ra sao và vì sao doanh nghiệp tại Việt Nam và Úc tin giao việc marketing cho chúng tôi.',
    keywords: ['về chúng tôi', 'đội ngũ marketing', 'giá trị cốt lõi'],
  },
  {
    key: '/contact',
    label: 'Liên hệ',
    title: 'Liên hệ',
    description:
      'Hãy kể cho chúng tôi về doanh nghiệp và mục tiêu của bạn. Mọi tin nhắn đều được trả lời trong vòng một ngày làm việc.',
    keywords: ['liên hệ agency marketing', 'báo giá marketing', 'tư vấn miễn phí'],
  },
  {
    key: '/faq',
    label: 'Câu hỏi thường gặp',
    title: 'Câu hỏi thường gặp',
    description:
      'Giải đáp về chi phí, thời gian triển khai, thị trường chúng tôi phục vụ, công cụ chúng tôi dùng và cách chúng tôi bảo vệ dữ liệu của bạn.',
    keywords: ['câu hỏi agency marketing', 'chi phí marketing', 'thời gian triển khai'],
  },
  {
    key: '/solutions',
    label: 'Giải pháp',
    title: 'Giải pháp: công cụ và tài liệu marketing miễn phí',
    description:
      'Công cụ tính toán, checklist và hướng dẫn miễn phí để lập ngân sách, đo lường ROI và cải thiện SEO cũng như mạng xã hội.',
    keywords: ['công cụ marketing miễn phí', 'tài liệu marketing', 'tính ROI', 'checklist SEO'],
  },
  {
    key: '/solutions/ai-tools',
    label: 'Công cụ AI',
    title: 'Công cụ marketing AI',
    description:
      'Công cụ miễn phí chạy ngay trên trình duyệt để lập ngân sách chiến dịch và đo lợi nhuận từ chi phí marketing.',
    keywords: ['công cụ marketing AI', 'lập ngân sách marketing', 'tính ROI'],
  },
  {
    key: '/solutions/ai-tools/marketing-budget-planner',
    label: 'Lập ngân sách chiến dịch',
    title: 'Công cụ lập ngân sách chiến dịch marketing miễn phí',
    description:
      'Chia ngân sách cho Google Ads, Facebook Ads, email và SEO, xem trước số khách hàng tiềm năng, khách hàng, doanh thu và ROI — hoặc tính ngân sách cần có cho số khách hàng bạn muốn.',
    keywords: [
      'lập ngân sách marketing',
      'phân bổ ngân sách quảng cáo',
      'kế hoạch chiến dịch',
      'tính ROI marketing',
      'chi phí mỗi khách hàng',
    ],
  },
  {
    key: '/solutions/marketing-tools',
    label: 'Tổng hợp công cụ marketing',
    title: 'Tổng hợp công cụ marketing',
    description:
      'Toàn bộ công cụ marketing chúng tôi đang cung cấp hoặc phát triển, từ công cụ tính ROI đến các công cụ nội dung AI nay đã gộp vào dịch vụ.',
    keywords: ['công cụ marketing', 'công cụ nội dung AI', 'công cụ SEO'],
  },
  {
    key: '/solutions/free-resources',
    label: 'Tài liệu miễn phí',
    title: 'Tài liệu marketing miễn phí',
    description:
      'Khóa học, chứng chỉ và bộ công cụ miễn phí được chọn lọc cho người làm marketing, cùng các checklist SEO và mạng xã hội của chúng tôi.',
    keywords: ['tài liệu marketing miễn phí', 'khóa học marketing miễn phí', 'chứng chỉ marketing'],
  },
  {
    key: '/solutions/free-resources/roi-calculator',
    title: 'Công cụ tính ROI marketing số',
    description:
      'Nhập chi phí, lượt nhấp, khách hàng tiềm năng, khách hàng và doanh thu của từng kênh để có ROI, ROAS, CPL, CAC và gợi ý ngân sách cho mỗi kênh.',
    keywords: ['tính ROI marketing', 'công cụ tính ROAS', 'chi phí có được khách hàng'],
  },
  {
    key: '/solutions/free-resources/on-page-seo-checklist',
    title: 'Checklist SEO on-page',
    description:
      'Checklist cho từng trang: tiêu đề, thẻ heading, nội dung, liên kết, hình ảnh và schema, có thể đánh dấu từng mục và tải về.',
    keywords: ['checklist SEO on-page', 'kiểm tra SEO', 'thẻ tiêu đề'],
  },
  {
    key: '/solutions/free-resources/seo-optimization-checklist',
    title: 'Checklist tối ưu SEO',
    description:
      'Checklist SEO đầy đủ: sức khỏe kỹ thuật, tốc độ trang, nội dung, SEO địa phương và liên kết, theo đúng thứ tự chúng tôi vẫn làm.',
    keywords: ['checklist SEO', 'SEO kỹ thuật', 'SEO địa phương'],
  },
  {
    key: '/solutions/free-resources/social-media-growth-tools',
    title: 'Công cụ phát triển mạng xã hội',
    description:
      'Những công cụ miễn phí chúng tôi dùng để lên kế hoạch, sản xuất, lên lịch và đo lường mạng xã hội, kèm checklist tăng trưởng.',
    keywords: ['công cụ mạng xã hội', 'tăng trưởng mạng xã hội', 'lên lịch nội dung'],
  },
  {
    key: '/solutions/free-resources/marketing-with-canva',
    title: 'Làm marketing với Canva',
    description:
      'Cách làm bài đăng, quảng cáo và infographic đúng nhận diện thương hiệu trên Canva, kèm checklist cho mỗi thiết kế trước khi đăng.',
    keywords: ['marketing với Canva', 'mẫu Canva', 'bộ nhận diện thương hiệu'],
  },
  {
    key: '/sitemap',
    label: 'Sơ đồ trang',
    title: 'Sơ đồ trang',
    description: 'Tất cả các trang trên website, sắp xếp theo từng mục.',
    keywords: ['sơ đồ trang'],
  },
  {
    key: '/privacy-policy',
    label: 'Chính sách bảo mật',
    title: 'Chính sách bảo mật',
    description:
      'Chúng tôi thu thập gì qua biểu mẫu và công cụ, vì sao, lưu trong bao lâu và quyền của bạn theo pháp luật Việt Nam và Úc.',
    keywords: ['chính sách bảo mật'],
  },
  {
    key: '/terms-of-service',
    label: 'Điều khoản sử dụng',
    title: 'Điều khoản sử dụng',
    description: 'Điều khoản khi sử dụng website, công cụ miễn phí và tài liệu của chúng tôi.',
    keywords: ['điều khoản sử dụng'],
  },
];
