/**
 * The Vietnamese example, written once for both tools: channels a Vietnamese SME buys (Facebook,
 * Zalo, TikTok, Google) with Vietnamese prices, not SPEC's US figures converted. Each figure carries
 * its source and date, in both languages; where no published figure was found, it says it is the
 * agency's working assumption and when it was set. The planner opens on it as a plan
 * (budget-planner/model/vietnam-example.ts), the ROI calculator as a month of results
 * (roi-calculator/model/vietnam-sample.ts), and both pages list the sources (example-sources.tsx).
 * The English pages keep SPEC's examples exactly.
 */
import type { KnownResult } from '../model/result-type.ts';

export interface FigureSource {
  /** The day the figure was read or set, ISO. */
  date: string;
  /** Where to read it, when it was published. */
  url?: string;
  en: string;
  vi: string;
}

export interface CitedFigure {
  value: number;
  source: FigureSource;
}

export interface CitedChannel {
  id: string;
  name: string;
  /** The ROI calculator's campaign name for the channel's month of results. */
  campaign: { en: string; vi: string };
  budgetAllocation: number;
  /** Cost per click in ₫, or (Zalo) the native cost per started message it is derived from. */
  price: CitedFigure & { unit: 'cpc' | 'cpa-message' };
  /**
   * What the channel's results are (model/result-type.ts); unset is plain leads. A channel priced per
   * started message counts messages started, so both tools show it as "Leads (messages started)".
   */
  result?: KnownResult;
  /** Click-to-result rate, percent. */
  cvr: CitedFigure;
  valuePerLead: CitedFigure;
}

const ASSUMED: FigureSource = {
  date: '2026-11-25',
  en: 'Agency working assumption for a Vietnamese SME (no published source)',
  vi: 'Giả định làm việc của agency cho một doanh nghiệp vừa và nhỏ Việt Nam (chưa có nguồn công bố)',
};

export const VIETNAM_EXAMPLE = {
  totalBudget: {
    value: 50_000_000,
    source: {
      ...ASSUMED,
      en: `${ASSUMED.en}: a monthly budget of 50 million ₫`,
      vi: `${ASSUMED.vi}: ngân sách 50 triệu ₫ mỗi tháng`,
    },
  },
  leadToCustomerRate: {
    value: 20,
    source: {
      ...ASSUMED,
      en: `${ASSUMED.en}; the tools' default rate`,
      vi: `${ASSUMED.vi}; tỷ lệ mặc định của công cụ`,
    },
  },
  channels: [
    {
      id: '1',
      name: 'Facebook Ads',
      campaign: { en: 'Traffic ads to the website', vi: 'Quảng cáo lưu lượng truy cập về website' },
      budgetAllocation: 35,
      price: {
        unit: 'cpc',
        value: 850,
        source: {
          date: '2026-11-25',
          url: 'https://duonggiaphat.vn/chi-phi-chay-quang-cao-facebook',
          en: 'Midpoint of 700–1,000 ₫ per click for traffic ads (undated page; the same range at hatronghung.com/chi-phi-quang-cao-facebook)',
          vi: 'Điểm giữa của khoảng 700–1.000 ₫ mỗi lượt nhấp cho quảng cáo lưu lượng truy cập (trang không ghi ngày; cùng khoảng giá tại hatronghung.com/chi-phi-quang-cao-facebook)',
        },
      },
      cvr: { value: 2, source: ASSUMED },
      valuePerLead: { value: 200_000, source: ASSUMED },
    },
    {
      id: '2',
      name: 'Zalo Ads',
      campaign: { en: 'Messages to the Zalo Official Account', vi: 'Tin nhắn đến Zalo Official Account' },
      budgetAllocation: 20,
      result: 'message',
      price: {
        unit: 'cpa-message',
        value: 40_000,
        source: {
          ...ASSUMED,
          en: `${ASSUMED.en}: cost per started message`,
          vi: `${ASSUMED.vi}: chi phí cho mỗi cuộc trò chuyện bắt đầu`,
        },
      },
      cvr: { value: 8, source: ASSUMED },
      valuePerLead: { value: 160_000, source: ASSUMED },
    },
    {
      id: '3',
      name: 'TikTok Ads',
      campaign: { en: 'In-feed video ads', vi: 'Quảng cáo video trong bảng tin' },
      budgetAllocation: 20,
      price: { unit: 'cpc', value: 1_500, source: ASSUMED },
      cvr: { value: 1.5, source: ASSUMED },
      valuePerLead: { value: 150_000, source: ASSUMED },
    },
    {
      id: '4',
      name: 'Google Ads',
      campaign: { en: 'Display network', vi: 'Mạng hiển thị Google' },
      budgetAllocation: 25,
      price: {
        unit: 'cpc',
        value: 2_000,
        source: {
          date: '2026-11-25',
          url: 'https://pmdn.vn/so-sanh-toan-dien-google-display-ads-facebook-ads-tiktok-ads-va-zalo-ads',
          en: 'Midpoint of about 1,000–3,000 ₫ per click on the Google Display Network (page dated 2025-04-30)',
          vi: 'Điểm giữa của khoảng 1.000–3.000 ₫ mỗi lượt nhấp trên mạng hiển thị của Google (trang ghi ngày 30/04/2025)',
        },
      },
      cvr: { value: 3.5, source: ASSUMED },
      valuePerLead: { value: 300_000, source: ASSUMED },
    },
  ] satisfies CitedChannel[],
};

/**
 * A channel's cost per click: its price, or for a price per started message the click that gives the
 * same cost per lead at the channel's conversion rate (CPC = CPA × CVR, as toPlannerUnits does).
 */
export function exampleCpc(channel: CitedChannel): number {
  return channel.price.unit === 'cpc' ? channel.price.value : (channel.price.value * channel.cvr.value) / 100;
}
