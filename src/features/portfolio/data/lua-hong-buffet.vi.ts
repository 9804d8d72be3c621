/** Lửa Hồng figures in Vietnamese: the amounts, objectives and June calendar of lua-hong-buffet.ts, dates as day/month. */
import type { Metric } from '../case-study/metric-tiles.tsx';
import type { BudgetLine } from '../vnd.ts';
import type { CalendarRow } from './lua-hong-buffet.ts';

export { HOT_POT_BUDGET_TOTAL, type CalendarRow } from './lua-hong-buffet.ts';

export const hotPotBudget: readonly BudgetLine[] = [
  {
    item: 'Sản xuất nội dung và clip viral',
    amount: 15_000_000,
    details: 'Hai ngày quay mỗi tháng, dựng video ngắn, nhạc theo xu hướng, thù lao nhà sáng tạo cho ba lần hợp tác TikTok',
  },
  {
    item: 'Sự kiện lớn (3)',
    amount: 21_000_000,
    details: 'Neon Night, đêm Hẹn hò tốc độ và sự kiện chủ lực Buffet Battle: khoảng 7.000.000 đồng mỗi sự kiện cho DJ, MC, đạo cụ và giải thưởng',
  },
  {
    item: 'Sự kiện nhỏ (6)',
    amount: 9_000_000,
    details: 'Workshop pha nước chấm, ra mắt giờ vàng và các đêm vòng quay may mắn: khoảng 1.500.000 đồng mỗi sự kiện',
  },
  { item: 'Livestream và mini game', amount: 7_000_000, details: 'Bộ giá đỡ điện thoại, đèn, một người dẫn bán thời gian và voucher tặng trong lúc phát sóng' },
  { item: 'Quà tặng và ưu đãi', amount: 8_000_000, details: 'Quà check-in, giải thưởng cuộc thi nội dung của khách, voucher sinh nhật và đũa in logo quán' },
  { item: 'Trang trí và góc check-in', amount: 8_000_000, details: 'Bức tường neon chụp ảnh, bảng bàn có mã QR và làm mới trang trí theo mùa' },
  { item: 'Dự phòng', amount: 2_000_000, details: 'Để dành đẩy quảng cáo cho bài đăng đang lên hoặc thay đạo cụ hư hỏng' },
];

export const hotPotObjectives: readonly Metric[] = [
  {
    value: '100.000',
    label: 'lượt tương tác tự nhiên trong 6 tháng',
    detail: 'Lượt bày tỏ cảm xúc, bình luận, chia sẻ và lưu trên TikTok, Facebook và Instagram, không tính lượt có được nhờ trả tiền quảng cáo.',
  },
  { value: '85%', label: 'khách hàng ở độ tuổi 16-35 trong 6 tháng', detail: 'Đo qua biểu mẫu đặt bàn và một câu hỏi khảo sát kẹp trong bìa hóa đơn.' },
  {
    value: '3 + 6',
    label: 'sự kiện lớn và sự kiện nhỏ trong 6 tháng',
    detail: 'Ít nhất 3 sự kiện lớn và 6 sự kiện nhỏ, mỗi sự kiện có kế hoạch nội dung riêng cho trước và sau.',
  },
  {
    value: '3 / tháng',
    label: 'nội dung viral, mỗi nội dung vượt 100.000 lượt tiếp cận tự nhiên',
    detail: 'Mỗi tháng ít nhất 3 nội dung, mỗi nội dung vượt 100.000 lượt tiếp cận tự nhiên.',
  },
];

export const juneContentCalendar: readonly CalendarRow[] = [
  {
    date: '1/6',
    contentType: 'Video ngắn',
    contentIdea: 'Ngày Quốc tế Thiếu nhi nhớ tuổi thơ: nhân viên biến món ăn vặt hồi nhỏ thành đồ nhúng lẩu',
    platform: 'TikTok, Instagram Reels',
  },
  {
    date: '3/6',
    contentType: 'Carousel',
    contentIdea: 'Năm công thức nước chấm khách quen mê nhất (lưu lại cho lần ghé sau)',
    platform: 'Facebook, Instagram',
  },
  {
    date: '5/6',
    contentType: 'Livestream',
    contentIdea: 'Bữa tối thứ Năm phát trực tiếp từ phòng ăn, có mini game vòng quay tặng nước uống miễn phí',
    platform: 'TikTok Live, Facebook Live',
  },
  {
    date: '8/6',
    contentType: 'Thử thách UGC',
    contentIdea: 'Khởi động #LuaHongCheckIn: đăng ảnh ở bức tường neon, gắn thẻ quán và nhận buffet cho bốn người',
    platform: 'TikTok, Instagram',
  },
  {
    date: '10/6',
    contentType: 'Hậu trường',
    contentIdea: '6 giờ sáng trong bếp: tám tiếng đồng hồ làm nên nồi nước lẩu cay đặc trưng',
    platform: 'TikTok, Facebook',
  },
  {
    date: '12/6',
    contentType: 'Teaser sự kiện',
    contentIdea: 'Đêm Lẩu Hẹn hò tốc độ: 20 chỗ, cách tham gia và đường dẫn đăng ký',
    platform: 'Facebook, Instagram, Zalo',
  },
  {
    date: '15/6',
    contentType: 'Khuyến mãi',
    contentIdea: 'Ngày của Cha: bố được ăn miễn phí khi đi nhóm bốn người, kèm góc chụp ảnh gia đình',
    platform: 'Facebook, Zalo',
  },
  {
    date: '17/6',
    contentType: 'Video theo trend',
    contentIdea: 'POV: đứa bạn lần nào đi buffet cũng gọi quá tay (và nhân viên ra tay giải cứu)',
    platform: 'TikTok, Instagram Reels',
  },
  {
    date: '19/6',
    contentType: 'Livestream',
    contentIdea: 'Workshop pha nước chấm trực tiếp: người xem bình chọn nước chấm của tháng 6',
    platform: 'Facebook Live, TikTok Live',
  },
  {
    date: '21/6',
    contentType: 'Tổng kết sự kiện',
    contentIdea: 'Khoảnh khắc đáng nhớ của đêm Hẹn hò tốc độ, quay khi khách đã đồng ý, và số cặp đã trao đổi số điện thoại',
    platform: 'TikTok, Instagram',
  },
  {
    date: '24/6',
    contentType: 'Bình chọn và story',
    contentIdea: 'Bình chọn thử thách Buffet Battle tiếp theo: nước lẩu cay nhất hay ăn nhiều đĩa nhất trong 20 phút',
    platform: 'Instagram Stories, Facebook',
  },
  {
    date: '27/6',
    contentType: 'Sự kiện',
    contentIdea: 'Neon Night: DJ chơi nhạc trực tiếp, trang trí phát sáng và vẽ mặt dạ quang ngay cửa, quay lại để đăng Reels',
    platform: 'TikTok, Facebook, Instagram',
  },
  {
    date: '30/6',
    contentType: 'Tổng kết tháng',
    contentIdea: 'Tháng 6 trong 60 giây: video hay nhất của khách, các vòng đấu Buffet Battle và teaser tháng 7',
    platform: 'TikTok, Facebook, Instagram',
  },
];

export const calendarColumns = ['Ngày', 'Loại nội dung', 'Ý tưởng nội dung', 'Nền tảng'] as const;

export const calendarRows = juneContentCalendar.map((row) => [row.date, row.contentType, row.contentIdea, row.platform] as const);
