/** Nhà Cá roadmap in Vietnamese: the phases of nha-ca-cafe.ts in months 1-3, 4-6 and 7-12. */
import type { RoadmapRow } from './nha-ca-cafe.ts';

export type { RoadmapRow };

export const nhaCaRoadmap: readonly RoadmapRow[] = [
  {
    phase: 'Giai đoạn 1: Ra mắt và tạo nhận biết',
    timeline: 'Tháng 1-3',
    activities: [
      'Hoàn thiện bộ nhận diện thương hiệu, biển hiệu và thiết kế thực đơn',
      'Mở Instagram, TikTok và Facebook với loạt bài "Bé mèo của tuần" giới thiệu các bé mèo của quán',
      'Khai trương thử cho 150 khách mời yêu mèo, sinh viên và nhà sáng tạo nội dung địa phương',
      'Đăng quán lên Google Maps với hình ảnh, giờ mở cửa và nội quy',
    ],
  },
  {
    phase: 'Giai đoạn 2: Gắn kết và workshop',
    timeline: 'Tháng 4-6',
    activities: [
      'Tổ chức ba chuỗi workshop theo lịch cố định hằng tuần, đặt chỗ trực tuyến',
      'Ra mắt thẻ thành viên: ly thứ mười miễn phí và mỗi con dấu góp thêm vào khoản quyên góp cho trạm cứu hộ mèo đối tác',
      'Hợp tác với câu lạc bộ nhiếp ảnh và mỹ thuật của hai trường đại học',
      'Mỗi tuần đăng ảnh và câu chuyện của học viên workshop, khi được họ cho phép',
    ],
  },
  {
    phase: 'Giai đoạn 3: Cộng đồng và phát triển',
    timeline: 'Tháng 7-12',
    activities: [
      'Tổ chức ngày nhận nuôi mèo hằng tháng cùng trạm cứu hộ đối tác',
      'Ra mắt sản phẩm lưu niệm: ảnh in từ workshop nhiếp ảnh, túi vải và lịch',
      'Mở workshop bằng tiếng Anh và hợp tác với bộ phận hỗ trợ khách của khách sạn để đón khách du lịch',
      'Đối chiếu số liệu với các chỉ số thành công và lên kế hoạch cho năm thứ hai',
    ],
  },
];

export const roadmapColumns = ['Giai đoạn', 'Thời gian', 'Hoạt động'] as const;

export const roadmapRows = nhaCaRoadmap.map((row) => [row.phase, row.timeline, row.activities] as const);
