/** The About page in Vietnamese (same names and shapes as ../about.ts). */
import { Award, BrainCircuit, Compass, Eye, Handshake, Lightbulb, Megaphone, PenTool, ShieldCheck, Target, Users } from 'lucide-react';
import type { TitledItem } from '../about.ts';

export type { TitledItem } from '../about.ts';

export const welcome = {
  title: 'Một đội ngũ giàu kinh nghiệm, một chân ở Sài Gòn, một chân ở Sydney',
  paragraphs: [
    'Brightlane Digital ra đời năm 2019 từ hai chuyên viên chiến lược: một người đã làm mười năm cho các agency ở Sydney, một người từng chạy chiến dịch cho các thương hiệu nhà hàng, khách sạn tại TP. Hồ Chí Minh. Cả hai liên tục gặp những khách hàng cần một đối tác hiểu cùng lúc cả hai thị trường.',
    'Ngày nay chúng tôi là đội ngũ chiến lược, biên tập, thiết kế và phân tích số liệu làm việc tại Pyrmont và trung tâm Sài Gòn. Chúng tôi lên kế hoạch và triển khai marketing cho phòng khám, đơn vị giáo dục, nhà hàng, cửa hàng bán lẻ và doanh nghiệp B2B, và dùng AI ở bất cứ đâu nó giúp công việc nhanh hơn, sắc hơn mà không làm nội dung trở nên rập khuôn.',
  ],
};

export const missionVision: readonly TitledItem[] = [
  {
    title: 'Sứ mệnh',
    description:
      'Mang đến cho doanh nghiệp đang phát triển chất lượng chiến lược, sáng tạo và đo lường vốn chỉ dành cho các thương hiệu ngân sách lớn, bằng cách kết hợp con người giàu kinh nghiệm với AI đảm nhận phần việc lặp lại.',
    icon: Target,
  },
  {
    title: 'Tầm nhìn',
    description:
      'Trở thành agency mà doanh nghiệp Việt Nam và Úc tin tưởng để kết nối hai thị trường: thương hiệu lớn lên vượt biên giới với một giọng nói nhất quán và những con số kiểm chứng được.',
    icon: Eye,
  },
];

export const expertiseAreas: readonly TitledItem[] = [
  {
    title: 'Chiến lược & AI',
    description:
      'Nghiên cứu thị trường và khách hàng, định vị, lập kế hoạch kênh và dự báo: AI giúp thử nhiều phương án hơn trong thời gian ngắn hơn, kinh nghiệm giúp chọn đúng phương án.',
    icon: BrainCircuit,
  },
  {
    title: 'Nội dung & sáng tạo',
    description:
      'Viết nội dung song ngữ, video ngắn, chỉ đạo hình ảnh và thiết kế thương hiệu, sản xuất tại chỗ để chất lượng và giọng điệu luôn đồng đều qua từng tháng.',
    icon: PenTool,
  },
  {
    title: 'Hiệu quả & tìm kiếm',
    description:
      'Quảng cáo Google, Meta, TikTok và LinkedIn, SEO kỹ thuật và SEO địa phương, cùng hệ thống đo lường cho thấy đồng chi tiêu nào mang về khách hàng nào.',
    icon: Megaphone,
  },
];

export const coreValues: readonly TitledItem[] = [
  { title: 'Đổi mới', description: 'Chúng tôi thử công cụ và định dạng mới trên kênh của chính mình trước, và chỉ mang đến cho bạn những gì đã chứng minh được giá trị.', icon: Lightbulb },
  { title: 'Minh bạch', description: 'Tài khoản quảng cáo, số liệu phân tích và nội dung đều thuộc về bạn. Báo cáo thể hiện mọi chi phí, kể cả phí của chúng tôi, và tin xấu cũng được báo sớm như tin tốt.', icon: ShieldCheck },
  { title: 'Chất lượng', description: 'Mọi sản phẩm đều qua tay chuyên gia có kinh nghiệm duyệt trước khi đến với bạn. Chúng tôi thà làm ít việc mà làm tới nơi tới chốn.', icon: Award },
  { title: 'Đồng hành', description: 'Chúng tôi làm việc như một phần đội ngũ của bạn: chung mục tiêu, có người phụ trách rõ ràng, và cùng bạn ra quyết định thay vì quyết định thay bạn.', icon: Handshake },
];

export const reasons: readonly TitledItem[] = [
  { title: 'Hai thị trường, một đội ngũ', description: 'Người bản ngữ tiếng Việt và tiếng Anh, hiểu cách khách hàng Việt Nam và Úc tìm kiếm, lướt mạng và ra quyết định.', icon: Compass },
  { title: 'Người có kinh nghiệm trực tiếp phụ trách', description: 'Người trình bày kế hoạch cũng là người triển khai. Không có chuyện ký hợp đồng xong thì chuyển cho nhân viên mới.', icon: Users },
  { title: 'AI đi cùng sự phán đoán của con người', description: 'AI đẩy nhanh nghiên cứu, bản nháp và báo cáo; con người quyết định chiến lược, kiểm tra dữ kiện và giữ giọng nói thương hiệu của bạn.', icon: BrainCircuit },
  { title: 'Kết quả kiểm chứng được', description: 'Đo lường được cài trên tài khoản của bạn trước khi chi đồng nào, và mọi báo cáo đều dẫn về dữ liệu gốc.', icon: Target },
];
