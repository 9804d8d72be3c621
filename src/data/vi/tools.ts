/**
 * Vietnamese tool cards for the Solution Hub, the AI Tools hub and the Marketing Tools Hub. `category` and
 * `badge.variant` keep their English keys (union types); visible text is in toolCategoryLabels. The
 * button rules of ../tools.ts (hubButtonLabel, aiToolButtonLabel, marketingHubButtonLabel) return the
 * the product's fixed English labels: Vietnamese pages pass their result through toolButtonLabels.
 */
import {
  Bot,
  Calculator,
  ChartNoAxesCombined,
  FileText,
  Gauge,
  GraduationCap,
  Languages,
  LayoutGrid,
  Lock,
  Search,
  Share2,
  Sparkles,
  Telescope,
  Users,
  Wallet,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ToolBadge, ToolCard, ToolCategory } from '../tools.ts';

export type { ToolBadge, ToolCard, ToolCategory };

export const toolCategoryLabels: Readonly<Record<ToolCategory, string>> = {
  'Free Tool': 'Công cụ miễn phí',
  'AI Tool': 'Công cụ AI',
  'Free Resource': 'Tài nguyên miễn phí',
};

/** Every label the button rules of ../tools.ts can return, in Vietnamese. */
export const toolButtonLabels = {
  'Try Tool': 'Dùng thử',
  'Access Resource': 'Xem tài nguyên',
  'Coming Soon': 'Sắp ra mắt',
  'Try Now': 'Dùng ngay',
  'See What Replaced It': 'Xem giải pháp thay thế',
  'Open Tool': 'Mở công cụ',
} as const;

export const solutionHubCards: readonly ToolCard[] = [
  {
    title: 'Công cụ tính ROI marketing số',
    description:
      'Nhập chi phí, lượt nhấp, khách hàng tiềm năng, khách hàng và doanh thu theo từng kênh để có ROI, ROAS, CPL và CAC, kèm đề xuất ngân sách cho từng kênh.',
    icon: Calculator,
    href: '/solutions/free-resources/roi-calculator',
    category: 'Free Tool',
    highlighted: true,
  },
  {
    title: 'Công cụ lập ngân sách chiến dịch marketing',
    description:
      'Bắt đầu từ ngân sách hoặc từ mục tiêu số khách hàng, chia ngân sách cho các kênh và xem trước số khách hàng tiềm năng, doanh thu và chi phí có được khách hàng.',
    icon: Wallet,
    href: '/solutions/ai-tools/marketing-budget-planner',
    category: 'AI Tool',
    badge: { text: 'MỚI', variant: 'new' },
    highlighted: true,
  },
  {
    title: 'Danh sách kiểm tra tối ưu SEO',
    description:
      'Sức khỏe kỹ thuật, tốc độ, nội dung, SEO địa phương và liên kết, theo đúng thứ tự chúng tôi làm cho khách hàng. Có cả các bước kiểm tra SEO địa phương của chúng tôi.',
    icon: Search,
    href: '/solutions/free-resources/seo-optimization-checklist',
    category: 'Free Resource',
  },
  {
    title: 'Công cụ phát triển mạng xã hội',
    description:
      'Những công cụ miễn phí chúng tôi dùng để lên kế hoạch, thiết kế, hẹn giờ đăng và đo lường mạng xã hội, kèm quy trình phát triển hằng tuần để bạn đánh dấu từng việc.',
    icon: Share2,
    href: '/solutions/free-resources/social-media-growth-tools',
    category: 'Free Resource',
  },
  {
    title: 'Trung tâm công cụ marketing',
    description: 'Tất cả công cụ chúng tôi cung cấp hoặc đang phát triển, từ các công cụ tính toán đến những công cụ nội dung AI nay đã được đưa vào dịch vụ.',
    icon: LayoutGrid,
    href: '/solutions/marketing-tools',
    category: 'Free Tool',
  },
  {
    title: 'Khóa học & chứng chỉ miễn phí',
    description: 'Những khóa đào tạo miễn phí được chọn lọc từ Google, HubSpot, Meta, Semrush và Canva, cùng các hướng dẫn marketing số của Chính phủ Úc.',
    icon: GraduationCap,
    href: '/solutions/free-resources',
    category: 'Free Resource',
  },
];

export const aiToolCards: readonly ToolCard[] = [
  {
    title: 'Công cụ tính ROI marketing số',
    description:
      'Đo xem mỗi kênh mang lại bao nhiêu. Có ROI, ROAS, CPL, CAC và tỷ lệ chuyển đổi theo từng kênh, bảng tổng quan, đề xuất ngân sách và xuất file CSV.',
    icon: Calculator,
    href: '/solutions/free-resources/roi-calculator',
    category: 'Free Tool',
    badge: { text: 'CÔNG CỤ MIỄN PHÍ', variant: 'free' },
    highlighted: true,
  },
  {
    title: 'Công cụ lập ngân sách marketing',
    description:
      'Lập kế hoạch chiến dịch theo ngân sách hoặc theo mục tiêu trên Google, Meta, SEO và email. Lưu kế hoạch ngay trong trình duyệt và xuất ra file CSV.',
    icon: Wallet,
    href: '/solutions/ai-tools/marketing-budget-planner',
    category: 'AI Tool',
    badge: { text: 'CÔNG CỤ MỚI', variant: 'new' },
    highlighted: true,
  },
  {
    title: 'Phân khúc khách hàng',
    description:
      'Chia khách hàng thành từng nhóm theo giá trị và hành vi từ một file xuất dữ liệu bán hàng đơn giản. Công cụ đang được phát triển; hãy cho chúng tôi biết về dữ liệu của bạn, chúng tôi sẽ chạy giúp bạn.',
    icon: Users,
    href: '/contact',
    category: 'AI Tool',
    badge: { text: 'Sắp ra mắt', variant: 'coming-soon' },
  },
];

export const whyOurAiTools: readonly { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'Miễn phí, không cần đăng ký',
    description: 'Mọi công cụ đều chạy trong trình duyệt của bạn. Không tài khoản, không bắt nhập email, không có bản dùng thử hết hạn.',
    icon: Zap,
  },
  {
    title: 'Dữ liệu ở lại với bạn',
    description: 'Số liệu bạn nhập không bao giờ được gửi về máy chủ của chúng tôi. Kế hoạch đã lưu nằm trong bộ nhớ trình duyệt của chính bạn.',
    icon: Lock,
  },
  {
    title: 'Công thức minh bạch',
    description: 'Mỗi công cụ đều hiển thị công thức đang dùng, để bạn giải thích được các con số với bộ phận tài chính.',
    icon: FileText,
  },
  {
    title: 'Do người làm nghề xây dựng',
    description: 'Chúng tôi dùng các công cụ này với khách hàng mỗi tuần, bằng USD, AUD và VND, và cải tiến chúng từ chính công việc đó.',
    icon: Gauge,
  },
];

const retiredStatus = 'Đã ngừng cung cấp: phần việc này nay thuộc dịch vụ Sáng tạo nội dung & SEO của chúng tôi.';

/*
 * The Marketing Tools Hub tells the truth: live tools first (the Budget Planner beside the ROI
 * calculator), then the ones our team can already run for you, then the discontinued ones, which
 * carry no NEW or BETA badge and link straight to the service section or checklist that replaced them.
 */
export const marketingToolsHubCards: readonly ToolCard[] = [
  {
    title: 'Công cụ tính ROI',
    description: 'ROI, ROAS, CPL, CAC và đề xuất ngân sách cho từng kênh, kèm bảng tổng quan và xuất file CSV.',
    icon: Calculator,
    href: '/solutions/free-resources/roi-calculator',
    category: 'Free Tool',
    highlighted: true,
  },
  {
    title: 'Công cụ lập ngân sách',
    description:
      'Chia ngân sách chiến dịch cho các kênh, hoặc bắt đầu từ mục tiêu số khách hàng, và xem trước số khách hàng tiềm năng, doanh thu, ROI và chi phí có được khách hàng.',
    icon: Wallet,
    href: '/solutions/ai-tools/marketing-budget-planner',
    category: 'Free Tool',
    highlighted: true,
  },
  {
    title: 'Công cụ tạo chatbot',
    description: 'Trợ lý trên website và Zalo hoặc Messenger, tự trả lời câu hỏi thường gặp và nhận đặt lịch hẹn.',
    icon: Bot,
    href: '/contact',
    category: 'AI Tool',
    badge: { text: 'Sắp ra mắt', variant: 'coming-soon' },
  },
  {
    title: 'Phân tích bằng AI',
    description: 'Câu trả lời dễ hiểu từ dữ liệu Google Analytics 4 của bạn: tuần này có gì thay đổi và vì sao.',
    icon: ChartNoAxesCombined,
    href: '/contact',
    category: 'AI Tool',
    badge: { text: 'Sắp ra mắt', variant: 'coming-soon' },
  },
  {
    title: 'Phân khúc khách hàng',
    description: 'Nhóm khách hàng theo giá trị và hành vi từ dữ liệu bán hàng của bạn, sẵn sàng dùng làm tệp đối tượng quảng cáo.',
    icon: Users,
    href: '/contact',
    category: 'AI Tool',
    badge: { text: 'Sắp ra mắt', variant: 'coming-soon' },
  },
  {
    title: 'Công cụ tạo nội dung AI',
    description: 'Viết nháp bài đăng mạng xã hội, nội dung quảng cáo và mô tả sản phẩm từ một bản brief ngắn, đúng giọng thương hiệu của bạn.',
    icon: Sparkles,
    href: '/services#content-creation-seo',
    category: 'AI Tool',
    status: retiredStatus,
  },
  {
    title: 'Công cụ viết bài chuẩn SEO',
    description: 'Bài viết dài từ 1200 chữ trở lên với đầy đủ cấu trúc heading từ H1 đến H6, thẻ tiêu đề meta và mô tả meta, xoay quanh một từ khóa mục tiêu.',
    icon: FileText,
    href: '/services#content-creation-seo',
    category: 'AI Tool',
    status: retiredStatus,
  },
  {
    title: 'Công cụ tạo nội dung đa ngôn ngữ',
    description:
      'Một bản brief, sáu ngôn ngữ: tiếng Anh, tiếng Pháp, tiếng Trung, tiếng Nhật, tiếng Hàn và tiếng Việt, được chuyển ngữ linh hoạt thay vì dịch từng chữ.',
    icon: Languages,
    href: '/services#content-creation-seo',
    category: 'AI Tool',
    status: retiredStatus,
  },
  {
    title: 'Trợ lý SEO',
    description: 'Đề xuất cho từng trang về tiêu đề, heading, từ khóa và liên kết nội bộ.',
    icon: Search,
    href: '/solutions/free-resources/seo-optimization-checklist',
    category: 'AI Tool',
    status: 'Đã ngừng cung cấp: Danh sách kiểm tra tối ưu SEO miễn phí của chúng tôi nay bao quát cùng nội dung.',
  },
  {
    title: 'Công cụ phân tích xu hướng thị trường',
    description: 'Từ khóa đang lên, chủ đề nổi bật và động thái của đối thủ trong ngành hàng của bạn, tóm tắt mỗi tuần.',
    icon: Telescope,
    href: '/services#ai-marketing-strategy',
    category: 'AI Tool',
    status: 'Đã ngừng cung cấp: nghiên cứu xu hướng nay thuộc dịch vụ Chiến lược marketing AI của chúng tôi.',
  },
];
