/**
 * Vietnamese free resources: our four guides and other publishers' free training and tools. `type` keeps
 * the English ResourceType key (it is a union type); its visible label is in resourceTypeLabels.
 * isExternal stays in ../resources.ts.
 */
import type { FreeResource, ResourceType } from '../resources.ts';

export type { FreeResource, ResourceType };

/** What each resource type is called on Vietnamese pages. */
export const resourceTypeLabels: Readonly<Record<ResourceType, string>> = {
  Course: 'Khóa học',
  Checklist: 'Danh sách kiểm tra',
  Toolkit: 'Bộ công cụ',
  Guide: 'Hướng dẫn',
  Tool: 'Công cụ',
  Certificate: 'Chứng chỉ',
  Tools: 'Công cụ',
};

const ours = 'Brightlane Digital';

export const ownResources: readonly FreeResource[] = [
  {
    title: 'Danh sách kiểm tra SEO On-Page',
    description: 'Tiêu đề, thẻ heading, nội dung, liên kết, hình ảnh và schema: 30 điểm cần kiểm tra trên mỗi trang trước và sau khi đăng.',
    type: 'Checklist',
    labels: ['SEO', 'Danh sách kiểm tra'],
    href: '/solutions/free-resources/on-page-seo-checklist',
    publisher: ours,
  },
  {
    title: 'Danh sách kiểm tra tối ưu SEO',
    description:
      'Quy trình rà soát toàn website mà chúng tôi làm cho khách hàng mới: thu thập dữ liệu, tốc độ, nội dung, SEO địa phương cho Úc và Việt Nam, và liên kết.',
    type: 'Checklist',
    labels: ['SEO', 'Danh sách kiểm tra'],
    href: '/solutions/free-resources/seo-optimization-checklist',
    publisher: ours,
  },
  {
    title: 'Công cụ phát triển mạng xã hội',
    description:
      'Các công cụ miễn phí để lên kế hoạch, thiết kế, hẹn giờ đăng và phân tích, kèm quy trình hằng tuần chúng tôi dùng để phát triển tài khoản cho khách hàng.',
    type: 'Toolkit',
    labels: ['Mạng xã hội', 'Công cụ'],
    href: '/solutions/free-resources/social-media-growth-tools',
    publisher: ours,
  },
  {
    title: 'Làm marketing với Canva',
    description: 'Từng bước thiết lập bộ nhận diện thương hiệu, xây dựng mẫu dùng lại được và đăng bài, quảng cáo, infographic đúng chuẩn thương hiệu.',
    type: 'Guide',
    labels: ['Thiết kế', 'Mạng xã hội'],
    href: '/solutions/free-resources/marketing-with-canva',
    publisher: ours,
  },
];

export const externalResources: readonly FreeResource[] = [
  {
    title: 'Chứng chỉ Inbound Marketing',
    description: 'Khóa học miễn phí của HubSpot Academy về cách thu hút, gắn kết và làm hài lòng khách hàng, kèm chứng chỉ bạn có thể thêm vào LinkedIn.',
    type: 'Certificate',
    labels: ['Chứng chỉ', 'Tiếp thị nội dung'],
    href: 'https://academy.hubspot.com/courses/inbound-marketing',
    publisher: 'HubSpot Academy',
  },
  {
    title: 'Chứng chỉ Google Ads và Google Analytics',
    description: 'Khóa đào tạo và bài thi miễn phí của Google Skillshop về quảng cáo Tìm kiếm, Hiển thị, Video, Mua sắm và về Google Analytics.',
    type: 'Certificate',
    labels: ['Chứng chỉ', 'Quảng cáo'],
    href: 'https://skillshop.withgoogle.com/',
    publisher: 'Google Skillshop',
  },
  {
    title: 'Hướng dẫn SEO cơ bản',
    description: 'Chính Google giải thích cách công cụ tìm kiếm hoạt động và điều gì giúp website xuất hiện trong kết quả. Tài liệu nên đọc đầu tiên về SEO.',
    type: 'Guide',
    labels: ['SEO', 'Hướng dẫn'],
    href: 'https://developers.google.com/search/docs/fundamentals/seo-starter-guide',
    publisher: 'Google Search Central',
  },
  {
    title: 'Khóa học Meta Blueprint',
    description: 'Các khóa tự học miễn phí về quảng cáo Facebook và Instagram, từ nhắm chọn đối tượng đến đo lường.',
    type: 'Course',
    labels: ['Mạng xã hội', 'Quảng cáo'],
    href: 'https://www.facebook.com/business/learn',
    publisher: 'Meta',
  },
  {
    title: 'Semrush Academy',
    description: 'Khóa học miễn phí về nghiên cứu từ khóa, SEO kỹ thuật, tiếp thị nội dung và phân tích đối thủ, mỗi khóa có một bài kiểm tra ngắn.',
    type: 'Course',
    labels: ['SEO', 'Chứng chỉ'],
    href: 'https://www.semrush.com/academy/',
    publisher: 'Semrush',
  },
  {
    title: 'Canva Design School',
    description: 'Những bài học ngắn về bố cục, màu sắc, chữ và hình ảnh mạng xã hội dành cho người không làm thiết kế.',
    type: 'Course',
    labels: ['Thiết kế', 'Mạng xã hội'],
    href: 'https://www.canva.com/designschool/',
    publisher: 'Canva',
  },
  {
    title: 'Marketing số cho doanh nghiệp nhỏ',
    description: 'Hướng dẫn dễ hiểu của Chính phủ Úc về website, mạng xã hội, tìm kiếm và quảng cáo trực tuyến cho doanh nghiệp nhỏ (bằng tiếng Anh).',
    type: 'Guide',
    labels: ['Hướng dẫn', 'Doanh nghiệp nhỏ'],
    href: 'https://business.gov.au/online/digital-marketing',
    publisher: 'business.gov.au',
  },
  {
    title: 'Google Search Console',
    description:
      'Báo cáo miễn phí về cách Google thu thập dữ liệu và xếp hạng website của bạn: truy vấn tìm kiếm, lỗi lập chỉ mục, Core Web Vitals và liên kết.',
    type: 'Tools',
    labels: ['SEO', 'Công cụ'],
    href: 'https://search.google.com/search-console/about',
    publisher: 'Google',
  },
];

/** The eight items of the Solution Hub grid: our four guides and four external picks. */
export const solutionHubResources: readonly FreeResource[] = [...ownResources, ...externalResources.slice(0, 4)];
