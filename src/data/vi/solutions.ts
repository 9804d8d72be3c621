/** Vietnamese copy for the Solution Hub that is not a tool card or resource. */
import { BookOpen, Sparkles } from 'lucide-react';
import type { HubLink } from '../solutions.ts';

export type { HubLink };

export const solutionHubLinks: readonly HubLink[] = [
  {
    title: 'Công cụ marketing AI',
    description: 'Công cụ tính ROI và lập ngân sách chiến dịch: miễn phí, chạy ngay trên trình duyệt, có hiển thị công thức.',
    href: '/solutions/ai-tools',
    cta: 'Khám phá công cụ AI',
    icon: Sparkles,
  },
  {
    title: 'Tài nguyên marketing miễn phí',
    description:
      'Các danh sách kiểm tra về SEO, mạng xã hội và Canva của chúng tôi, cùng những khóa học, chứng chỉ miễn phí tốt nhất từ Google, HubSpot và Meta.',
    href: '/solutions/free-resources',
    cta: 'Xem tài nguyên miễn phí',
    icon: BookOpen,
  },
];

export const aiContentFeature = {
  title: 'Công cụ tạo nội dung AI',
  paragraphs: [
    'Công cụ tạo nội dung AI của chúng tôi ra đời như một công cụ miễn phí. Khách hàng cho biết bản nháp là điểm khởi đầu tốt, nhưng vẫn cần một biên tập viên hiểu thương hiệu, hiểu khách hàng và hiểu sự khác biệt giữa Sydney với Sài Gòn.',
    'Vì vậy, chúng tôi đưa nó vào dịch vụ Sáng tạo nội dung & SEO: AI viết nháp bằng sáu ngôn ngữ, sau đó biên tập viên bản ngữ kiểm chứng thông tin, điều chỉnh giọng văn và tối ưu từng bài cho công cụ tìm kiếm trước khi đăng.',
  ],
  points: [
    'Từ bản brief đến bản nháp đầu tiên chỉ trong vài giờ, không phải vài ngày',
    'Tiếng Anh và tiếng Việt do biên tập viên bản ngữ phụ trách, thêm bốn ngôn ngữ khác khi có yêu cầu',
    'Tích hợp sẵn SEO on-page và schema',
  ],
} as const;
