import type { SameKeysCheck, Shape } from '../../../i18n/dictionary.ts';
import type { kitEn } from './en.ts';

/** The shared calculator parts in Vietnamese: the same keys as en.ts, checked by the compiler. */
export const kitVi = {
  draftRestored: 'Đã khôi phục phiên làm việc trước',
  startFresh: 'Bắt đầu lại',
  startedFresh: 'Đã bắt đầu lại: công cụ trở về số liệu mẫu ban đầu.',
  draftFull:
    'Bộ nhớ của trình duyệt đã đầy nên các thay đổi sẽ không được giữ cho lần truy cập sau. Hãy lưu kế hoạch thành tệp (hoặc sao chép liên kết) để giữ lại, hoặc giải phóng bộ nhớ cho trang này.',
  ui: { close: 'Đóng', dismiss: 'Đóng thông báo', notification: 'Thông báo', notifications: 'Thông báo ({hotkey})' },
  importZoneTitle: 'Dùng số liệu của chính bạn',
  importZoneHint:
    'Thả tệp xuất từ Google Ads, Meta hoặc TikTok vào đây (CSV, TSV hoặc XLSX), hoặc bất kỳ tệp CSV nào, và kiểm tra những gì chúng tôi đọc được trước khi có gì thay đổi.',
  importZoneButton: 'Chọn tệp xuất',
  importZonePrivacy: 'Đọc ngay trong trình duyệt: không có gì được tải lên.',
  importUndoAlt: 'Hoàn tác việc nhập: đưa các kênh trước đó trở lại',
  calibrateTitle: 'Hiệu chỉnh từ số liệu của tôi',
  calibrateHint:
    'Thả tệp xuất từ Google Ads, Meta hoặc TikTok (CSV, TSV hoặc XLSX), hoặc bất kỳ tệp CSV nào: chi phí mỗi lượt click, tỷ lệ chuyển đổi và giá trị mỗi khách hàng tiềm năng của từng kênh lấy từ kết quả thực tế của bạn.',
  calibrated: 'Đã hiệu chỉnh {count} kênh từ tệp của bạn',
  calibratedHeading: 'Nguồn của các số liệu',
  calibratedFrom: '{channel}: {figures} lấy từ tệp của bạn',
  calibratedAssumed: '{channel}: {figures} là giả định (không có trong tệp)',
  figures: { cpc: 'chi phí mỗi lượt click', cvr: 'tỷ lệ chuyển đổi', valuePerLead: 'giá trị mỗi khách hàng tiềm năng' },
  undo: 'Hoàn tác',
  partOffline: 'Không tải được phần này của công cụ. Hãy kiểm tra kết nối mạng rồi thử lại.',
  results: {
    leads: 'khách hàng tiềm năng',
    types: {
      lead: 'khách hàng tiềm năng từ biểu mẫu',
      message: 'cuộc trò chuyện qua tin nhắn',
      purchase: 'lượt mua',
      conversions: 'lượt chuyển đổi',
      'link-click': 'lượt click vào liên kết',
    },
    countAs: 'Tính là khách hàng tiềm năng',
    plain: 'Khách hàng tiềm năng (không nêu rõ)',
    costPerMessage: 'Chi phí mỗi tin nhắn',
    costPerMessageTip: 'Chi phí của các kênh tính lượt bắt đầu trò chuyện qua tin nhắn, chia cho số lượt đó.',
  },
  currency: 'Đơn vị tiền tệ',
  currencyLabels: { USD: 'Đô la Mỹ (USD)', AUD: 'Đô la Úc (AUD)', VND: 'Đồng Việt Nam (VND)' },
  relabelled: 'Đổi đơn vị tiền tệ chỉ đổi ký hiệu hiển thị, không quy đổi số tiền theo tỷ giá.',
  noScriptTitle: 'Công cụ này cần JavaScript',
  noScript:
    'Công cụ chạy ngay trên trình duyệt của bạn và cần JavaScript. Trình duyệt đang tắt hoặc chặn JavaScript nên các nút bên dưới sẽ không hoạt động. Hãy bật JavaScript rồi tải lại trang để dùng công cụ.',
  numberNotNumber: '{label} phải là một con số.',
  numberTooLarge: '{label} quá lớn, không phải một con số thực tế.',
  numberNegative: '{label} không được là số âm.',
  numberBelow: '{label} không được nhỏ hơn {limit}.',
  numberAbove: '{label} không được lớn hơn {limit}.',
  numberEmpty: 'Hãy nhập một con số cho {label}.',
  previousKept: '{error} Giá trị trước đó được giữ nguyên.',
  askStrategist: 'Hỏi chuyên gia về kế hoạch này',
  attachTooBig:
    'Kế hoạch này quá lớn để đính kèm vào tin nhắn. Bạn hãy xuất kế hoạch thành tệp, rồi viết cho chúng tôi và gửi kèm tệp đó.',
  planSummary: {
    plannerTool: 'Công cụ lập ngân sách chiến dịch marketing',
    roiTool: 'Công cụ tính ROI marketing số',
    currency: 'đơn vị {currency}',
    totalBudget: 'Tổng ngân sách',
    totalSpend: 'Tổng chi tiêu',
    goalFirst: 'Lập theo mục tiêu {customers} khách hàng',
    channels: 'Các kênh',
    moreChannels: '…và {count} kênh khác',
    results: 'Kết quả',
    leads: 'khách hàng tiềm năng',
    customers: 'khách hàng',
    revenue: 'doanh thu',
    profit: 'lợi nhuận',
    contribution: 'lợi nhuận góp với biên lợi nhuận gộp {margin}',
    roi: 'ROI',
    roas: 'ROAS',
  },
  shareTitle: 'Sao chép liên kết này',
  shareDescription:
    'Trình duyệt không cho sao chép tự động. Hãy chọn liên kết bên dưới và sao chép thủ công; ai mở liên kết cũng sẽ thấy đúng các số liệu này.',
  shareLabel: 'Liên kết chia sẻ',
  printPrepared: 'lập ngày {date} bằng {tool} của Brightlane Digital',
  shareErrors: {
    format: 'Liên kết chia sẻ không đúng định dạng.',
    version: 'Liên kết chia sẻ được tạo từ một phiên bản khác của công cụ.',
    damaged: 'Liên kết chia sẻ bị hỏng nên không đọc được.',
    values: 'Liên kết chia sẻ chứa số liệu không dùng được.',
  },
} as const satisfies Shape<typeof kitEn>;

const check: SameKeysCheck<typeof kitEn, typeof kitVi> = 'same keys';
void check;
