/**
 * The full-plan CSV's headers, setting names and mode names in each page language. They are a file
 * format, not screen text: a file exported from the Vietnamese page must import on the English one
 * and the other way round, so the importer knows every set (and loads with it, on first use).
 */
export interface FullPlanHeaders {
  setting: string;
  value: string;
  mode: string;
  modes: { 'budget-first': string; 'goal-first': string };
  /** "{currency}" is replaced with the plan's currency code. */
  totalBudget: string;
  campaignGoal: string;
  rate: string;
  currency: string;
  planName: string;
  date: string;
  /** The planning layers' settings, as JSON (only written when a setting differs from the defaults). */
  planning: string;
  /** The dated plan (flight, months, seasonality, phasing, versions, actuals), as JSON, when there is one. */
  dated: string;
  /** What each channel counts as leads, as a JSON list by channel order (only when one names a type). */
  results: string;
  /** The visitor's tax on ad spend, as JSON (only when changed from the market's default). */
  adTax: string;
  /** Channel table columns, in order; "{currency}" as above. */
  columns: readonly [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  total: string;
}

export const FULL_PLAN_HEADERS_EN: FullPlanHeaders = {
  setting: 'Setting',
  value: 'Value',
  mode: 'Mode',
  modes: { 'budget-first': 'Budget First', 'goal-first': 'Goal First' },
  totalBudget: 'Total Budget ({currency})',
  campaignGoal: 'Campaign Goal (customers)',
  rate: 'Lead-to-Customer Rate (%)',
  currency: 'Currency',
  planName: 'Plan Name',
  date: 'Date',
  planning: 'Planning settings (JSON)',
  dated: 'Plan over time (JSON)',
  results: 'Result types (JSON)',
  adTax: 'Tax on ad spend (JSON)',
  columns: [
    'Channel',
    'Allocation (%)',
    'CPC ({currency})',
    'CVR (%)',
    'Value per Lead ({currency})',
    'Budget ({currency})',
    'Clicks',
    'Leads',
    'CPL ({currency})',
    'Revenue ({currency})',
    'ROAS',
    'Customers',
    'CAC ({currency})',
  ],
  total: 'Total',
};

export const FULL_PLAN_HEADERS_VI: FullPlanHeaders = {
  setting: 'Thiết lập',
  value: 'Giá trị',
  mode: 'Cách lập kế hoạch',
  modes: { 'budget-first': 'Theo ngân sách', 'goal-first': 'Theo mục tiêu' },
  totalBudget: 'Tổng ngân sách ({currency})',
  campaignGoal: 'Mục tiêu chiến dịch (khách hàng)',
  rate: 'Tỷ lệ chốt khách (%)',
  currency: 'Đơn vị tiền tệ',
  planName: 'Tên kế hoạch',
  date: 'Ngày',
  planning: 'Thiết lập lập kế hoạch (JSON)',
  dated: 'Kế hoạch theo thời gian (JSON)',
  results: 'Loại kết quả (JSON)',
  adTax: 'Thuế trên chi phí quảng cáo (JSON)',
  columns: [
    'Kênh',
    'Phân bổ (%)',
    'CPC ({currency})',
    'CVR (%)',
    'Giá trị mỗi khách hàng tiềm năng ({currency})',
    'Ngân sách ({currency})',
    'Lượt nhấp',
    'Khách hàng tiềm năng',
    'CPL ({currency})',
    'Doanh thu ({currency})',
    'ROAS',
    'Khách hàng',
    'CAC ({currency})',
  ],
  total: 'Tổng cộng',
};

/** Every header set the importer accepts. */
export const FULL_PLAN_HEADER_SETS: readonly FullPlanHeaders[] = [FULL_PLAN_HEADERS_EN, FULL_PLAN_HEADERS_VI];

/** The SPEC CSV's header on a Vietnamese page (the English one is fixed by the specification in model/csv.ts). */
export const PLANNER_CSV_HEADER_VI = [
  'Kênh',
  'Ngân sách ({currency})',
  'Lượt nhấp',
  'Chuyển đổi (khách hàng tiềm năng)',
  'Chi phí mỗi khách hàng tiềm năng (CPL)',
  'Doanh thu ({currency})',
  'ROAS',
] as const;
