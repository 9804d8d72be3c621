/** Vietnamese copy of the pages' own sections, typed against the English shape. */
import type { Dictionary } from '../dictionary-shape.ts';

export const viPages = {
  home: {
    title: 'Marketing giúp doanh nghiệp của bạn lớn mạnh tại Việt Nam và Úc',
    subtitle:
      'Chiến lược, nội dung, SEO, mạng xã hội và quảng cáo do một đội ngũ giàu kinh nghiệm đảm nhận. AI giúp chúng tôi làm nhanh hơn, con người giúp sản phẩm chỉn chu hơn, và báo cáo luôn xoay quanh số khách hàng, số đơn hàng thực tế.',
    consult: 'Đặt lịch tư vấn miễn phí',
    explore: 'Xem các dịch vụ',
    highlightsEyebrow: 'Vì sao chọn Brightlane',
    highlightsTitle: 'Bắt tay vào việc nhanh, chăm chút từng chi tiết, đo bằng kết quả',
    servicesEyebrow: 'Dịch vụ',
    servicesTitle: 'Sáu dịch vụ, một kế hoạch thống nhất',
    servicesIntro:
      'Chọn một dịch vụ để giải quyết đúng vấn đề bạn đang gặp, hoặc kết hợp nhiều dịch vụ thành một chương trình trọn phễu do một đội ngũ quản lý.',
    servicesLink: 'So sánh tất cả dịch vụ',
    workEyebrow: 'Dự án',
    workTitle: 'Chiến dịch có số liệu chứng minh',
    workIntro:
      'Chiến lược, ra mắt thương hiệu và chiến dịch mạng xã hội cho các thương hiệu tại Việt Nam, từ quán cà phê, nhà hàng đến bảo hiểm và giải trí về đêm.',
    workLink: 'Xem tất cả dự án',
    blogEyebrow: 'Từ blog',
    blogTitle: 'Bài viết mới nhất',
    blogIntro: 'Hướng dẫn thực tế từ đội ngũ của chúng tôi về công cụ AI, SEO, mạng xã hội và thiết kế.',
    blogLink: 'Đọc blog',
    ctaTitle: 'Bạn muốn biết marketing có thể mang lại bao nhiêu?',
    ctaText:
      'Hãy bắt đầu bằng một buổi trao đổi miễn phí 30 phút. Chúng tôi sẽ xem số liệu của bạn và nói thẳng đâu là chỗ đáng đầu tư nhất.',
    ctaRoi: 'Dùng thử công cụ tính ROI',
  },
  about: {
    eyebrow: 'Về chúng tôi',
    title: 'Những người làm marketing hiểu cả hai thị trường',
    subtitle:
      'Brightlane Digital giúp doanh nghiệp tại Việt Nam và Úc phát triển bằng chiến lược rõ ràng, nội dung đúng chất thương hiệu và báo cáo minh bạch, đáng tin cậy.',
    work: 'Hợp tác cùng chúng tôi',
    seeWork: 'Xem dự án',
    heroAlt: 'Quả địa cầu với đường nối văn phòng TP. Hồ Chí Minh và Sydney, cùng ảnh đại diện của các thành viên',
    welcomeEyebrow: 'Xin chào',
    welcomeAlt:
      'Một trung tâm AI kết nối với phân tích số liệu, lên lịch đăng bài, nội dung tiếng Anh và tiếng Việt, đúng như cách đội ngũ chúng tôi phối hợp công cụ',
    missionLabel: 'Sứ mệnh và tầm nhìn',
    expertiseEyebrow: 'Chuyên môn',
    expertiseTitle: 'Ba mảng chuyên môn dưới một mái nhà',
    expertiseIntro:
      'Hầu hết bài toán tăng trưởng đều chạm đến cả ba mảng này. Khi cả ba nằm trong một đội ngũ, không việc gì bị rơi rớt giữa các bên.',
    valuesEyebrow: 'Giá trị cốt lõi',
    valuesTitle: 'Cách chúng tôi làm việc',
    reasonsEyebrow: 'Vì sao chọn chúng tôi',
    reasonsTitle: 'Bốn lý do khách hàng gắn bó lâu dài',
    ctaTitle: 'Cùng bàn về chặng phát triển tiếp theo của bạn',
    ctaText:
      'Hãy cho chúng tôi biết bạn đang ở đâu và muốn đi đến đâu. Chúng tôi sẽ đưa ra đánh giá thẳng thắn về con đường phù hợp.',
    ctaContact: 'Liên hệ',
    ctaServices: 'Xem các dịch vụ',
  },
  services: {
    eyebrow: 'Dịch vụ',
    title: 'Mọi thứ bạn cần để được tìm thấy, được chọn và được nhớ đến',
    subtitle:
      'Sáu dịch vụ, một đội ngũ giàu kinh nghiệm. Chúng tôi bắt đầu từ mục tiêu và số liệu của bạn, rồi chỉ kết hợp những dịch vụ thật sự tạo ra khác biệt.',
    start: 'Bắt đầu ngay',
    viewWork: 'Xem dự án',
    heroAlt:
      'Sáu ô dịch vụ nối quanh một dấu tích ở giữa: chiến lược, nội dung, mạng xã hội, thương hiệu, quảng cáo và tìm kiếm cùng chạy theo một kế hoạch',
    listEyebrow: 'Chúng tôi làm gì',
    listTitle: 'Dịch vụ của chúng tôi',
    listIntro:
      'Mỗi dịch vụ đều có thể triển khai riêng, và đều được thiết kế để kết hợp nhịp nhàng với các dịch vụ còn lại.',
    testimonialsEyebrow: 'Cảm nhận',
    testimonialsTitle: 'Khách hàng nói gì về chúng tôi',
    pricingTitle: 'Chi phí linh hoạt',
    pricingText:
      'Không có gói cố định bắt bạn trả tiền cho những việc không cần. Mỗi hợp đồng được xây dựng quanh mục tiêu, thị trường và ngân sách của bạn, và báo giá rõ ràng bằng văn bản.',
    pricingPoints: [
      'Phí cố định hằng tháng hoặc phí trọn gói theo dự án, báo giá bằng VND, USD hoặc AUD',
      'Ngân sách quảng cáo thanh toán thẳng cho nền tảng từ tài khoản của chính bạn, không cộng thêm phí',
      'Cam kết ban đầu ba tháng, sau đó gia hạn theo từng tháng, báo trước 30 ngày nếu dừng',
      'Mọi hạng mục và báo cáo đều được liệt kê trong báo giá trước khi bạn ký',
    ],
    pricingCta: 'Nhận báo giá riêng',
    ctaTitle: 'Chưa biết mình cần dịch vụ nào?',
    ctaText:
      'Hãy cho chúng tôi biết mục tiêu của bạn. Chúng tôi sẽ đề xuất tổ hợp dịch vụ gọn nhất để đạt được mục tiêu đó.',
    ctaContact: 'Liên hệ',
    ctaCases: 'Xem các dự án',
  },
  faq: {
    eyebrow: 'Hỏi đáp',
    title: 'Câu hỏi thường gặp',
    subtitle:
      'Giải đáp thẳng thắn về chi phí, thời gian triển khai, thị trường chúng tôi phục vụ, công cụ chúng tôi dùng và cách chúng tôi bảo vệ dữ liệu của bạn. Chưa thấy câu hỏi của mình? Cứ hỏi trực tiếp chúng tôi.',
    ctaTitle: 'Bạn vẫn còn thắc mắc?',
    ctaText: 'Gửi câu hỏi cho chúng tôi, chuyên viên chiến lược sẽ trả lời trong vòng một ngày làm việc.',
    ctaAsk: 'Hỏi trực tiếp',
    ctaBlog: 'Đọc blog',
  },
  contact: {
    eyebrow: 'Liên hệ',
    title: 'Cùng bàn về chiến dịch tiếp theo của bạn',
    subtitle:
      'Hãy kể về doanh nghiệp và điều bạn muốn đạt được. Chuyên viên chiến lược của chúng tôi sẽ trực tiếp trả lời bạn trong vòng một ngày làm việc, không dùng câu trả lời soạn sẵn.',
    options: 'Các cách liên hệ',
    formHeading: 'Gửi tin nhắn cho chúng tôi',
    formIntro: 'Vui lòng điền đủ các ô. Thông tin của bạn chỉ được dùng để phản hồi bạn.',
    newsletterHeading: 'Chưa sẵn sàng trao đổi?',
    newsletterText:
      'Mỗi tháng một bài hướng dẫn thực tế về công cụ AI, SEO và mạng xã hội, đã được kiểm chứng qua các chiến dịch thật. Hủy đăng ký bất cứ lúc nào.',
  },
  blog: {
    eyebrow: 'Blog Brightlane',
    title: 'Cẩm nang marketing từ chính những người trực tiếp làm',
    subtitle:
      'Lời khuyên thực tế, đã kiểm chứng về công cụ AI, LinkedIn, thiết kế với Canva và SEO, dành cho doanh nghiệp tại Việt Nam và Úc.',
    pageTitle: 'Blog marketing, trang {page}',
    categoryTitle: 'Bài viết về {name}',
    categoryPageTitle: 'Bài viết về {name}, trang {page}',
    categoryDescription:
      'Tất cả bài viết về {name} trên blog Brightlane Digital: hướng dẫn thực tế do chính đội ngũ triển khai viết.',
    searchTitle: 'Kết quả tìm kiếm cho “{query}”',
    searchEmptyTitle: 'Tìm kiếm trên blog',
    searchDescription: 'Tìm bài viết trên blog Brightlane Digital theo tiêu đề, chủ đề hoặc thẻ.',
  },
  portfolio: {
    eyebrow: 'Dự án',
    title: 'Những dự án có số liệu thật',
    subtitle:
      'Kế hoạch chiến dịch, ra mắt thương hiệu và nghiên cứu cho các thương hiệu nhà hàng, bảo hiểm, di chuyển và hàng tiêu dùng, phần lớn tại Việt Nam. Mỗi dự án đều có đề bài, cách tư duy, ngân sách và cách chúng tôi đo lường thành công.',
    ctaTitle: 'Bạn có dự án tương tự?',
    ctaText:
      'Hãy cho chúng tôi biết bạn muốn phát triển điều gì. Trong vòng một ngày làm việc, chúng tôi sẽ gửi những nhận định đầu tiên và đề xuất bước tiếp theo.',
    ctaStart: 'Bắt đầu dự án',
    ctaServices: 'Xem các dịch vụ',
  },
  solutions: {
    eyebrow: 'Giải pháp',
    title: 'Công cụ và tài liệu miễn phí để lên kế hoạch, đo lường và phát triển',
    subtitle:
      'Công cụ tính toán, lập kế hoạch, checklist và khóa học chọn lọc mà chính chúng tôi dùng với khách hàng. Miễn phí, không cần đăng ký, dữ liệu của bạn chỉ nằm trong trình duyệt.',
    aiTools: 'Công cụ marketing AI',
    freeResources: 'Tài nguyên miễn phí',
    heroAlt: 'Máy tính, biểu đồ tròn chia ngân sách và một checklist đã đánh dấu đặt cạnh nhau',
    toolsEyebrow: 'Công cụ và tài liệu',
    toolsTitle: 'Bắt đầu từ đây',
    toolsIntro:
      'Những công cụ và hướng dẫn được dùng nhiều nhất. Công cụ AI chạy ngay trên trình duyệt; tài liệu là hướng dẫn và checklist bạn có thể tải về.',
    hubsTitle: 'Xem theo nhóm',
    resourcesEyebrow: 'Tài nguyên miễn phí',
    resourcesTitle: 'Hướng dẫn, checklist và khóa học miễn phí',
    resourcesIntro:
      'Lọc theo chủ đề. Hướng dẫn của chúng tôi mở ngay tại đây; khóa học và công cụ của đơn vị khác mở trong thẻ mới.',
    newsletterTitle: 'Mỗi tháng một ý tưởng marketing dùng được ngay',
    newsletterText:
      'Checklist mới, cập nhật công cụ và những cách đang hiệu quả với khách hàng của chúng tôi tại Việt Nam và Úc. Không spam, hủy đăng ký chỉ với một cú nhấp.',
    ctaTitle: 'Muốn chuyên gia dùng các công cụ này giúp bạn?',
    ctaText:
      'Chúng tôi lên kế hoạch, chạy và đo lường chiến dịch bằng chính những công cụ này, và gánh phần việc nặng thay bạn.',
    ctaContact: 'Liên hệ với chúng tôi',
    ctaServices: 'Xem các dịch vụ',
  },
  aiTools: {
    eyebrow: 'Công cụ AI',
    title: 'Công cụ marketing AI',
    subtitle:
      'Lập ngân sách chiến dịch và đo xem từng kênh mang lại bao nhiêu, bằng chính những công cụ mà chuyên viên chiến lược của chúng tôi đang dùng. Miễn phí, riêng tư, tính được bằng VND, USD và AUD.',
    plan: 'Lập ngân sách',
    roi: 'Tính ROI',
    heroAlt:
      'Bảng tổng quan với số liệu ROAS và chi phí mỗi khách hàng tiềm năng, cột theo kênh và biểu đồ tròn chia ngân sách',
    toolsEyebrow: 'Công cụ',
    toolsTitle: 'Công cụ của chúng tôi',
    toolsIntro:
      'Hai công cụ dùng được ngay hôm nay, và một công cụ đang phát triển mà đội ngũ của chúng tôi đã có thể chạy giúp bạn.',
    whyEyebrow: 'Vì sao nên dùng',
    whyTitle: 'Vì sao chọn công cụ AI của chúng tôi',
    ctaTitle: 'Muốn chuyên viên chiến lược xem lại số liệu của bạn?',
    ctaText:
      'Mang kế hoạch hoặc kết quả ROI của bạn đến một buổi trao đổi miễn phí 30 phút, chúng tôi sẽ chỉ ra chỗ ngân sách có thể làm việc hiệu quả hơn.',
    ctaCall: 'Đặt lịch tư vấn miễn phí',
    ctaResources: 'Tài nguyên miễn phí',
  },
  marketingTools: {
    eyebrow: 'Tổng hợp công cụ marketing',
    title: 'Tổng hợp công cụ marketing',
    subtitle:
      'Mọi công cụ chúng tôi đã làm hoặc đang làm. Một số công cụ AI đầu tiên nay đã được đưa vào dịch vụ, nơi biên tập viên hoặc chuyên viên chiến lược kiểm tra kết quả; các công cụ tính toán vẫn miễn phí cho tất cả mọi người.',
    aiTools: 'Đến trang công cụ AI',
    suggest: 'Đề xuất công cụ',
    allTitle: 'Tất cả công cụ',
    allIntro:
      'Nhãn cho biết công cụ nào mới, đang thử nghiệm hay sắp ra mắt. Công cụ sắp ra mắt đã có thể được đội ngũ chúng tôi chạy giúp bạn: cứ hỏi chúng tôi.',
    ctaTitle: 'Cần một công cụ chúng tôi chưa làm?',
    ctaText:
      'Hãy cho chúng tôi biết bạn đang muốn đo lường hay tự động hóa việc gì. Nếu nó hữu ích cho đủ nhiều doanh nghiệp, chúng tôi sẽ làm, và trong lúc chờ, chúng tôi thường có thể làm thay bạn.',
    ctaContact: 'Liên hệ với chúng tôi',
    ctaServices: 'Xem các dịch vụ',
  },
  freeResources: {
    eyebrow: 'Tài nguyên miễn phí',
    title: 'Tài nguyên marketing miễn phí',
    subtitle:
      'Những khóa học, chứng chỉ và công cụ miễn phí chúng tôi vẫn giới thiệu cho khách hàng và nhân sự mới, cùng các checklist do chính chúng tôi soạn. Tất cả đều miễn phí, không cần đăng ký với chúng tôi.',
    browse: 'Xem khóa học & công cụ',
    roi: 'Mở công cụ tính ROI',
    heroAlt: 'Cuốn sổ checklist đã đánh dấu, chiếc mũ tốt nghiệp và thẻ tiến độ khóa học',
    externalEyebrow: 'Chọn lọc',
    externalTitle: 'Khóa học, chứng chỉ và công cụ miễn phí',
    externalIntro:
      'Tám tài nguyên từ Google, HubSpot, Meta, Semrush, Canva và Chính phủ Úc. Mỗi tài nguyên mở trên trang của đơn vị phát hành, trong thẻ mới.',
    ownEyebrow: 'Do đội ngũ chúng tôi soạn',
    ownTitle: 'Checklist và hướng dẫn của chúng tôi',
    ownIntro: 'Đánh dấu từng mục ngay trên trình duyệt, hoặc tải về dạng Markdown hay CSV.',
    newsletterTitle: 'Tài liệu mới, mỗi tháng một lần',
    newsletterText: 'Nhận trước checklist mới và cập nhật công cụ của chúng tôi. Mỗi tháng một email, không spam.',
    ctaTitle: 'Muốn chuyên gia làm thay bạn?',
    ctaText:
      'Đội ngũ của chúng tôi biến các checklist này thành kết quả: rà soát, sửa lỗi, nội dung và chiến dịch, kèm báo cáo dễ hiểu.',
    ctaContact: 'Liên hệ ngay',
    ctaServices: 'Xem các dịch vụ',
  },
  roiCalculator: {
    eyebrow: 'Công cụ miễn phí',
    title: 'Công cụ tính ROI marketing số',
    subtitle:
      'Nhập số tiền đã chi và kết quả mỗi kênh mang về. Bạn sẽ có ROI (lợi nhuận trên chi phí), ROAS (doanh thu trên chi phí quảng cáo), chi phí cho mỗi khách hàng tiềm năng, chi phí để có một khách hàng và gợi ý ngân sách cho từng kênh, kèm bảng tổng quan và đề xuất ngân sách cho kỳ tới.',
    introTitle: 'Xem kênh nào thật sự mang lại lợi nhuận',
    introData:
      'Công cụ có sẵn năm kênh mẫu để bạn xem cách đọc kết quả. Hãy thay bằng số liệu của chính bạn trong một kỳ, chẳng hạn tháng trước: chi phí lấy từ tài khoản quảng cáo và hóa đơn, lượt nhấp từ công cụ phân tích, khách hàng tiềm năng từ biểu mẫu hoặc CRM, còn khách hàng và doanh thu lấy từ số liệu bán hàng.',
    introPrivacy:
      'Mọi phép tính chạy ngay trên trình duyệt của bạn; những gì bạn nhập không được gửi cho chúng tôi. Bạn có thể xuất kết quả ra tệp CSV, nhập bảng tính, chia sẻ đường liên kết với đồng nghiệp hoặc in báo cáo. Số tiền có thể hiển thị bằng đồng Việt Nam, đô la Mỹ hoặc đô la Úc.',
    region: 'Công cụ tính ROI',
    ctaTitle: 'Cần người cùng dồn ngân sách vào kênh hiệu quả?',
    ctaText:
      'Chúng tôi cùng bạn xem lại số liệu từng kênh, tìm chỗ rò rỉ trong phễu bán hàng và lên kế hoạch chi tiêu cho quý tới. Buổi trao đổi đầu tiên hoàn toàn miễn phí.',
    ctaContact: 'Trao đổi với đội ngũ',
    ctaPlanner: 'Lập ngân sách chiến dịch',
  },
  guides: {
    'on-page-seo-checklist': {
      title: 'Muốn chúng tôi rà soát giúp bạn?',
      text: 'Đội SEO của chúng tôi kiểm tra từng trang, sửa những lỗi quan trọng nhất và báo cáo kết quả bằng ngôn ngữ dễ hiểu.',
      label: 'Nhận đánh giá SEO miễn phí',
    },
    'seo-optimization-checklist': {
      title: 'Muốn chúng tôi rà soát giúp bạn?',
      text: 'Đội SEO của chúng tôi kiểm tra từng trang, sửa những lỗi quan trọng nhất và báo cáo kết quả bằng ngôn ngữ dễ hiểu.',
      label: 'Nhận đánh giá SEO miễn phí',
    },
    'social-media-growth-tools': {
      title: 'Muốn mạng xã hội hiệu quả hơn mà không tốn thêm giờ?',
      text: 'Đội mạng xã hội của chúng tôi lên kế hoạch, sản xuất và đăng bài thay bạn, rồi báo cáo số khách hàng tiềm năng mang về.',
      label: 'Trao đổi với đội mạng xã hội',
    },
    'marketing-with-canva': {
      title: 'Cần bộ nhận diện và mẫu thiết kế làm sẵn cho bạn?',
      text: 'Chúng tôi thiết kế bộ nhận diện thương hiệu và bàn giao bộ mẫu Canva để đội ngũ của bạn dùng hằng ngày.',
      label: 'Bắt đầu dự án thiết kế',
    },
  },
  legal: {
    privacy: 'Chính sách bảo mật',
    terms: 'Điều khoản sử dụng',
  },
} as const satisfies Dictionary['pages'];
