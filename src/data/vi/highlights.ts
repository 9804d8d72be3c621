/** Vietnamese proof points for the home page (same names and shapes as ../highlights.ts). */
import { Bot, ChartNoAxesCombined, Gem, Languages, Rocket, TrendingUp } from 'lucide-react';
import type { Highlight } from '../highlights.ts';

export type { Highlight } from '../highlights.ts';
export { SUN_CASE_STUDY_SLUG } from '../highlights.ts';

export const homeHighlights: readonly Highlight[] = [
  {
    title: 'Triển khai nhanh',
    description: 'Có chiến lược sau hai tuần, chiến dịch đầu tiên chạy sau bốn tuần. AI lo phần nghiên cứu và bản nháp, để ngân sách của bạn dồn vào những việc tạo ra kết quả.',
    icon: Rocket,
  },
  {
    title: 'Chất lượng chỉn chu',
    description: 'Chuyên viên chiến lược, người viết bản ngữ tiếng Việt và tiếng Anh cùng đội thiết kế duyệt từng sản phẩm. Không giao cho người mới, không dịch máy.',
    icon: Gem,
  },
  {
    title: 'Kết quả đo được',
    description: 'Mọi kế hoạch đều bắt đầu bằng việc cài đo lường và đặt mục tiêu. Bạn theo dõi số khách tiềm năng, chi phí mỗi khách và lợi nhuận quảng cáo trên báo cáo trực tiếp, không phải chờ slide cuối tháng.',
    icon: TrendingUp,
  },
];

export const technologyCards: readonly Highlight[] = [
  {
    title: 'Nghiên cứu và viết nội dung có AI hỗ trợ',
    description: 'Mô hình ngôn ngữ giúp nghiên cứu từ khóa, phân tích khách hàng và viết bản nháp nhanh hơn. Biên tập viên kiểm tra dữ kiện, giọng văn và sắc thái địa phương trước khi đăng.',
    icon: Bot,
  },
  {
    title: 'Số liệu minh bạch, kiểm chứng được',
    description: 'Google Analytics 4, đo lường chuyển đổi phía máy chủ và dashboard Looker Studio, cài ngay trên tài khoản của bạn để dữ liệu luôn thuộc về bạn, kể cả khi hai bên ngừng hợp tác.',
    icon: ChartNoAxesCombined,
  },
  {
    title: 'Am hiểu cả hai thị trường',
    description: 'Chiến dịch Facebook, TikTok, Zalo và Cốc Cốc tại Việt Nam, Google và Meta tại Úc, báo giá và báo cáo bằng VND, USD hoặc AUD.',
    icon: Languages,
  },
];
