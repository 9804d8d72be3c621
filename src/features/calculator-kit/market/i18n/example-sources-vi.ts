import type { SameKeysCheck, Shape } from '../../../../i18n/dictionary.ts';
import type { exampleSourcesEn } from './example-sources-en.ts';

/** The words of the example's sources in Vietnamese: the same keys as the English file, checked by the compiler. */
export const exampleSourcesVi = {
  summary: 'Nguồn của các số liệu trong ví dụ',
  intro:
    'Công cụ mở ra với một ví dụ của thị trường Việt Nam, không phải số liệu của Mỹ quy đổi sang đồng. Mỗi số liệu dưới đây ghi rõ nguồn và thời điểm; số liệu ghi là giả định làm việc của agency là số liệu chưa có nguồn công bố. Hãy thay bằng số liệu của bạn, hoặc nhập tệp xuất từ nền tảng quảng cáo.',
  caption: 'Các số liệu của ví dụ, nguồn và thời điểm',
  channel: 'Kênh',
  figure: 'Số liệu',
  value: 'Giá trị',
  source: 'Nguồn và thời điểm',
  allChannels: 'Cả kế hoạch',
  budget: 'Ngân sách mỗi tháng',
  leadToCustomer: 'Tỷ lệ từ khách hàng tiềm năng thành khách hàng',
  cpc: 'Chi phí mỗi lượt nhấp',
  costPerMessage: 'Chi phí mỗi cuộc trò chuyện bắt đầu',
  cvr: 'Tỷ lệ chuyển đổi (từ lượt nhấp thành khách hàng tiềm năng)',
  valuePerLead: 'Giá trị mỗi khách hàng tiềm năng',
  dated: 'Đọc hoặc đặt ngày {date}.',
} as const satisfies Shape<typeof exampleSourcesEn>;

const check: SameKeysCheck<typeof exampleSourcesEn, typeof exampleSourcesVi> = 'same keys';
void check;
