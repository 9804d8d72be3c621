import type { SameKeysCheck, Shape } from '../../../../i18n/dictionary.ts';
import type { adTaxEn } from './en.ts';

/** The tax line in Vietnamese: the same keys as en.ts, checked by the compiler. */
export const adTaxVi = {
  heading: 'Thuế trên chi phí quảng cáo',
  gst: 'thuế GST',
  vat: 'thuế GTGT',
  on: 'Cộng {tax} vào chi phí quảng cáo',
  rate: 'Mức {tax}',
  check: 'Hãy kiểm tra thuế suất hiện hành: mức thuế thay đổi theo quy định và theo từng nền tảng.',
  amount: 'Tiền {tax} trên chi phí quảng cáo',
  cost: 'Chi phí quảng cáo gồm {tax}',
  roi: 'ROI sau {tax}',
  roas: 'ROAS sau {tax}',
  note: 'Dòng riêng: mọi số liệu ở trên là trước thuế, đúng như công thức tính.',
  kept: 'Được lưu cùng kế hoạch: kế hoạch đã lưu, liên kết và tệp đều giữ thiết lập này.',
  source: 'Mức mặc định: {source}.',
} as const satisfies Shape<typeof adTaxEn>;

const check: SameKeysCheck<typeof adTaxEn, typeof adTaxVi> = 'same keys';
void check;
