/** Cảm nhận của khách hàng cho trang Dịch vụ (tiếng Việt). Điểm đánh giá trên thang năm. */
import type { Testimonial } from '../testimonials.ts';

export type { Testimonial };
export { RATING_SCALE } from '../testimonials.ts';

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'Họ xây lại tài khoản Google Ads của chúng tôi từ khâu đo lường trở đi. Chỉ trong ba tháng, chi phí cho mỗi lượt hỏi thông tin giảm gần một nửa, và lần đầu tiên tôi thấy rõ chiến dịch nào mang về bệnh nhân mới.',
    author: 'Rachel Donnelly',
    role: 'Quản lý phòng khám',
    company: 'Harbourside Physiotherapy',
    location: 'Newcastle, NSW',
    rating: 5,
  },
  {
    quote:
      'Đội ngũ hiểu khách hàng Sài Gòn của chúng tôi hơn cả những agency lớn gấp đôi. Chuỗi workshop họ lên kế hoạch kín chỗ mọi cuối tuần, và Instagram của quán cuối cùng cũng nói đúng giọng của mình.',
    author: 'Nguyễn Minh Thư',
    role: 'Nhà sáng lập',
    company: 'Nhà Cá Café',
    location: 'TP. Hồ Chí Minh',
    rating: 5,
  },
  {
    quote:
      'Chúng tôi cần nội dung tiếng Anh và tiếng Việt đọc không giống bản dịch. Brightlane làm được cả hai, đúng hạn mỗi tháng, và lượng khách hàng tiềm năng tự nhiên từ Úc tăng đều suốt cả năm.',
    author: 'David Tran',
    role: 'Giám đốc điều hành',
    company: 'Lotus Bridge Education',
    location: 'Melbourne, VIC và Đà Nẵng',
    rating: 5,
  },
];
