/** Vietnamese content of the About page; same exports, types and icons as ../about.ts. */
import { Award, BrainCircuit, Compass, Eye, Handshake, Lightbulb, Megaphone, PenTool, ShieldCheck, Target, Users } from 'lucide-react';
import type { TitledItem } from '../about.ts';

export type { TitledItem };

export const welcome = {
  title: 'Một đội ngũ dày dạn kinh nghiệm, một chân ở Sydney, một chân ở Sài Gòn',
  paragraphs: [
    'Brightlane Digital ra đời năm 2019 từ hai nhà chiến lược: một người đã có mười năm làm việc tại các agency ở Sydney, người kia từng chạy chiến dịch cho nhiều thương hiệu nhà hàng, khách sạn ở TP. Hồ Chí Minh. Cả hai liên tục gặp những khách hàng cần một đối tác hiểu cùng lúc cả hai thị trường.',
    'Giờ đây, chúng tôi là một đội ngũ gồm các nhà chiến lược, người viết nội dung, nhà thiết kế và chuyên viên phân tích, làm việc tại Pyrmont và Quận 1. Chúng tôi lên kế hoạch và triển khai marketing cho phòng khám, đơn vị giáo dục, nhà hàng, cửa hàng bán lẻ và doanh nghiệp B2B, đồng thời dùng AI ở bất cứ đâu nó giúp công việc nhanh hơn, sắc bén hơn mà không biến nội dung thành rập khuôn.',
  ],
} as const;

export const missionVision: readonly TitledItem[] = [
  {
    title: 'Sứ mệnh',
    description:
      'Mang đến cho các doanh nghiệp đang lớn mạnh chất lượng chiến lược, sáng tạo và đo lường vốn chỉ dành cho những thương hiệu ngân sách lớn, bằng cách kết hợp con người giàu kinh nghiệm với AI đảm nhận phần việc lặp lại.',
    icon: Target,
  },
  {
    title: 'Tầm nhìn',
    description:
      'Trở thành agency mà doanh nghiệp ở Úc và Việt Nam tin tưởng để kết nối hai thị trường: thương hiệu vươn ra ngoài biên giới với một giọng nói nhất quán và những con số có thể kiểm chứng.',
    icon: Eye,
  },
];

export const expertiseAreas: readonly TitledItem[] = [
  {
    title: 'Chiến lược & AI',
    description:
      'Nghiên cứu thị trường và khách hàng, định vị, hoạch định kênh và dự báo. AI giúp chúng tôi thử nhiều phương án hơn trong thời gian ngắn hơn, còn kinh nghiệm giúp chọn ra phương án đúng.',
    icon: BrainCircuit,
  },
  {
    title: 'Nội dung & Sáng tạo',
    description:
      'Viết nội dung song ngữ, video ngắn, chỉ đạo hình ảnh và thiết kế thương hiệu, tất cả do đội ngũ nội bộ thực hiện để chất lượng và giọng văn luôn nhất quán tháng này qua tháng khác.',
    icon: PenTool,
  },
  {
    title: 'Quảng cáo hiệu suất & Tìm kiếm',
    description:
      'Quảng cáo Google, Meta, TikTok và LinkedIn, SEO kỹ thuật và SEO địa phương, cùng hệ thống phân tích cho thấy đồng đô hay đồng bạc nào đã mang về khách hàng nào.',
    icon: Megaphone,
  },
];

export const coreValues: readonly TitledItem[] = [
  {
    title: 'Đổi mới',
    description: 'Chúng tôi thử công cụ và định dạng mới trên chính kênh của mình trước, rồi chỉ mang đến cho bạn những gì đã chứng minh được hiệu quả.',
    icon: Lightbulb,
  },
  {
    title: 'Minh bạch',
    description:
      'Tài khoản quảng cáo, dữ liệu phân tích và nội dung đều thuộc về bạn. Báo cáo thể hiện mọi chi phí, kể cả phí của chúng tôi, và tin xấu được báo sớm như tin tốt.',
    icon: ShieldCheck,
  },
  {
    title: 'Xuất sắc',
    description:
      'Mọi sản phẩm bàn giao đều được chuyên gia cấp cao duyệt trước khi đến tay bạn. Chúng tôi thà làm ít việc mà làm đến nơi đến chốn, còn hơn làm nhiều việc mà chỉ tạm được.',
    icon: Award,
  },
  {
    title: 'Đồng hành',
    description:
      'Chúng tôi làm việc như một phần mở rộng của đội ngũ bạn: chung mục tiêu, có người phụ trách rõ ràng, và mọi quyết định được đưa ra cùng bạn chứ không thay bạn.',
    icon: Handshake,
  },
];

export const reasons: readonly TitledItem[] = [
  {
    title: 'Hai thị trường, một đội ngũ',
    description: 'Người bản ngữ tiếng Anh và tiếng Việt, hiểu cách người mua ở Úc và ở Việt Nam tìm kiếm, lướt mạng và ra quyết định.',
    icon: Compass,
  },
  {
    title: 'Người giàu kinh nghiệm trực tiếp phụ trách',
    description:
      'Người trình bày kế hoạch với bạn cũng chính là người triển khai nó. Không có chuyện ký hợp đồng xong rồi giao lại cho nhân viên mới vào nghề.',
    icon: Users,
  },
  {
    title: 'AI đi cùng sự thẩm định của con người',
    description:
      'AI giúp nghiên cứu, viết bản nháp và làm báo cáo nhanh hơn; con người quyết định chiến lược, kiểm tra thông tin và giữ đúng giọng nói thương hiệu của bạn.',
    icon: BrainCircuit,
  },
  {
    title: 'Kết quả kiểm chứng được',
    description: 'Hệ thống đo lường được thiết lập ngay trong tài khoản của bạn trước khi chúng tôi chi đồng nào, và mọi báo cáo đều dẫn về dữ liệu gốc.',
    icon: Target,
  },
];
