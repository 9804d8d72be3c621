/** Koto Club figures in Vietnamese: the shares, total and tiers of koto-club.ts, with translated labels. */
import type { Tier } from '../case-study/tier-cards.tsx';
import type { BudgetLine } from '../vnd.ts';
import { KOTO_BUDGET_TOTAL } from './koto-club.ts';

export { KOTO_BUDGET_TOTAL };

export const kotoBudgetShares = [
  {
    item: 'Chiến dịch marketing',
    percent: 30,
    details: 'Chiến dịch ra mắt, quảng cáo mạng xã hội, quảng cáo tìm kiếm, sản xuất nội dung và chương trình hợp tác nhà sáng tạo chạy quanh năm',
  },
  {
    item: 'Dịch vụ VIP',
    percent: 25,
    details: 'Đội ngũ tiếp đón và trợ lý riêng, chai rượu chào mừng, quà tặng thành viên, ứng dụng thành viên và hệ thống CRM',
  },
  { item: 'Sản xuất sự kiện', percent: 20, details: 'DJ khách mời, thiết kế sân khấu, nâng cấp ánh sáng và âm thanh, các đêm chủ đề' },
  {
    item: 'Hợp tác đối tác',
    percent: 15,
    details: 'Hoa hồng cho bộ phận hỗ trợ khách của khách sạn, đêm tiệc đồng thương hiệu với các thương hiệu cao cấp, phí đơn vị tổ chức sự kiện',
  },
  { item: 'Dự phòng', percent: 10, details: 'Giữ lại cho cơ hội phát sinh và chi vượt; giải ngân theo quý nếu không dùng đến' },
] as const;

export const kotoBudget: readonly BudgetLine[] = kotoBudgetShares.map((line) => ({
  item: line.item,
  details: line.details,
  amount: (KOTO_BUDGET_TOTAL * line.percent) / 100,
}));

export const kotoTiers: readonly Tier[] = [
  {
    name: 'Gold',
    price: '30.000.000 đồng/năm',
    summary: 'Dành cho khách quen ghé gần như mọi cuối tuần và muốn bắt đầu cuộc vui mà không phải xếp hàng.',
    adds: [
      'Vào cửa ưu tiên qua lối riêng của thành viên, không xếp hàng',
      'Đặt bàn cho tối đa 6 khách, giữ bàn đến 11 giờ 30 tối',
      'Một chai vang nổ chào mừng trong lần ghé đầu tiên mỗi tháng',
      'Giảm 10% thực đơn quầy bar cho bàn của thành viên',
      'Lời mời xem trước các đêm chủ đề chỉ dành cho thành viên',
    ],
  },
  {
    name: 'Platinum',
    price: '80.000.000 đồng/năm',
    summary: 'Dành cho người thường tiếp khách hàng, bạn bè và muốn có chỗ ngồi đẹp nhất trong phòng.',
    adds: [
      'Một người tiếp đón riêng nhận đặt chỗ qua Zalo hoặc WhatsApp',
      'Bàn booth cao cấp cạnh sân khấu DJ cho tối đa 10 khách',
      'Hai vé khách mời cho mỗi đêm DJ quốc tế có bán vé',
      'Một chai rượu mạnh cao cấp miễn phí mỗi tháng',
      'Mua vé sớm 72 giờ trước khi mở bán công khai',
    ],
  },
  {
    name: 'Diamond',
    price: '200.000.000 đồng/năm',
    summary: 'Chỉ theo lời mời, dành cho một nhóm nhỏ thành viên muốn Koto lo trọn cả đêm của mình.',
    adds: [
      'Phòng skybox riêng cho tối đa 16 khách, có quầy bar và bartender riêng',
      'Trợ lý riêng đặt khách sạn, nhà hàng và du thuyền khắp Đà Nẵng',
      'Xe có tài xế đưa đón đến câu lạc bộ khi có yêu cầu',
      'Gặp gỡ giao lưu với các nghệ sĩ biểu diễn chính',
      'Tủ giữ rượu khắc tên riêng và bữa tối thành viên thường niên cùng các chủ câu lạc bộ',
    ],
  },
];
