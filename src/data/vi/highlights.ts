/**
 * Vietnamese proof points for the home page. SUN_CASE_STUDY_SLUG is the English slug: the Vietnamese
 * home page finds its case study through the translationKey 'i-choose-the-sun'.
 */
import { Bot, ChartNoAxesCombined, Gem, Languages, Rocket, TrendingUp } from 'lucide-react';
import type { Highlight } from '../highlights.ts';

export type { Highlight };
export { SUN_CASE_STUDY_SLUG } from '../highlights.ts';

export const homeHighlights: readonly Highlight[] = [
  {
    title: 'Triển khai nhanh',
    description:
      'Có chiến lược sau hai tuần, chiến dịch đầu tiên lên sóng sau bốn tuần. AI lo phần nghiên cứu và bản nháp đầu tiên, để ngân sách của bạn dồn vào những việc tạo ra kết quả thấy được.',
    icon: Rocket,
  },
  {
    title: 'Chất lượng cao cấp',
    description:
      'Nhà chiến lược dày dạn kinh nghiệm, người viết và nhà thiết kế bản ngữ tiếng Anh, tiếng Việt duyệt mọi sản phẩm bàn giao. Không giao cho người mới vào nghề, không dùng bản dịch máy.',
    icon: Gem,
  },
  {
    title: 'Kết quả đã được chứng minh',
    description:
      'Mọi kế hoạch đều bắt đầu từ đo lường và chỉ tiêu. Bạn xem số khách hàng tiềm năng, chi phí cho mỗi khách hàng tiềm năng và doanh thu trên chi phí quảng cáo trong báo cáo cập nhật trực tiếp, chứ không phải chờ bộ slide cuối tháng.',
    icon: TrendingUp,
  },
];

export const technologyCards: readonly Highlight[] = [
  {
    title: 'Nghiên cứu và nội dung có AI hỗ trợ',
    description:
      'Mô hình ngôn ngữ giúp nghiên cứu từ khóa, phân tích khách hàng và viết bản nháp nhanh hơn. Biên tập viên kiểm tra thông tin, giọng văn và sắc thái địa phương trước khi bất cứ thứ gì được đăng.',
    icon: Bot,
  },
  {
    title: 'Đo lường có thể kiểm chứng',
    description:
      'Google Analytics 4, theo dõi chuyển đổi phía máy chủ và bảng điều khiển Looker Studio, được thiết lập trong chính tài khoản của bạn để dữ liệu vẫn thuộc về bạn nếu hai bên ngừng hợp tác.',
    icon: ChartNoAxesCombined,
  },
  {
    title: 'Xây dựng cho hai thị trường',
    description: 'Chiến dịch Google và Meta tại Úc; Facebook, TikTok, Zalo và Cốc Cốc tại Việt Nam, với báo giá và báo cáo bằng AUD, USD hoặc VND.',
    icon: Languages,
  },
];
