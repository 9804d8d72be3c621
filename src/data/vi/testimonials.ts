/** Client testimonials in Vietnamese (same names and shapes as ../testimonials.ts). */
import type { Testimonial } from '../testimonials.ts';

export type { Testimonial } from '../testimonials.ts';
export { RATING_SCALE } from '../testimonials.ts';

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'Họ dựng lại tài khoản Google Ads của chúng tôi từ khâu đo lường. Chỉ sau ba tháng, chi phí mỗi lượt hỏi thăm giảm gần một nửa, và lần đầu tiên tôi biết chính xác chiến dịch nào mang về bệnh nhân mới.',
    author: 'Rachel Donnelly',
    role: 'Quản lý phòng khám',
    company: 'Harbourside Physiotherapy',
    location: 'Newcastle, NSW',
    rating: 5,
  },
  {
    quote:
      'Đội ngũ hiểu khách hàng Sài Gòn của chúng tôi hơn cả những agency lớn gấp đôi. Chuỗi workshop họ lên kế hoạch kín chỗ mọi cuối tuần, và Instagram của quán cuối cùng cũng có giọng riêng.',
    author: 'Nguyễn Minh Thư',
    role: 'Nhà sáng lập',
    company: 'Nhà Cá Café',
    location: 'TP. Hồ Chí Minh',
    rating: 5,
  },
  {
    quote:
      'Chúng tôi cần nội dung tiếng Anh và tiếng Việt không đọc như bản dịch. Brightlane làm được cả hai, đúng hạn mỗi tháng, và lượng khách tự nhiên từ Úc tăng đều suốt cả năm.',
    author: 'David Tran',
    role: 'Giám đốc điều hành',
    company: 'Lotus Bridge Education',
    location: 'Melbourne, VIC và Đà Nẵng',
    rating: 5,
  },
];
