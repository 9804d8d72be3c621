/**
 * Header names, as the platforms write them in English and Vietnamese (and the few Spanish and
 * Portuguese ones seen), matched by name after normalising, never by position. Each list is in
 * order of preference: TikTok's "Clicks (destination)" and Meta's "Link clicks" win over "Clicks (all)".
 */
export const FIELDS = [
  'campaign',
  'channel',
  'campaignType',
  'status',
  'spend',
  'clicks',
  'impressions',
  'reach',
  'results',
  'resultType',
  'conversions',
  'conversionAction',
  'messages',
  'leads',
  'purchases',
  'revenue',
  'customers',
  'currency',
  'start',
  'end',
  'day',
] as const;
export type Field = (typeof FIELDS)[number];

export const ALIASES: Record<Field, readonly string[]> = {
  campaign: ['campaign', 'campaign name', 'tên chiến dịch', 'chiến dịch', 'nombre de la campaña', 'nome da campanha'],
  channel: ['channel', 'channel name', 'kênh', 'tên kênh'],
  campaignType: ['campaign type', 'advertising channel type', 'loại chiến dịch'],
  status: ['campaign status', 'trạng thái chiến dịch'],
  spend: [
    'cost',
    'spend',
    'amount spent',
    'số tiền đã chi tiêu',
    'importe gastado',
    'valor usado',
    'minutá suma',
    'ad spend',
    'chi phí',
    'chi tiêu',
  ],
  clicks: [
    'clicks (destination)',
    'link clicks',
    'clicks',
    'lượt click vào liên kết',
    'lượt nhấp vào liên kết',
    'lượt nhấp',
    'lượt click',
    'clics en el enlace',
    'cliques no link',
    'clicks (all)',
    'lượt click (tất cả)',
  ],
  impressions: ['impr.', 'impressions', 'lượt hiển thị', 'impresiones', 'impressões'],
  reach: ['reach', 'người tiếp cận', 'alcance', 'unique users'],
  results: ['results', 'kết quả', 'resultados'],
  resultType: [
    'result indicator',
    'result type',
    'chỉ báo kết quả',
    'loại kết quả',
    'indicador de resultados',
    'tipo de resultado',
  ],
  conversions: ['conversions', 'chuyển đổi', 'lượt chuyển đổi', 'conversiones', 'conversões'],
  conversionAction: ['conversion action', 'hành động chuyển đổi'],
  messages: [
    'messaging conversations started',
    'lượt bắt đầu cuộc trò chuyện qua tin nhắn',
    'new messaging contacts',
    'người liên hệ nhắn tin mới',
  ],
  leads: ['leads', 'khách hàng tiềm năng', 'website leads', 'on-facebook leads'],
  purchases: ['purchases', 'complete payment', 'website purchases', 'lượt mua', 'lượt mua trên trang web'],
  revenue: [
    'conv. value',
    'total conv. value',
    'conversion value',
    'purchases conversion value',
    'website purchases conversion value',
    'total purchase value',
    'purchase value',
    'revenue',
    'doanh thu',
    'giá trị chuyển đổi',
    'giá trị chuyển đổi của lượt mua',
  ],
  customers: ['customers', 'khách hàng'],
  currency: ['currency', 'currency code', 'đơn vị tiền tệ', 'mã đơn vị tiền tệ', 'moneda'],
  start: [
    'reporting starts',
    'bắt đầu báo cáo',
    'inicio del informe',
    'início dos relatórios',
    'start date',
    'ngày bắt đầu',
  ],
  end: ['reporting ends', 'kết thúc báo cáo', 'fin del informe', 'término dos relatórios', 'end date', 'ngày kết thúc'],
  day: ['day', 'date', 'by day', 'ngày', 'week', 'month', 'tuần', 'tháng'],
};

export type Platform = 'google' | 'meta' | 'tiktok' | 'generic';

/** Names only one platform writes: they tell the platform apart even when the shared ones match. */
const MARKERS: Record<Exclude<Platform, 'generic'>, readonly string[]> = {
  google: [
    'impr.',
    'conv. value',
    'cost / conv.',
    'conv. rate',
    'avg. cpc',
    'avg. cpm',
    'campaign status',
    'campaign state',
    'interactions',
    'interaction rate',
    'search impr. share',
    'currency code',
    'conv. value / cost',
    'view-through conv.',
    'bid strategy type',
    'budget type',
  ],
  meta: [
    'reporting starts',
    'reporting ends',
    'amount spent',
    'ad set name',
    'result indicator',
    'result type',
    'link clicks',
    'cost per result',
    'cost per results',
    'delivery status',
    'campaign delivery',
    'attribution setting',
    'purchases conversion value',
    'delivery level',
    'bắt đầu báo cáo',
    'kết thúc báo cáo',
    'số tiền đã chi tiêu',
    'tên nhóm quảng cáo',
    'chi phí trên mỗi kết quả',
    'người tiếp cận',
    'trạng thái phân phối',
    'cấp độ phân phối',
    'lượt bắt đầu cuộc trò chuyện qua tin nhắn',
    'inicio del informe',
    'início dos relatórios',
    'importe gastado',
    'valor usado',
    'minutá suma',
  ],
  tiktok: [
    'clicks (destination)',
    'cpc (destination)',
    'ctr (destination)',
    'ad group name',
    'ad group id',
    'advertising objective',
    'optimization goal',
    'by day',
    'primary status',
    'cost per 1,000 people reached',
    'conversion rate (cvr)',
    'total purchase value',
    'complete payment',
    'campaign id',
    'result rate',
  ],
};

export interface Header {
  /** Normalised: NFKC (TikTok's full-width parenthesis), no invisible characters, lower case, one space. */
  name: string;
  /** A currency code written in the header's last parentheses: "Amount spent (VND)". */
  currency: string | null;
}

export function normaliseHeader(raw: unknown): Header {
  const text = String(raw ?? '')
    .normalize('NFKC')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const match = /\s*\(([A-Z]{3})\)$/.exec(text);
  const name = (match ? text.slice(0, match.index) : text).toLowerCase();
  return { name, currency: match?.[1] ?? null };
}

/** For each field, the column of its most preferred alias in this header row. */
export function matchFields(headers: readonly Header[]): Partial<Record<Field, number>> {
  const mapping: Partial<Record<Field, number>> = {};
  for (const field of FIELDS) {
    for (const alias of ALIASES[field]) {
      const index = headers.findIndex((header) => header.name === alias);
      if (index !== -1) {
        mapping[field] = index;
        break;
      }
    }
  }
  return mapping;
}

/** How header-like a row is: fields it names plus platform-only names. */
export function headerScore(headers: readonly Header[]): number {
  const names = new Set(headers.map((header) => header.name));
  const markers = Object.values(MARKERS).reduce((sum, list) => sum + list.filter((name) => names.has(name)).length, 0);
  return Object.keys(matchFields(headers)).length + markers;
}

export function detectPlatform(headers: readonly Header[]): Platform {
  const names = new Set(headers.map((header) => header.name));
  let best: Platform = 'generic';
  let bestScore = 0;
  for (const [platform, list] of Object.entries(MARKERS) as [Exclude<Platform, 'generic'>, readonly string[]][]) {
    const score = list.filter((name) => names.has(name)).length;
    if (score > bestScore) {
      best = platform;
      bestScore = score;
    }
  }
  // One shared-looking name is not enough to trust a platform's rules.
  return bestScore >= 2 ? best : 'generic';
}
