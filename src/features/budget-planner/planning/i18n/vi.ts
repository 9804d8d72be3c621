import type { SameKeysCheck, Shape } from '../../../../i18n/dictionary.ts';
import type { planningEn } from './en.ts';

/**
 * The planner's planning tools in Vietnamese: the same keys as en.ts, checked by the compiler.
 * "Lead" is "khách hàng tiềm năng"; ROI, ROAS, CPC, CPL, CAC and CVR stay as the industry writes
 * them and are explained where they first appear.
 */
export const planningVi = {
  heading: 'Công cụ lập kế hoạch',
  intro:
    'Lợi suất giảm dần, cách chia ngân sách tốt nhất, khoảng dao động, điểm hòa vốn, số liệu chuẩn ngành và đối chiếu với kết quả thực tế. Không bắt buộc; các số liệu phía trên vẫn giữ nguyên.',
  show: 'Mở công cụ lập kế hoạch',
  hide: 'Ẩn công cụ lập kế hoạch',
  loading: 'Đang tải công cụ lập kế hoạch…',
  notAForecast:
    'Đây là kế hoạch dựa trên giả định của bạn, không phải dự báo từ dữ liệu. Hãy đối chiếu với kết quả thực tế bằng nút “Gửi kế hoạch sang công cụ tính ROI”. Các chữ viết tắt: CPC là chi phí mỗi lượt nhấp, CVR là tỷ lệ chuyển đổi, CPL là chi phí mỗi khách hàng tiềm năng, CAC là chi phí để có một khách hàng, ROAS là doanh thu trên mỗi đồng chi quảng cáo, ROI là tỷ suất lợi nhuận trên chi phí.',
  channelN: 'Kênh {n}',
  channel: 'Kênh',
  total: 'Tổng',
  none: '—',
  chips: { yours: 'Số của bạn', benchmark: 'Chuẩn ngành', assumption: 'Giả định' },

  saturation: {
    title: 'Lợi suất giảm dần (độ bão hòa)',
    toggle: 'Tính đến lợi suất giảm dần',
    explain:
      'Càng chi nhiều, mỗi lượt nhấp thêm càng đắt hơn. Đường cong được chỉnh sao cho CPC (chi phí mỗi lượt nhấp) và CVR (tỷ lệ chuyển đổi) của bạn được giữ đúng tại mức chi tham chiếu; mỗi kênh có một thông số cho biết bạn đã dùng bao nhiêu phần mức trần của kênh đó. Các thông số này là giả định (các công cụ mô hình hóa hiệu quả tiếp thị thường bắt đầu ở khoảng mức Trung bình), không phải số đo thực tế của kênh bạn.',
    presets: { none: 'Không có (đường thẳng)', low: 'Thấp', medium: 'Trung bình', high: 'Cao' },
    custom: 'Tùy chỉnh ({phi})',
    howSaturated: 'Kênh {name} hiện đã bão hòa đến mức nào?',
    share: '{name} đã gần mức trần đến đâu (từ 0 đến 1)',
    reference: 'Mức chi tham chiếu, {name}',
    referenceHint: 'CPC và CVR của bạn được đo ở khoảng mức chi hằng tháng này.',
    noReference:
      'Chưa có mức chi tham chiếu: kênh này vẫn tính theo đường thẳng cho đến khi bạn nhập mức chi mà CPC và CVR được đo.',
    phiNone: 'Không có lợi suất giảm dần: chi thêm 10% thì lượt nhấp tăng 10%.',
    phiWords:
      'Chi thêm 10% thì lượt nhấp tăng {plusTen}%; chi gấp đôi thì lượt nhấp gấp {double} lần; lượt nhấp kế tiếp tốn gấp {marginal} lần mức trung bình; mức trần bằng {ceiling} lần số lượt nhấp hiện nay.',
    extrapolated: 'Mức chi dự kiến {spend} nằm ngoài khoảng chi mà số liệu của bạn phản ánh ({low}–{high}).',
    summary:
      'Khi tính lợi suất giảm dần, kế hoạch này mang lại {leads} khách hàng tiềm năng, doanh thu {revenue} và ROI {roi}. Tại các mức chi tham chiếu, kết quả này đúng bằng số liệu phía trên, vì đường cong được đặt để đi qua chính các số liệu đó.',
    curve:
      'Đường phản hồi của {name}: {leads} khách hàng tiềm năng ở mức chi dự kiến {spend}, {double} khách hàng tiềm năng khi chi gấp đôi',
    curveSpend: 'Chi tiêu',
    curveLeads: 'Khách hàng tiềm năng',
    fromFile: 'Từ tệp của bạn',
    fromFileWords:
      'Khớp từ hai kỳ trong tệp của bạn: tối đa {cmax} khách hàng tiềm năng, đạt một nửa ở mức chi {h}. Nếu bạn đổi thông số, đó sẽ là giả định của riêng bạn.',
  },

  fit: {
    summary: 'Ước lượng kênh {name} từ số liệu hai tháng của bạn',
    spend1: 'Chi tiêu tháng 1, {name}',
    clicks1: 'Lượt nhấp tháng 1, {name}',
    spend2: 'Chi tiêu tháng 2, {name}',
    clicks2: 'Lượt nhấp tháng 2, {name}',
    button: 'Ước lượng {name}',
    fitted:
      'Kết quả ước lượng: mức trần {cmax} lượt nhấp, đạt một nửa mức trần khi chi {h}; phần mức trần đã dùng tại mức chi tham chiếu là {phi}. Lưu ý hai tháng còn khác nhau về mùa vụ và mức cạnh tranh, điều này có thể trông giống như bão hòa.',
    notPositive: 'Cả hai tháng đều cần có chi tiêu và kết quả lớn hơn 0.',
    sameSpend: 'Hai tháng cần có mức chi tiêu khác nhau.',
    noSaturation:
      'Giữa hai tháng này, kết quả tăng nhanh bằng (hoặc nhanh hơn) chi tiêu, nên không thấy lợi suất giảm dần. Kênh này vẫn được tính theo đường thẳng.',
  },

  marginal: {
    title: 'Trung bình và khoản chi kế tiếp',
    amount: 'Khoản chi thêm kế tiếp',
    amountHint: 'Mặc định: 1% tổng ngân sách.',
    table: 'Hiệu quả trung bình và hiệu quả biên theo kênh',
    averageCpl: 'CPL trung bình',
    averageRoas: 'ROAS trung bình',
    extraLeads: 'Chi thêm {amount}: khách hàng tiềm năng tăng thêm',
    marginalCpl: 'CPL biên',
    marginalRoas: 'ROAS biên',
    best: 'Khoản {amount} kế tiếp nên dành cho: {name} (mang về khoảng {revenue} doanh thu).',
    saturated:
      'Khi có lợi suất giảm dần, khoản chi kế tiếp mang về ít hơn mức trung bình và thứ hạng các kênh có thể đảo ngược, vì vậy hãy phân bổ theo khoản chi kế tiếp chứ không theo mức trung bình.',
    linear:
      'Chưa bật độ bão hòa nên khoản chi kế tiếp mang về đúng bằng mức trung bình: giá trị biên bằng giá trị trung bình.',
  },

  split: {
    title: 'Cách chia ngân sách tốt nhất',
    explain:
      'Một gợi ý đặt cạnh kế hoạch của bạn: cách chia mà tại đó khoản chi kế tiếp mang lại như nhau ở mọi kênh còn điều chỉnh được. Kế hoạch chỉ thay đổi khi bạn bấm áp dụng.',
    goal: 'Tối ưu theo',
    goalRevenue: 'Doanh thu',
    goalProfit: 'Lợi nhuận gộp (doanh thu × biên lợi nhuận)',
    goalLeads: 'Khách hàng tiềm năng (và khách hàng)',
    widen: 'Nới rộng mọi giới hạn gấp ba lần (phương án thứ hai)',
    min: 'Tối thiểu, {name}',
    max: 'Tối đa, {name}',
    lock: 'Khóa {name}',
    table: 'Cách chia được gợi ý',
    now: 'Hiện tại',
    suggested: 'Gợi ý',
    change: 'Chênh lệch',
    unallocated: 'Chưa phân bổ',
    leadsValue: '{leads} khách hàng tiềm năng',
    compareRevenue: 'Doanh thu: hiện tại {now}, theo cách chia gợi ý {suggested}.',
    compareProfit: 'Lợi nhuận gộp (doanh thu × biên lợi nhuận): hiện tại {now}, theo cách chia gợi ý {suggested}.',
    compareLeads: 'Khách hàng tiềm năng: hiện tại {now}, theo cách chia gợi ý {suggested}.',
    apply: 'Áp dụng cách chia gợi ý',
    applied: 'Đã áp dụng: tỷ lệ phân bổ hiện là {percents}.',
    appliedGainRevenue: 'Mức tăng do chính bộ tối ưu ước tính: thêm {gain} doanh thu ({before} → {after}).',
    appliedGainProfit: 'Mức tăng do chính bộ tối ưu ước tính: thêm {gain} lợi nhuận gộp ({before} → {after}).',
    appliedGainLeads: 'Mức tăng do chính bộ tối ưu ước tính: thêm {gain} khách hàng tiềm năng ({before} → {after}).',
    crossed: '{name}: mức tối thiểu cao hơn mức tối đa, nên kênh được giữ ở mức tối thiểu.',
    infeasible:
      'Tổng các mức tối thiểu (và các kênh đã khóa) là {sum}, vượt ngân sách {budget} một khoản {shortfall}. Hãy giảm một mức tối thiểu hoặc tăng ngân sách.',
    capped:
      'Các mức tối đa chỉ cho phép phân bổ {placed}. Còn {unallocated} ngân sách không thể phân bổ và được ghi là “chưa phân bổ”.',
    heldLocked: 'đang bị khóa',
    heldMax: 'đang bị giữ ở mức tối đa',
    heldMin: 'đang bị giữ ở mức tối thiểu',
    wantsMore: 'tăng',
    wantsLess: 'giảm',
    bindingRevenue:
      '{name} {held} (nên {wants}: khoản {amount} kế tiếp mang về {rate} ở kênh này, so với {lambda} ở các kênh khác)',
    bindingLeads:
      '{name} {held} (nên {wants}: khoản {amount} kế tiếp mang về {rate} khách hàng tiềm năng, so với {lambda} ở các kênh khác)',
    close:
      'Kế hoạch của bạn đã gần với cách chia tốt nhất theo các giả định này (+{gain}%). Dời tiền giữa các kênh sẽ không thay đổi nhiều; các giả định quan trọng hơn cách chia.',
    linear:
      'Khi không có lợi suất giảm dần, cách chia tốt nhất luôn là “dồn tối đa cho kênh có hiệu quả cao nhất”. Hãy bật độ bão hòa nếu điều đó không thực tế.',
  },

  flexible: {
    title: 'Ngân sách linh hoạt: nên chi tổng cộng bao nhiêu',
    target: 'Dừng khi mỗi 1 đồng chi thêm mang về ít hơn',
    targetHint:
      '1 = mỗi đồng chi thêm mang về đúng một đồng doanh thu, hoặc một đồng lợi nhuận gộp khi đã nhập biên lợi nhuận ở trên.',
    belowTarget: 'Ngay ở mức tối thiểu, mỗi đồng chi thêm ở mọi kênh đều đã mang về ít hơn {target} đồng doanh thu.',
    table: 'Ngân sách linh hoạt theo kênh',
    spend: 'Chi tiêu',
    why: 'Lý do dừng',
    status: {
      'at-target': 'khoản chi kế tiếp mang về đúng mức mục tiêu',
      'at-min': 'đã thấp hơn mục tiêu ngay ở mức tối thiểu',
      capped: 'chạm mức tối đa: vẫn cao hơn mục tiêu ở mức tối đa',
      unbounded: 'không có lợi suất giảm dần nên không có điểm dừng tự nhiên; hãy bật độ bão hòa',
    },
  },

  goal: {
    title: 'Cách rẻ hơn để đạt mục tiêu',
    rule: 'Quy tắc “mục tiêu trước” chia khách hàng tiềm năng theo tỷ lệ CVR ÷ CPC, tức là mọi kênh nhận cùng một mức ngân sách; còn kế hoạch rẻ nhất đặt mỗi khoản chi kế tiếp vào nơi mua được nhiều khách hàng tiềm năng nhất.',
    unreachable:
      'Với các thông số bão hòa này, các kênh chỉ mang về tối đa {ceiling} khách hàng tiềm năng, dù ngân sách là bao nhiêu.',
    table: 'So sánh các kế hoạch đạt mục tiêu',
    fixed: 'Quy tắc mục tiêu trước (kết quả chính)',
    cheapest: 'Kế hoạch rẻ nhất',
    leadsNeeded: 'Số khách hàng tiềm năng cần có: {leads}.',
    delivers: 'Tính theo đường cong bão hòa, ngân sách của quy tắc mang về {leads} khách hàng tiềm năng.',
    mixNever: 'Với tỷ lệ phân bổ hiện tại, không mức ngân sách nào đạt được mục tiêu.',
    mixBudget: 'Ngân sách cần có nếu giữ tỷ lệ phân bổ hiện tại: {budget}.',
  },

  margin: {
    title: 'Lợi nhuận: biên lợi nhuận gộp',
    label: 'Biên lợi nhuận gộp (%)',
    hint: 'Phần doanh thu còn lại sau giá vốn hàng bán. Để 0 nếu muốn tính doanh thu như lợi nhuận.',
    none: 'Chưa nhập biên lợi nhuận: doanh thu đang được tính như lợi nhuận trong khả năng lỗ, điểm hòa vốn, ngân sách linh hoạt và cách chia tốt nhất.',
    perChannel: 'Biên lợi nhuận theo từng kênh (không bắt buộc)',
    perChannelHint: 'Để 0 ở kênh nào thì kênh đó dùng biên lợi nhuận của cả kế hoạch.',
    channelLabel: 'Biên lợi nhuận gộp, {name} (%)',
    mixed:
      'Theo biên lợi nhuận riêng của từng kênh (nếu không có thì dùng của kế hoạch): kế hoạch mang lại {value} mỗi tháng (doanh thu × biên lợi nhuận − chi tiêu {spend}).',
    mixedLoses:
      'Theo biên lợi nhuận riêng của từng kênh (nếu không có thì dùng của kế hoạch): kế hoạch lỗ {value} mỗi tháng (doanh thu × biên lợi nhuận − chi tiêu {spend}).',
    revenueAsProfit: 'Chưa có biên lợi nhuận cho {names}: doanh thu của các kênh này đang được tính như lợi nhuận.',
    contributes:
      'Với biên lợi nhuận gộp {margin}, kế hoạch mang lại {value} mỗi tháng: doanh thu {revenue} × {margin} − chi tiêu {spend}.',
    loses:
      'Với biên lợi nhuận gộp {margin}, kế hoạch lỗ {value} mỗi tháng: doanh thu {revenue} × {margin} − chi tiêu {spend}.',
  },
  ranges: {
    title: 'Khoảng dao động 80% (dựa trên giả định)',
    toggle: 'Hiện khoảng dao động',
    explain:
      'Mỗi thông số đầu vào có một khoảng chứa giá trị thật trong 80% trường hợp (mặc định CPC ±20% và CVR ±30%: mức dao động giữa các tháng và các năm trong số liệu quảng cáo đã công bố). Mô phỏng Monte Carlo rút ngẫu nhiên {draws} kế hoạch từ các khoảng đó.',
    cpc: 'Khoảng CPC ±%, {name}',
    cvr: 'Khoảng CVR ±%, {name}',
    vpl: 'Khoảng giá trị mỗi khách hàng tiềm năng ±%, {name}',
    seed: 'Số khởi tạo ngẫu nhiên',
    seedHint: 'Cùng một số khởi tạo luôn cho cùng một khoảng dao động.',
    table: 'Khoảng dao động 80% của kế hoạch',
    figure: 'Chỉ số',
    low: 'Thấp (P10)',
    middle: 'Giữa (P50)',
    high: 'Cao (P90)',
    metrics: { leads: 'Khách hàng tiềm năng', revenue: 'Doanh thu', roas: 'ROAS', cpl: 'CPL', cac: 'CAC', roi: 'ROI' },
    lossChance: 'Khả năng lỗ (doanh thu thấp hơn chi tiêu): {chance}.',
    lossChanceMargin: 'Khả năng lỗ (doanh thu × biên lợi nhuận {margin} thấp hơn chi tiêu): {chance}.',
    lossChanceMargins: 'Khả năng lỗ (tổng doanh thu × biên lợi nhuận của từng kênh thấp hơn chi tiêu): {chance}.',
    sharedToggle: 'Thêm yếu tố thị trường chung (một cú sốc tác động cùng lúc lên mọi kênh)',
    sharedSize: 'Yếu tố thị trường chung ±% (khoảng 80 %)',
    sharedOff: 'Đang hiển thị: chỉ biến động độc lập của từng thông số.',
    sharedOn:
      'Đang hiển thị: biến động độc lập cộng thêm yếu tố thị trường chung ±{size} tác động cùng lúc lên mọi kênh.',
    sharedAdvice:
      'Kế hoạch theo thời gian của bạn có mùa cao điểm vào {months} (tháng có chỉ số mùa vụ từ 1,10 trở lên, cao hơn tháng bình thường 10 %), vì vậy hãy bật yếu tố thị trường chung: mùa cao điểm làm mọi kênh biến động cùng chiều, và chỉ tính biến động độc lập sẽ đánh giá thấp rủi ro.',
    sharedNoPeak:
      'Yếu tố thị trường chung được khuyên dùng khi kế hoạch theo thời gian của bạn có mùa cao điểm (tháng có chỉ số mùa vụ từ 1,10 trở lên); hiện chưa có tháng nào như vậy.',
    independence:
      'Các thông số được rút ngẫu nhiên độc lập với nhau và giữa các kênh; chính sự độc lập đó cũng là một giả định. Đây không phải khoảng tin cậy tính từ dữ liệu thực.',
    counts: 'Tôi có số liệu chuyển đổi thực tế ({name})',
    conversions: 'Số chuyển đổi, {name}',
    clicks: 'Số lượt nhấp, {name}',
    useCounts: 'Dùng khoảng CVR này',
    countsEmpty: 'Hãy nhập số chuyển đổi (lớn hơn 0) trên một số lượt nhấp lớn hơn.',
    countsResult: 'CVR {cvr}%, khoảng ±{range}%: từ {low}% đến {high}%.',
  },

  breakEven: {
    title: 'Điểm hòa vốn',
    target: 'Chi phí mục tiêu cho mỗi khách hàng (không bắt buộc)',
    table: 'Điểm hòa vốn theo kênh',
    maxCpc: 'CPC tối đa để đạt CAC mục tiêu',
    cpc: 'CPC hòa vốn',
    cvr: 'CVR hòa vốn',
    vpl: 'Giá trị mỗi khách hàng tiềm năng để hòa vốn',
    explain:
      'Hòa vốn nghĩa là doanh thu bằng chi tiêu (ROI bằng 0). Nếu CPC cao hơn CPC hòa vốn, hoặc CVR thấp hơn CVR hòa vốn, kênh đó đang lỗ.',
  },

  tornado: {
    title: 'Con số nào quan trọng nhất',
    step: 'Sai lệch bao nhiêu (±%)',
    base: 'ROI của kế hoạch hiện tại: {roi}.',
    table: 'ROI khi một thông số bị sai lệch',
    input: 'Thông số',
    atLow: 'ROI khi −{step}%',
    atHigh: 'ROI khi +{step}%',
    swing: 'Mức dao động',
    points: '{points} điểm phần trăm',
    fields: { cpc: 'CPC', cvr: 'CVR', valuePerLead: 'giá trị mỗi khách hàng tiềm năng' },
    bar: '{field} của {name}',
    joined: ' / ',
    note: 'Mỗi thanh cho thấy điều gì xảy ra nếu một con số sai lệch {step}% trong khi các con số khác đều đúng. Hãy xử lý thanh trên cùng trước (đo nó chính xác hơn) rồi mới bàn đến cách chia ngân sách.',
  },

  whatIf: {
    title: 'Nếu như…',
    explain:
      'Thay đổi vài con số và xem mọi chỉ số trước và sau, theo cùng mô hình với trang. Kế hoạch của bạn không đổi; kịch bản được lưu kèm kế hoạch.',
    explainSeveral:
      'Mỗi kịch bản đều bắt đầu từ kế hoạch của bạn; bảng đặt kế hoạch và từng kịch bản cạnh nhau, theo cùng mô hình với trang. Kế hoạch của bạn không đổi; các kịch bản được lưu kèm kế hoạch.',
    inScenario: 'Kịch bản {s} · {text}',
    scenarioN: 'Kịch bản {s}',
    addTo: 'Thêm một thay đổi vào kịch bản {s}',
    addScenario: 'Thêm một kịch bản để so sánh (tối đa 3)',
    removeScenario: 'Xóa kịch bản {s}',
    tableSeveral: 'Nếu như: kế hoạch và từng kịch bản đặt cạnh nhau',
    deltaN: 'Δ {s}',
    deltaPercentN: 'Δ % {s}',
    change: 'Thay đổi {n}',
    what: 'Thay đổi {n}: con số',
    where: 'Thay đổi {n}: kênh',
    how: 'Thay đổi {n}: cách đổi',
    amount: 'Thay đổi {n}: mức',
    remove: 'Xóa thay đổi {n}',
    add: 'Thêm một thay đổi',
    allChannels: 'Mọi kênh',
    fields: {
      budget: 'Tổng ngân sách',
      allocation: 'Tỷ lệ phân bổ',
      cpc: 'Chi phí mỗi lượt nhấp',
      cvr: 'Tỷ lệ chuyển đổi',
      vpl: 'Giá trị mỗi khách hàng tiềm năng',
      l2c: 'Tỷ lệ khách hàng tiềm năng thành khách hàng',
    },
    ops: { '%': 'theo % của chính nó', abs: 'cộng thêm một khoản', pts: 'theo điểm phần trăm' },
    table: 'Nếu như: kế hoạch trước và sau thay đổi',
    output: 'Chỉ số',
    base: 'Kế hoạch',
    scenario: 'Nếu như',
    delta: 'Δ',
    deltaPercent: 'Δ %',
    outputs: {
      spend: 'Chi tiêu',
      leads: 'Khách hàng tiềm năng',
      customers: 'Khách hàng',
      revenue: 'Doanh thu',
      roas: 'ROAS',
      cpl: 'CPL',
      cac: 'CAC',
      roi: 'ROI',
    },
    signChanged: 'Không tính % (đổi dấu)',
  },

  benchmark: {
    title: 'Bắt đầu từ số liệu chuẩn ngành',
    platform: 'Nền tảng',
    platforms: { google_search: 'Google tìm kiếm', meta: 'Meta (Facebook), quảng cáo thu thập khách hàng tiềm năng' },
    industry: 'Ngành',
    industries: {
      'All industries': 'Tất cả các ngành',
      'Attorneys & Legal Services': 'Luật sư và dịch vụ pháp lý',
      'Dentists & Dental Services': 'Nha sĩ và dịch vụ nha khoa',
      'Physicians & Surgeons': 'Bác sĩ và phẫu thuật',
      'Health & Fitness': 'Sức khỏe và thể hình',
      'Home & Home Improvement': 'Nhà ở và sửa sang nhà cửa',
      'Automotive Repair, Service & Parts': 'Sửa chữa, bảo dưỡng và phụ tùng ô tô',
      'Restaurants & Food': 'Nhà hàng và ẩm thực',
      'Beauty & Personal Care': 'Làm đẹp và chăm sóc cá nhân',
      'Real Estate': 'Bất động sản',
      'Finance & Insurance': 'Tài chính và bảo hiểm',
      'Business Services': 'Dịch vụ doanh nghiệp',
      'Education & Instruction': 'Giáo dục và đào tạo',
      'Shopping, Collectibles & Gifts': 'Mua sắm, đồ sưu tầm và quà tặng',
      'Personal Services': 'Dịch vụ cá nhân',
    },
    fill: 'Điền vào các ô còn trống',
    figures: 'CPC {cpc}, CVR {cvr}%, CPL suy ra {cpl}',
    reported: ', CPL trung vị được công bố {cpl} (các trung vị không cộng gộp được nên hai con số này khác nhau)',
    chip: {
      google_search:
        'Chuẩn ngành: WordStream by LocaliQ, Google Ads Benchmarks 2026, trung vị tại Mỹ, tháng 4/2025 – tháng 3/2026 (13.474 chiến dịch tìm kiếm tại Mỹ trên Google và Microsoft)',
      meta: 'Chuẩn ngành: WordStream by LocaliQ, Facebook Ads Benchmarks 2025 (mục tiêu thu thập khách hàng tiềm năng), trung vị tại Mỹ, tháng 4/2024 – tháng 6/2025 (726 chiến dịch thu thập khách hàng tiềm năng tại Mỹ)',
    },
    verification: {
      secondary: 'được báo chí và các công ty quảng cáo trích dẫn',
      'tertiary-transcription': 'theo một bản chép công khai, chưa đối chiếu với báo cáo gốc',
      'tertiary-two-sources': 'hai bản chép độc lập cho cùng kết quả',
    },
    orientation: 'Chỉ để tham khảo, không phải mục tiêu.',
    source: 'Nguồn',
    notes: {
      'cpl-anomaly':
        'Chi phí mỗi khách hàng tiềm năng được công bố của dòng này giảm 77% trong một năm, một điểm bất thường; chỉ dùng CPC và CVR.',
    },
    notConverted:
      'Hiển thị bằng đô la Mỹ, không quy đổi và không điền vào kế hoạch tính bằng {currency}: đây là số liệu của Mỹ; chưa tìm thấy số liệu chuẩn trong nước có chất lượng tương đương.',
    noneEmpty:
      'Không có ô CPC hay CVR nào còn trống: các số bạn đã nhập được giữ nguyên. Hãy đặt một ô về 0 để điền từ số liệu chuẩn ngành.',
    filled: 'Đã điền từ số liệu chuẩn ngành: {list}.',
    filledItem: '{name} ({fields})',
  },

  handOff: {
    title: 'Đối chiếu kế hoạch với kết quả thực tế',
    explain:
      'Gửi kế hoạch sang công cụ tính ROI làm chỉ tiêu. Nhập kết quả thực tế ở đó, công cụ sẽ cho thấy chênh lệch của từng kênh và lý do doanh thu chưa đạt. Không có dữ liệu nào được gửi lên máy chủ của chúng tôi: kế hoạch nằm trong phần sau dấu # của đường liên kết hoặc trong một tệp.',
    send: 'Gửi kế hoạch sang công cụ tính ROI',
    download: 'Tải tệp kế hoạch',
  },

  methodology: {
    summary: 'Phương pháp: công thức, nguồn và ví dụ minh họa',
    heading: 'Ví dụ minh họa (đô la Mỹ)',
    headingOther: 'Ví dụ minh họa (tính bằng đô la Mỹ, dù bạn chọn đơn vị tiền tệ nào)',
    setup:
      'Ngân sách 10.000 US$: Google Search 50% (CPC 2,50, CVR 5%, 120 US$ mỗi khách hàng tiềm năng), Meta 30% (1,20; 2,5%; 90 US$), LinkedIn 20% (6,00; 4%; 250 US$); 20% khách hàng tiềm năng trở thành khách hàng.',
    straight: 'Kế hoạch theo đường thẳng: {leads} khách hàng tiềm năng, doanh thu {revenue}, ROI {roi}, CAC {cac}.',
    saturation:
      'Với độ bão hòa 0,5 / 0,3 / 0,2 tại mức chi hiện tại, doanh thu vẫn giữ nguyên. Khoản 1.000 US$ kế tiếp mua được: {rows}. Google tốt nhất nếu tính trung bình (2,40) nhưng kém nhất ở mức biên.',
    row: '{name} {leads} khách hàng tiềm năng (CPL biên {cpl}, ROAS {roas})',
    best: 'Cách chia tốt nhất khi mỗi kênh nằm trong khoảng 1.000 US$ đến 6.000 US$: {spends}, tại đó mỗi đồng chi thêm mang về {lambda}; doanh thu {revenue}, cao hơn kế hoạch 0,10%.',
    breakEven:
      'Điểm hòa vốn của Google Search: CPC tối đa để đạt CAC 300 US$ là {maxCpc}, CPC hòa vốn {cpc}, CVR hòa vốn {cvr}%, giá trị mỗi khách hàng tiềm năng để hòa vốn {vpl}.',
    ranges:
      'Khoảng dao động với CPC ±20% và CVR ±30%, số khởi tạo 20250601: ROI từ 72% (P10) đến 162% (P90); nếu mọi thông số cùng lúc ở đầu xấu nhất và tốt nhất thì sẽ ra từ 34% đến 227%, vì vậy các trường hợp cực đoan đó không bao giờ được dùng làm khoảng dao động.',
    formulas: {
      hill: {
        name: 'Lợi suất giảm dần (đường cong Hill, k = 1)',
        formula: 'lượt nhấp(s) = Cmax × s / (s + h);  Cmax = (sRef / CPC) / phi;  h = sRef × (1 − phi) / phi',
        source:
          'Đường cong bão hòa Hill của Google Meridian với độ dốc mặc định bằng 1, được hiệu chỉnh để CPC của bạn giữ đúng tại mức chi tham chiếu sRef. phi (Thấp 0,25, Trung bình 0,5, Cao 0,7) là một giả định.',
      },
      twoPoint: {
        name: 'Ước lượng từ hai điểm',
        formula: '1/lượt nhấp = 1/Cmax + (h/Cmax) × (1/chi tiêu), một đường thẳng đi qua số liệu hai tháng của bạn',
        source:
          'Dạng nghịch đảo kép của cùng đường cong; bị từ chối khi độ dốc hoặc hệ số chặn không dương (không thấy bão hòa).',
      },
      marginal: {
        name: 'Khoản chi kế tiếp (giá trị biên)',
        formula:
          'khách hàng tiềm năng tăng thêm = số khách hàng tiềm năng(s + delta) − số khách hàng tiềm năng(s);  CPL biên = delta / khách hàng tiềm năng tăng thêm;  ROAS biên = khách hàng tiềm năng tăng thêm × giá trị mỗi khách hàng tiềm năng / delta',
        source:
          'Sai phân hữu hạn, giống cách Robyn của Meta (kết quả tại x+1 trừ kết quả tại x) và Meridian (+1% chi tiêu) tính hiệu quả biên.',
      },
      split: {
        name: 'Cách chia tốt nhất (phương pháp rót nước)',
        formula:
          'tối đa hóa tổng w_i × lượt nhấp_i(s_i) với tổng s_i = ngân sách, min_i ≤ s_i ≤ max_i;  mọi kênh còn điều chỉnh được đều dừng ở cùng một hiệu quả biên lambda',
        source:
          'Điều kiện tối ưu (KKT) cho đường cong lõm; nhóm phát triển Meridian nêu ROI biên bằng nhau là điều kiện tối ưu. Giới hạn mặc định 0,7×–1,5× theo Meridian (±30%) và Robyn (0,7–1,5, nới rộng ×3 cho phương án thứ hai).',
      },
      flexible: {
        name: 'Ngân sách linh hoạt',
        formula: 'chi cho mỗi kênh đến khi ROAS biên giảm xuống mục tiêu T (mặc định 1)',
        source: 'Ngân sách linh hoạt với ROI biên mục tiêu của Meridian; hiệu quả mục tiêu của Robyn.',
      },
      goal: {
        name: 'Kế hoạch rẻ nhất để đạt mục tiêu',
        formula:
          'ngân sách nhỏ nhất mà cách chia tốt nhất của nó mang về đủ số khách hàng tiềm năng cần có;  mức trần = tổng Cmax × CVR',
        source:
          'Cùng điều kiện giá trị biên bằng nhau, với mục tiêu là khách hàng tiềm năng, tìm bằng phương pháp chia đôi trên ngân sách.',
      },
      ranges: {
        name: 'Khoảng dao động 80% (mô phỏng Monte Carlo)',
        formula:
          'giá trị = v × exp(ln(1 + u) / 1,2816 × z), z chuẩn tắc (Box–Muller);  5.000 lần rút, số khởi tạo mulberry32;  P10 / P50 / P90',
        source:
          'Khoảng dao động theo phân phối log-chuẩn giữ CPC và CVR luôn dương. Mặc định CPC ±20% và CVR ±30% theo mức dao động giữa các tháng và các năm trong số liệu quảng cáo đã công bố (Superads 2025, WordStream 2024). Từ số liệu đếm: u = e^(1,2816 × sqrt(p(1−p)/n) / p) − 1.',
      },
      breakEven: {
        name: 'Điểm hòa vốn',
        formula:
          'CPC tối đa = CAC mục tiêu × CVR × tỷ lệ khách hàng tiềm năng thành khách hàng;  CPC hòa vốn = CVR × giá trị mỗi khách hàng tiềm năng;  CVR hòa vốn = CPC / giá trị mỗi khách hàng tiềm năng;  giá trị mỗi khách hàng tiềm năng để hòa vốn = CPC / CVR',
        source: 'Biến đổi điều kiện ROI = 0 và CAC = mục tiêu trong chính các công thức của công cụ.',
      },
      tornado: {
        name: 'Độ nhạy (biểu đồ lốc xoáy)',
        formula:
          'ROI khi một thông số × (1 − bước) và × (1 + bước), các thông số khác giữ nguyên; sắp xếp theo mức dao động',
        source: 'Phân tích độ nhạy từng thông số một.',
      },
      lmdi: {
        name: 'Vì sao doanh thu chưa đạt (LMDI)',
        formula:
          'tác động của yếu tố f = L(R1, R0) × ln(f1 / f0),  L(a, b) = (a − b) / (ln a − ln b);  doanh thu = chi tiêu × 1/CPC × CVR × giá trị mỗi khách hàng tiềm năng',
        source:
          'Ang (2004), chỉ số Divisia trung bình logarit: tổng các tác động đúng bằng khoản chênh lệch, không có phần dư; phương pháp không chia được khi có số 0.',
      },
    },
  },
} as const satisfies Shape<typeof planningEn>;

const check: SameKeysCheck<typeof planningEn, typeof planningVi> = 'same keys';
void check;
