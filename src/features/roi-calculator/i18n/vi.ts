import type { SameKeysCheck, Shape } from '../../../i18n/dictionary.ts';
import type { roiEn } from './en.ts';

/**
 * The ROI calculator in Vietnamese: the same keys as en.ts, checked by the compiler. ROI, ROAS,
 * CPL, CAC, CPC and CSV stay as Vietnamese marketers write them; each is explained once.
 */
export const roiVi = {
  channelRemoved: 'Đã xóa {name}',
  removedHint: 'Số liệu của kênh này không còn trong phần phân tích. Bấm Hoàn tác để đưa kênh trở lại.',
  undoRemoveAlt: 'Hoàn tác: thêm lại {name} bằng nút Thêm kênh',
  restored: 'Đã đưa {name} trở lại',
  replacedHint: '{count} kênh bạn có trước đó đã được thay thế. Bấm Hoàn tác để lấy lại.',
  undoReplaceAlt: 'Hoàn tác: nhập lại tệp trước đó',
  importCurrency: 'Đọc số tiền trong tệp này theo',
  importCurrencyHint: 'Tệp không ghi rõ đơn vị tiền tệ. Công cụ sẽ hiển thị mọi số tiền theo đơn vị bạn chọn.',
  importTaxRate: 'Tệp được xuất với mức thuế {rate} trên chi phí quảng cáo: dòng thuế sẽ dùng lại mức này.',
  savedSets: 'Bộ số liệu đã lưu',
  setsTitle: 'Các bộ kênh đã lưu',
  setsDescription:
    'Các bộ số liệu chỉ được lưu trên trình duyệt này. Bạn có thể lưu các kênh đang hiển thị, mở lại một bộ hoặc so sánh tổng số của chúng.',
  setsUnreadable:
    'Không đọc được các bộ số liệu đã lưu trên trình duyệt này. Lần lưu tiếp theo sẽ bắt đầu một danh sách mới.',
  setName: 'Tên bộ số liệu',
  setNameMissing: 'Vui lòng nhập tên cho bộ số liệu',
  setSaveFailed: 'Trình duyệt này không cho phép công cụ lưu bộ số liệu.',
  saveSet: 'Lưu bộ số liệu',
  replaceSet: 'Ghi đè bộ số liệu',
  setOverwrite: 'Đã có một bộ tên “{name}”. Bấm lưu lần nữa để ghi đè, hoặc đổi tên khác.',
  setSaved: 'Đã lưu bộ “{name}”',
  setDeleted: 'Đã xóa bộ “{name}”',
  setLoaded: 'Đã mở bộ “{name}”',
  planArrived:
    'Đã nhận kế hoạch từ công cụ Lập ngân sách: {count} kênh của kế hoạch đã được tạo bên dưới, chưa có số liệu thực tế (các dòng trước đó đã được cất đi: bấm Hoàn tác để lấy lại). Hãy nhập số tiền mỗi kênh đã thực chi và doanh thu thực thu; phần “Kế hoạch so với thực tế” sẽ so sánh với kế hoạch.',
  planCampaign: 'Theo kế hoạch',
  noSets: 'Chưa có bộ số liệu nào được lưu',
  compareCaption: 'So sánh tổng số của các bộ đã lưu',
  rowsBack: 'Các kênh trước đó của bạn đã trở lại',
  // ——— Workspace ———
  tabsLabel: 'Các phần của công cụ tính ROI',
  tabInstructions: 'Hướng dẫn',
  tabData: 'Nhập số liệu',
  tabResults: 'Kết quả và chỉ số',
  tabDashboard: 'Bảng tổng quan',
  tabOptimizer: 'Tối ưu ngân sách',
  copyShare: 'Sao chép đường liên kết',
  printReport: 'In báo cáo',
  shareFailed: 'Không mở được đường liên kết được chia sẻ',
  shareCopyFailed: 'Không sao chép được liên kết chia sẻ',
  importAddFailed: 'Không thêm được các dòng đã nhập',
  shareFailedHint: '{error} Công cụ đang hiển thị các kênh mẫu thay thế.',
  exported: 'Đã xuất dữ liệu thành công!',
  exportedHint: 'Đã lưu {count} kênh vào tệp {file}.',
  exportFailed: 'Không xuất được dữ liệu',
  exportFailedHint: 'Trình duyệt của bạn chưa cho phép tải tệp xuống. Vui lòng thử lại.',
  shareCopied: 'Đã sao chép đường liên kết',
  shareTooBig: 'Kế hoạch này quá lớn để chia sẻ bằng đường liên kết',
  shareTooBigHint:
    '{count} dòng dữ liệu tạo ra một địa chỉ dài hơn mức trình duyệt và máy chủ chấp nhận. Hãy dùng Xuất tệp CSV: tệp giữ đủ mọi dòng và mở lại được bằng Nhập tệp CSV.',
  shareCopiedHint:
    'Ai có đường liên kết này đều xem được các kênh và số liệu này. Chúng tôi không lưu gì trên máy chủ.',
  skippedOne: 'Đã bỏ qua 1 dòng.',
  skippedMany: 'Đã bỏ qua {count} dòng.',
  importedOne: 'Đã nhập 1 kênh',
  importedMany: 'Đã nhập {count} kênh',
  untitled: 'Kênh chưa đặt tên',
  noCampaign: 'Chưa có tên chiến dịch',
  // ——— Data input ———
  howToUse: 'Cách sử dụng',
  howStep1: 'Bấm {edit} trên thẻ của một kênh để mở khóa các ô nhập (mỗi lần một thẻ).',
  howStep2:
    'Nhập chi phí, lượt nhấp, khách hàng tiềm năng, khách hàng và doanh thu của kỳ trước, lấy từ báo cáo quảng cáo và công cụ phân tích.',
  howStep3: 'Bấm {done}, rồi thêm hoặc xóa kênh cho đến khi danh sách khớp với các kênh marketing bạn đang chạy.',
  howStep4: 'Mở {results}, {dashboard} và {optimizer} để xem số liệu và bước tiếp theo.',
  channelsHeading: 'Các kênh marketing',
  addChannel: 'Thêm kênh',
  exportCsv: 'Xuất tệp CSV',
  importCsv: 'Nhập tệp CSV',
  rowLimit: 'Bạn đã đạt giới hạn {limit} kênh.',
  // ——— Channel card ———
  edit: 'Sửa',
  done: 'Xong',
  editName: 'Sửa {name}',
  doneName: 'Sửa xong {name}',
  removeName: 'Xóa {name}',
  figuresFor: 'Số liệu của {name}',
  figuresForLocked: 'Số liệu của {name} (bấm Sửa để thay đổi)',
  channel: 'Kênh',
  campaign: 'Chiến dịch',
  spendLabel: 'Chi phí',
  clicks: 'Lượt nhấp',
  leads: 'Khách hàng tiềm năng',
  customers: 'Khách hàng',
  revenue: 'Doanh thu',
  recommendation: 'Gợi ý ngân sách',
  moreCustomersThanLeads:
    'Số khách hàng ({customers}) nhiều hơn số khách hàng tiềm năng ({leads}): thông thường khách hàng đến từ khách hàng tiềm năng.',
  moreLeadsThanClicks:
    'Số khách hàng tiềm năng ({leads}) nhiều hơn số lượt nhấp ({clicks}): thông thường khách hàng tiềm năng đến từ lượt nhấp.',
  recommendations: {
    strongly: 'Tăng mạnh',
    increase: 'Tăng',
    maintain: 'Giữ nguyên',
    decrease: 'Giảm / Xem xét lại',
  },
  samples: [
    ['SEO', 'Nội dung chuẩn SEO trên website'],
    ['PPC', 'Quảng cáo tìm kiếm Google'],
    ['Mạng xã hội', 'Facebook và Instagram'],
    ['Email', 'Bản tin hằng tháng'],
    ['Quảng cáo hiển thị', 'Banner tiếp thị lại'],
  ],
  // ——— Results ———
  summary: 'Tóm tắt',
  totalSpend: 'Tổng chi phí',
  totalRevenue: 'Tổng doanh thu',
  overallRoi: 'ROI tổng',
  overallRoas: 'ROAS tổng',
  aboutMetric: 'Giải thích {label}',
  tipSpend:
    'Toàn bộ số tiền bạn đã chi cho mọi kênh trong kỳ: tiền quảng cáo, phí dịch vụ và công cụ được tính cho từng kênh.',
  tipRevenue: 'Doanh thu bạn xác định được là đến từ các kênh này, chẳng hạn theo số liệu phân tích hoặc CRM.',
  tipRoi:
    'ROI là tỷ suất lợi nhuận trên chi phí: (Tổng doanh thu − Tổng chi phí) ÷ Tổng chi phí. 100% nghĩa là mỗi đồng bỏ ra mang về gấp đôi.',
  tipRoas:
    'ROAS là doanh thu trên chi phí quảng cáo: Tổng doanh thu ÷ Tổng chi phí. 2,00x nghĩa là mỗi đồng chi phí mang về hai đồng doanh thu.',
  detailedMetrics: 'Chỉ số chi tiết theo kênh',
  detailedNote:
    'ROI và tỷ lệ chuyển đổi tính bằng phần trăm; CPC (chi phí mỗi lượt nhấp) được ghi chi tiết hơn vì mỗi lượt nhấp thường chỉ tốn một khoản nhỏ.',
  colRoi: 'ROI',
  colRoas: 'ROAS',
  colTrueRoas: 'ROAS thực (sau phí sàn)',
  trueRoasNote:
    'ROAS thực: doanh thu còn lại sau phí sàn và hoa hồng đặt trong kế hoạch của bạn, chia cho chi phí. Kênh không có phí sàn hiển thị —.',
  colCpl: 'CPL',
  colArpc: 'ARPC',
  colLeadConv: 'Tỷ lệ ra KH tiềm năng',
  colCustomerConv: 'Tỷ lệ ra khách hàng',
  colCpc: 'CPC',
  colCac: 'CAC',
  totalsRow: 'TỔNG CỘNG',
  channelsCountOne: '1 kênh',
  channelsCountMany: '{count} kênh',
  // ——— Dashboard ———
  chartUnavailable: 'Không tải được biểu đồ này. Hãy kiểm tra kết nối mạng; bảng bên dưới có cùng số liệu.',
  loadingChart: 'Đang tải biểu đồ…',
  showTable: 'Xem số liệu dạng bảng',
  performanceComparison: 'So sánh hiệu quả các kênh',
  profit: 'Lợi nhuận',
  roiPercent: 'ROI (%)',
  performance: 'Hiệu quả',
  share: 'Tỷ trọng',
  tierStrong: 'Sinh lời tốt trên doanh thu',
  tierPositive: 'Có lãi trên doanh thu',
  tierNegative: 'Đang lỗ',
  noData: 'Chưa có dữ liệu. Hãy nhập số liệu của các kênh marketing để xem bảng tổng quan.',
  roiChart: 'ROI theo kênh',
  roiChartTable: 'ROI của từng kênh',
  budgetChart: 'Phân bổ ngân sách theo kênh',
  budgetChartTable: 'Ngân sách phân bổ cho từng kênh',
  noSpend: 'Chưa có khoản chi nào được ghi nhận.',
  revenueSpendChart: 'So sánh doanh thu và chi phí theo kênh',
  revenueSpendTable: 'Doanh thu và chi phí của từng kênh',
  // ——— Optimizer ———
  currentSpend: 'Chi phí hiện tại',
  suggestedSpend: 'Chi phí đề xuất',
  change: 'Thay đổi',
  efficiencyScore: 'Điểm hiệu quả',
  campaignRoi: '{campaign} · ROI {roi}',
  scaleUp: 'Kênh nên tăng ngân sách',
  maintain: 'Kênh nên giữ nguyên',
  optimize: 'Kênh cần tối ưu',
  currentBudget: 'Tổng ngân sách hiện tại',
  suggestedBudget: 'Tổng ngân sách đề xuất',
  budgetChange: 'Mức thay đổi ngân sách',
  optimizationSummary: 'Tóm tắt tối ưu',
  optimizationNote:
    'Ngân sách đề xuất nhân chi phí mỗi kênh theo gợi ý của kênh đó: {rules}. Hãy xem đây là điểm xuất phát để thử nghiệm trong kỳ tới, không phải cam kết: hiệu quả thường giảm dần khi chi tiêu cho một kênh tăng lên.',
  optimizerHeading: 'Đề xuất tối ưu ngân sách',
  optimizerIntro: 'Các kênh được xếp theo ROI, cao nhất ở trên cùng.',
  reasonNoSpend: 'Kênh này chưa có chi phí nào nên chưa thể đánh giá. Hãy nhập chi phí và doanh thu để nhận gợi ý.',
  reasonStrong:
    'ROI {roi} cao hơn hẳn mốc {mark}. Tăng ngân sách thêm {change} có thể mang lại thêm lợi nhuận, trong lúc bạn theo dõi xem hiệu quả có giữ được khi chi nhiều hơn không.',
  reasonIncrease:
    'ROI {roi} cao hơn mốc {mark}. Tăng {change} là bước đi vừa phải; hãy theo dõi chi phí mỗi khách hàng tiềm năng khi ngân sách tăng.',
  reasonMaintain:
    'ROI {roi} có lãi nhưng chưa cao. Hãy giữ ngân sách ổn định và cải thiện tỷ lệ chuyển đổi trước khi mở rộng.',
  reasonDecrease:
    'ROI {roi} cho thấy kênh này chi nhiều hơn số tiền mang về. Hãy giảm ngân sách {change} và điều chỉnh lại đối tượng, nội dung quảng cáo hoặc ưu đãi trước khi đầu tư tiếp.',
  margin: {
    label: 'Biên lợi nhuận gộp (%)',
    hint: 'Không bắt buộc. Phần doanh thu còn lại sau giá vốn của hàng bán. Để 0 nếu muốn tính doanh thu như lợi nhuận.',
    contribution: 'Lợi nhuận góp',
    noteRevenue:
      'Lợi nhuận ở đây là doanh thu − chi tiêu: chưa nhập biên lợi nhuận gộp nên doanh thu đang được tính như lợi nhuận. ROI và các mức đánh giá tính trên doanh thu.',
    noteMargin:
      'Lợi nhuận góp là doanh thu × biên lợi nhuận gộp {margin} − chi tiêu. ROI và các mức đánh giá vẫn tính trên doanh thu.',
  },
  advice: {
    toggle: 'Kiểm tra từng đề xuất với hiệu quả giảm dần',
    toggleHint:
      'Mức bão hòa của mỗi kênh là Trung bình trừ khi bạn đổi trong mục “So sánh kế hoạch với thực tế và các bước kiểm tra” bên dưới. Một đề xuất được xem là đồng thuận khi thay đổi nó yêu cầu không làm lỗ tiền.',
    title: 'Kiểm tra biên',
    basisRevenue: 'Chưa nhập biên lợi nhuận gộp: doanh thu đang được tính như lợi nhuận.',
    basisMargin: 'Phần lời là lợi nhuận góp với biên lợi nhuận gộp {margin} (doanh thu × biên − chi tiêu).',
    agreesMore:
      'Đồng thuận: khoản chi thêm {spend} dự kiến mang về {revenue} doanh thu, lời thêm {gain} ({rate} trên phần thay đổi).',
    agreesLess:
      'Đồng thuận: khoản {spend} bị cắt dự kiến chỉ mang về {revenue} doanh thu, nên cắt giảm giúp tiết kiệm {gain}.',
    disagreesMore:
      'Không đồng thuận: hiệu quả của kênh này giảm dần khi chi nhiều hơn, nên khoản chi thêm {spend} dự kiến chỉ mang về {revenue} doanh thu và lỗ {loss} ({rate} trên phần thay đổi).',
    disagreesLess:
      'Không đồng thuận: khoản {spend} bị cắt dự kiến đang mang về {revenue} doanh thu, nên cắt giảm sẽ lỗ {loss}.',
    noChange: 'Không có gì để kiểm tra: đề xuất này giữ nguyên mức chi hiện tại.',
    summaryAgree: 'Kiểm tra biên đồng thuận với mọi thay đổi được đề xuất.',
    summaryDisagree:
      'Kiểm tra biên không đồng thuận với {count} thay đổi được đề xuất; hãy giữ nguyên mức chi của các kênh này cho đến khi thử nghiệm:',
    resultsFlag: 'kiểm tra biên cho thấy thay đổi này làm lỗ tiền',
  },
  // ——— Print ———
  reportTitle: 'Báo cáo ROI marketing',
  reportFacts: '{channels} · tổng chi phí {spend}',
  reportTool: 'Công cụ tính ROI',
  // ——— Import dialog ———
  importTitle: 'Nhập kênh từ tệp CSV',
  importDescription:
    'Dùng tệp đã xuất từ công cụ này, hoặc bảng tính lưu dạng CSV có các cột Kênh, Chiến dịch, Chi phí, Lượt nhấp, Khách hàng tiềm năng, Doanh thu và Khách hàng (theo thứ tự bất kỳ). Tệp có tiêu đề cột tiếng Anh cũng đọc được.',
  csvFile: 'Tệp CSV',
  reading: 'Đang đọc {file}…',
  readyOne: 'Có 1 kênh sẵn sàng để nhập từ {file}.',
  readyMany: 'Có {count} kênh sẵn sàng để nhập từ {file}.',
  problemsOne: 'Không đọc được 1 dòng, dòng này sẽ được bỏ qua:',
  problemsMany: 'Không đọc được {count} dòng, các dòng này sẽ được bỏ qua:',
  problemRow: 'Dòng {line}: {message}',
  cancel: 'Hủy',
  replaceCurrent: 'Thay các kênh hiện có',
  addToCurrent: 'Thêm vào các kênh hiện có',
  roomLeft: 'Chỉ còn chỗ cho {room} kênh nữa (giới hạn là {limit}); khi thêm, công cụ giữ {room} kênh đầu tiên.',
  confirmReplace: 'Thao tác này sẽ xóa {current} đang hiển thị và thay bằng {incoming}.',
  incomingOne: '1 kênh vừa nhập',
  incomingMany: '{count} kênh vừa nhập',
  keepCurrent: 'Giữ các kênh hiện có',
  yesReplace: 'Đồng ý thay thế',
  fileUnreadable: 'Không đọc được tệp. Hãy kiểm tra đây có phải tệp văn bản CSV không rồi thử lại.',
  // ——— CSV import messages ———
  csv: {
    tooLarge: 'Tệp lớn hơn 1 MB. Hãy chia thành các tệp nhỏ hơn và nhập lần lượt từng tệp.',
    tooWide:
      'Tệp có {columns} cột; tệp kênh chỉ cần bảy cột (đọc tối đa {limit} cột). Hãy kiểm tra xem đây có đúng tệp không.',
    empty: 'Tệp không có nội dung. Hãy chọn tệp CSV có một dòng tiêu đề cột và mỗi kênh một dòng.',
    missingOne:
      'Tệp thiếu cột {columns}. Tệp cần một dòng tiêu đề có các cột Kênh, Chiến dịch, Chi phí, Lượt nhấp, Khách hàng tiềm năng, Doanh thu và Khách hàng (theo thứ tự bất kỳ, bằng tiếng Việt hoặc tiếng Anh).',
    missingMany:
      'Tệp thiếu các cột {columns}. Tệp cần một dòng tiêu đề có các cột Kênh, Chiến dịch, Chi phí, Lượt nhấp, Khách hàng tiềm năng, Doanh thu và Khách hàng (theo thứ tự bất kỳ, bằng tiếng Việt hoặc tiếng Anh).',
    noRows: 'Tệp có dòng tiêu đề nhưng không có dòng nào cho kênh.',
    lineUnreadable: 'Không đọc được dòng này ({error}).',
    tooFewOne: 'Chỉ có 1 giá trị, trong khi dòng tiêu đề có {columns} cột.',
    tooFewMany: 'Chỉ có {cells} giá trị, trong khi dòng tiêu đề có {columns} cột.',
    tooMany:
      'Có {cells} giá trị nhưng dòng tiêu đề chỉ có {columns} cột (có thể tên kênh chứa dấu phẩy mà không nằm trong ngoặc kép?).',
    emptyChannel: 'Tên kênh đang để trống.',
    notANumber: '{label} “{raw}” không phải là số',
    overLimit: 'Đã bỏ qua: mỗi tệp chỉ nhập được tối đa {limit} kênh.',
  },
  // ——— Saved sets (table) ———
  setChannels: 'Số kênh',
  actions: 'Thao tác',
  load: 'Mở',
  delete: 'Xóa',
  loadName: 'Mở bộ {name}',
  deleteName: 'Xóa bộ {name}',
  // ——— Instructions ———
  stepsHeading: 'Cách công cụ hoạt động',
  steps: [
    {
      title: 'Thu thập số liệu của một kỳ',
      text: 'Chọn một kỳ bạn đo được trọn vẹn, chẳng hạn tháng trước hoặc quý trước. Với mỗi kênh, lấy chi phí từ nền tảng quảng cáo hoặc hóa đơn, lượt nhấp từ nền tảng hoặc công cụ phân tích, khách hàng tiềm năng từ biểu mẫu hoặc CRM, còn khách hàng và doanh thu từ số liệu bán hàng.',
    },
    {
      title: 'Nhập từng kênh ở phần Nhập số liệu',
      text: 'Bấm Sửa trên một thẻ để mở khóa, nhập số liệu rồi bấm Xong. Thêm một thẻ cho mỗi kênh bạn đang trả tiền và xóa những kênh không dùng. Mỗi lần chỉ sửa được một thẻ, nên số liệu không bị thay đổi ngoài ý muốn.',
    },
    {
      title: 'Xem Kết quả và chỉ số',
      text: 'Các số tổng cho biết marketing nói chung có mang lại lãi hay không. Bảng chi tiết so sánh các kênh theo chi phí mỗi khách hàng tiềm năng, chi phí để có một khách hàng và tỷ lệ chuyển đổi, kèm gợi ý ngân sách cho từng kênh.',
    },
    {
      title: 'So sánh các kênh trên Bảng tổng quan',
      text: 'Biểu đồ cho thấy ROI, ngân sách đang đi về đâu và doanh thu so với chi phí. Mỗi biểu đồ đều có bảng số liệu tương ứng.',
    },
    {
      title: 'Lên kế hoạch kỳ tới với Tối ưu ngân sách',
      text: 'Các kênh được xếp theo ROI, kèm mức ngân sách đề xuất và lý do. Bạn có thể xuất tệp CSV để lưu, chia sẻ đường liên kết với đồng nghiệp hoặc in báo cáo.',
    },
  ],
  methodology: 'Cách tính',
  formulas: [
    ['ROI (tỷ suất lợi nhuận trên chi phí)', '(Doanh thu − Chi phí) ÷ Chi phí'],
    ['ROAS (doanh thu trên chi phí quảng cáo)', 'Doanh thu ÷ Chi phí'],
    ['CPL (chi phí mỗi khách hàng tiềm năng)', 'Chi phí ÷ Khách hàng tiềm năng'],
    ['ARPC (doanh thu bình quân mỗi khách hàng)', 'Doanh thu ÷ Khách hàng'],
    ['Tỷ lệ ra khách hàng tiềm năng', 'Khách hàng tiềm năng ÷ Lượt nhấp'],
    ['Tỷ lệ ra khách hàng', 'Khách hàng ÷ Lượt nhấp'],
    ['CPC (chi phí mỗi lượt nhấp)', 'Chi phí ÷ Lượt nhấp'],
    ['CAC (chi phí để có một khách hàng)', 'Chi phí ÷ Khách hàng'],
  ],
  rulesHeading: 'Gợi ý ngân sách',
  ruleAbove: 'ROI trên {mark}',
  ruleBetween: 'ROI từ {low} đến {high}',
  ruleBelow: 'ROI dưới {mark}',
  ruleBudget: 'ngân sách đề xuất {multiplier}',
  methodNote:
    'Số tổng được tính theo cùng công thức trên các số liệu đã cộng lại. Chỉ số nào có mẫu số bằng 0 (ví dụ CPL khi chưa có khách hàng tiềm năng) sẽ hiển thị là 0. Số tiền tính theo đơn vị tiền tệ bạn chọn; công cụ không quy đổi giữa các loại tiền.',
  undoDelete: 'Hoàn tác xóa bộ {name}',
  csvFileName: 'ket-qua-tinh-roi.csv',
  csvResultColumn: 'Loại kết quả',
  csvTaxColumns: ['Thuế trên chi phí quảng cáo (%)', 'Tiền thuế', 'Chi phí gồm thuế', 'ROI sau thuế'],
  csvColumns: [
    'Kênh',
    'Chiến dịch',
    'Chi phí',
    'Lượt nhấp',
    'Khách hàng tiềm năng',
    'Doanh thu',
    'Khách hàng',
    'ROI (%)',
    'ROAS',
    'CPL',
    'ARPC',
    'Tỷ lệ ra KH tiềm năng (%)',
    'Tỷ lệ ra khách hàng (%)',
    'CPC',
    'CAC',
    'Gợi ý ngân sách',
  ],
  planningHeading: 'So sánh kế hoạch với thực tế và các bước kiểm tra',
  planningIntro:
    'So sánh số liệu thực tế này với kế hoạch lập bằng công cụ Lập ngân sách, xem mỗi kênh còn cách mức gợi ý tiếp theo bao xa và chia lại cùng tổng ngân sách. Phần này không bắt buộc; các thẻ phía trên vẫn giữ nguyên.',
  planningShow: 'Xem các bước kiểm tra',
  planningHide: 'Ẩn các bước kiểm tra',
  planningLoading: 'Đang tải các bước kiểm tra…',
  planning: {
    bandsTitle: 'Khoảng cách đến mức gợi ý tiếp theo',
    bandsTable: 'Khoảng cách đến mức gợi ý tiếp theo của từng kênh',
    now: 'Hiện tại',
    moveUp: 'Để lên mức trên',
    keepBand: 'Để giữ mức này',
    breakEvenCpc: 'CPC hòa vốn',
    moveUpText: 'Thêm {gap} doanh thu để đạt mức {band} (trên {needed})',
    keepText: 'chi phí dưới {ceiling}{cpc} (ROI trên {threshold})',
    keepCpc: ', tức CPC dưới {cpc}',
    gapParts:
      'Chi phí {spend} · chi phí mỗi lượt nhấp {cpc} · tỷ lệ chuyển đổi {cvr} · giá trị mỗi khách hàng tiềm năng {vpl}: cộng lại đúng bằng phần chênh lệch doanh thu.',
    customersParts:
      'Khách hàng: chi phí {spend} · chi phí mỗi lượt nhấp {cpc} · tỷ lệ chuyển đổi {cvr} · tỷ lệ từ khách hàng tiềm năng thành khách hàng {rate}.',
    customersZero: 'Khách hàng: {note}',
    zeroSplit:
      'Không thể tách khi có số 0: một trong các số liệu của kế hoạch hoặc thực tế bằng 0, nên chỉ hiển thị phần chênh lệch đơn thuần.',
    gapTotal: 'Doanh thu chênh {gap} so với kế hoạch.',
    gapDrag: 'Yếu tố kéo xuống nhiều nhất là {driver} ({value})',
    gapHelpAfter: ', yếu tố đẩy lên nhiều nhất là {driver} ({value})',
    gapHelp: 'Yếu tố đẩy lên nhiều nhất là {driver} ({value})',
    drivers: ['chi phí', 'chi phí mỗi lượt nhấp', 'tỷ lệ chuyển đổi', 'giá trị mỗi khách hàng tiềm năng'],
    unchanged: '{error} Số liệu thực tế của bạn vẫn giữ nguyên.',
    tooLarge: 'Tệp quá lớn để là một bản kế hoạch.',
    fileNotJson: 'Tệp không phải định dạng JSON. Hãy chọn tệp mà công cụ Lập ngân sách đã tải xuống.',
    fileNotPlan:
      'Tệp không phải bản kế hoạch từ công cụ Lập ngân sách (plan-targets/1), hoặc có số liệu nằm ngoài phạm vi cho phép.',
    currencyNames: { USD: 'đô la Mỹ (USD)', AUD: 'đô la Úc (AUD)', VND: 'đồng Việt Nam (VND)' },
    chips: { yours: 'Số của bạn', benchmark: 'Chuẩn ngành', assumption: 'Giả định' },
    targetsTitle: 'Kế hoạch so với thực tế',
    targetsIntro:
      'Mở bản kế hoạch gửi từ công cụ Lập ngân sách (đường liên kết sẽ tự làm việc này) hoặc tải tệp kế hoạch lên. Chỉ tiêu được ghép với các dòng của bạn theo tên kênh.',
    loadPlan: 'Tải tệp kế hoạch',
    otherCurrency:
      'Kế hoạch được lập bằng {plan}; số liệu thực tế đang hiển thị bằng {actual}. Số tiền được so sánh đúng như đã nhập, không quy đổi.',
    daysElapsed: 'Số ngày đã qua',
    daysTotal: 'Số ngày trong kỳ',
    paced: 'Chỉ tiêu được tính theo tỷ lệ {share} của kỳ.',
    wholePeriod: 'Để trống để so với chỉ tiêu của cả kỳ.',
    mapTo: 'Ghép {name} với…',
    noTarget: 'Không có chỉ tiêu',
    noMatch: '{name}: chưa có chỉ tiêu phù hợp.',
    targetTable: 'Chỉ tiêu so với thực tế, {name}',
    figure: 'Số liệu',
    target: 'Chỉ tiêu',
    actual: 'Thực tế',
    difference: 'Chênh lệch',
    differencePercent: 'Chênh lệch (%)',
    unmatched: 'Các chỉ tiêu chưa ghép với dòng nào: {names}. Hãy chọn ở ô “Ghép với…” phía trên.',
    totalsTitle: 'Tổng so với kế hoạch ({matched}/{planned} kênh)',
    totalsTable: 'Tổng kế hoạch so với thực tế',
    againstPlan: 'So với kế hoạch',
    verdicts: { favourable: 'Có lợi', unfavourable: 'Bất lợi', even: 'Đúng kế hoạch' },
    signChanged: 'Không tính % (đổi dấu)',
    awaiting:
      'Chưa có số liệu thực tế: hãy nhập chi phí và doanh thu của từng kênh ở thẻ Nhập số liệu để so với kế hoạch.',
    totalsNote:
      'Chi tiêu thấp hơn kế hoạch được tính là có lợi; doanh thu và ROI cao hơn kế hoạch được tính là có lợi.',
    resplitTitle: 'Giữ nguyên tổng ngân sách và chia lại',
    resplitToggle: 'Chia lại có tính đến hiệu quả giảm dần',
    resplitIntro:
      'Thẻ Tối ưu ngân sách nhân ngân sách mỗi kênh theo ROI trung bình của kênh đó. Bước kiểm tra này giả định hiệu quả giảm dần khi chi tiêu tăng (mức bão hòa của từng dòng là một giả định) và dồn tiền vào nơi đồng tiếp theo sinh lời nhiều nhất, mỗi kênh trong khoảng 0,7 đến 1,5 lần mức hiện tại.',
    resplitTable: 'Chia lại cùng tổng ngân sách',
    saturation: 'Mức bão hòa',
    saturationFor: 'Mức bão hòa, {name}',
    saturationNames: { none: 'Không có', low: 'Thấp', medium: 'Trung bình', high: 'Cao' },
    spendNow: 'Chi phí hiện tại',
    resplit: 'Sau khi chia lại',
    likelyReturn: 'Theo đề xuất của phần tối ưu: doanh thu dự kiến',
    noExtra: 'Không đề xuất thêm tiền.',
    marginalMore:
      '{multiplier}: {spend} dự kiến mang về {revenue} (ROI {roi}); khoản tăng thêm {extra} mang về {extraRevenue}, ROI {incremental} trên phần thay đổi.',
    marginalLess:
      '{multiplier}: {spend} dự kiến mang về {revenue} (ROI {roi}); khoản cắt bớt {extra} đang mang về {extraRevenue}, ROI {incremental} trên phần thay đổi.',
    resplitTotals: 'Doanh thu hiện tại {now}; sau khi chia lại là {after} với cùng tổng ngân sách {total}.',
    methodTitle: 'Cách tính: công thức, nguồn và ví dụ minh họa',
    formulas: {
      hill: {
        name: 'Lợi suất giảm dần (đường cong Hill, k = 1)',
        formula: 'lượt nhấp(s) = Cmax × s / (s + h);  Cmax = (sRef / CPC) / phi;  h = sRef × (1 − phi) / phi',
        source:
          'Đường cong bão hòa Hill của Google Meridian với độ dốc mặc định bằng 1, được hiệu chỉnh để CPC của bạn giữ đúng tại mức chi tham chiếu sRef. phi (Thấp 0,25, Trung bình 0,5, Cao 0,7) là một giả định.',
      },
      split: {
        name: 'Cách chia tốt nhất (phương pháp rót nước)',
        formula:
          'tối đa hóa tổng w_i × lượt nhấp_i(s_i) với tổng s_i = ngân sách, min_i ≤ s_i ≤ max_i;  mọi kênh còn điều chỉnh được đều dừng ở cùng một hiệu quả biên lambda',
        source:
          'Điều kiện tối ưu (KKT) cho đường cong lõm; nhóm phát triển Meridian nêu ROI biên bằng nhau là điều kiện tối ưu. Giới hạn mặc định 0,7×–1,5× theo Meridian (±30%) và Robyn (0,7–1,5, nới rộng ×3 cho phương án thứ hai).',
      },
      lmdi: {
        name: 'Vì sao doanh thu chưa đạt (LMDI)',
        formula:
          'tác động của yếu tố f = L(R1, R0) × ln(f1 / f0),  L(a, b) = (a − b) / (ln a − ln b);  doanh thu = chi phí × 1/CPC × tỷ lệ chuyển đổi × giá trị mỗi khách hàng tiềm năng',
        source:
          'Ang (2004), chỉ số Divisia trung bình logarit: tổng các tác động đúng bằng khoản chênh lệch, không có phần dư; phương pháp không chia được khi có số 0.',
      },
    },
    bandDistance: 'Khoảng cách đến mức tiếp theo',
    bandDistanceText:
      'ROI = (doanh thu − chi phí) / chi phí, nên để đạt ngưỡng t thì doanh thu cần trên (1 + t) × chi phí, và để giữ ngưỡng đó thì chi phí cần dưới doanh thu / (1 + t). Ví dụ: chi phí 5.000, doanh thu 12.000 (ROI 140%, mức Tăng) cần trên 12.500 để lên mức Tăng mạnh và vẫn ở mức Tăng khi chi phí còn dưới 8.000.',
    gapExample:
      'Kế hoạch: chi phí 5.000, CPC 2,50, tỷ lệ chuyển đổi 5%, 120 mỗi khách hàng tiềm năng (doanh thu 12.000). Thực tế: 5.400, 2,70, 4,6%, 130 (doanh thu 11.960). Phần tách: chi phí {spend}, CPC {cpc}, tỷ lệ chuyển đổi {cvr}, giá trị mỗi khách hàng tiềm năng {vpl}; tổng −40,00.',
    marginalExample:
      'Kiểm tra biên: ROI 200% ở mức 10.000 thuộc mức Tăng mạnh (×1,5). Với mức bão hòa Trung bình, 15.000 dự kiến mang về {revenue} (ROI {roi}); khoản tăng thêm 5.000 mang về {extra}, ROI {incremental} trên phần tăng.',
  },
} as const satisfies Shape<typeof roiEn>;

const check: SameKeysCheck<typeof roiEn, typeof roiVi> = 'same keys';
void check;
