/** Frequently asked questions in Vietnamese (same names and shapes as ../faq.ts). */
import type { FaqGroup, FaqItem } from '../faq.ts';

export type { FaqGroup, FaqItem } from '../faq.ts';

export const faqGroups: readonly FaqGroup[] = [
  {
    title: 'Chi phí và hợp đồng',
    items: [
      {
        id: 'pricing',
        question: 'Làm việc với Brightlane Digital tốn bao nhiêu?',
        answer:
          'Chi phí của chúng tôi cạnh tranh và linh hoạt: sau buổi trao đổi miễn phí, chúng tôi báo giá theo từng hợp đồng, dựa trên kênh, thị trường và khối lượng công việc. Phần lớn khách hàng chọn phí cố định hằng tháng; dự án chiến lược và thương hiệu thường tính phí trọn gói. Báo giá ghi rõ từng hạng mục, và ngân sách quảng cáo luôn tách riêng khỏi phí dịch vụ.',
      },
      {
        id: 'minimum-term',
        question: 'Chúng tôi có bị ràng buộc hợp đồng dài hạn không?',
        answer:
          'Không. Sau ba tháng đầu, khoảng thời gian tối thiểu để cài đo lường, chạy chiến dịch và có kết quả đáng tin cậy, hợp đồng được gia hạn theo từng tháng. Bạn có thể dừng hợp tác, chỉ cần báo trước 30 ngày.',
      },
    ],
  },
  {
    title: 'Thời gian và cách làm việc',
    items: [
      {
        id: 'results-timeline',
        question: 'Bao lâu thì thấy kết quả?',
        answer:
          'Quảng cáo thường cho số liệu đáng tin cậy sau bốn đến sáu tuần. SEO và nội dung cần từ ba đến sáu tháng để thứ hạng và lượng truy cập tăng rõ rệt. Ngay từ tháng đầu, bạn đã thấy mọi con số trên báo cáo trực tiếp.',
      },
    ],
  },
  {
    title: 'Thị trường và ngôn ngữ',
    items: [
      {
        id: 'both-markets',
        question: 'Các bạn có làm việc với doanh nghiệp ở cả Việt Nam và Úc không?',
        answer:
          'Có. Chúng tôi có văn phòng tại TP. Hồ Chí Minh và Sydney, làm việc với doanh nghiệp chỉ bán ở một thị trường cũng như doanh nghiệp muốn mở rộng sang thị trường còn lại.',
      },
      {
        id: 'vietnamese-content',
        question: 'Các bạn có viết nội dung tiếng Việt không?',
        answer:
          'Có. Nội dung tiếng Việt do người viết bản ngữ đảm nhận từ đầu, không phải dịch từ tiếng Anh, và được biên tập viên người Việt duyệt trước khi đăng.',
      },
    ],
  },
  {
    title: 'Công cụ, AI và dữ liệu',
    items: [
      {
        id: 'ai-use',
        question: 'Các bạn dùng AI trong công việc như thế nào?',
        answer:
          'AI giúp nghiên cứu, viết bản nháp và tổng hợp báo cáo nhanh hơn. Chiến lược, kiểm tra dữ kiện và giọng nói thương hiệu luôn do con người quyết định, và không nội dung nào được đăng khi chưa có biên tập viên duyệt.',
      },
      {
        id: 'data-ownership',
        question: 'Ai sở hữu tài khoản quảng cáo, nội dung và dữ liệu?',
        answer:
          'Bạn. Tài khoản quảng cáo, công cụ phân tích và nội dung được tạo trên tài khoản của bạn, nên mọi thứ vẫn thuộc về bạn nếu hai bên ngừng hợp tác.',
      },
    ],
  },
];

export const faqItems: readonly FaqItem[] = faqGroups.flatMap((group) => group.items);
