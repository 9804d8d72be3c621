import type { SameKeysCheck, Shape } from '../../../i18n/dictionary.ts';
import type { kitEn } from './en.ts';

/** The shared calculator parts in Vietnamese: the same keys as en.ts, checked by the compiler. */
export const kitVi = {
  draftRestored: 'Đã khôi phục phiên làm việc trước',
  startFresh: 'Bắt đầu lại',
  startedFresh: 'Đã bắt đầu lại: công cụ trở về số liệu mẫu ban đầu.',
  undo: 'Hoàn tác',
  currency: 'Đơn vị tiền tệ',
  currencyLabels: { USD: 'Đô la Mỹ (USD)', AUD: 'Đô la Úc (AUD)', VND: 'Đồng Việt Nam (VND)' },
  relabelled: 'Đổi đơn vị tiền tệ chỉ đổi ký hiệu hiển thị, không quy đổi số tiền theo tỷ giá.',
  noScriptTitle: 'Công cụ này cần JavaScript',
  noScript:
    'Công cụ chạy ngay trên trình duyệt của bạn và cần JavaScript. Trình duyệt đang tắt hoặc chặn JavaScript nên các nút bên dưới sẽ không hoạt động. Hãy bật JavaScript rồi tải lại trang để dùng công cụ.',
} as const satisfies Shape<typeof kitEn>;

const check: SameKeysCheck<typeof kitEn, typeof kitVi> = 'same keys';
void check;
