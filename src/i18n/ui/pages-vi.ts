/** Vietnamese copy of the pages' own sections, typed against the English shape. */
import type { Dictionary } from '../dictionary.ts';

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
    ctaText: 'Hãy bắt đầu bằng một buổi trao đổi miễn phí 30 phút. Chúng tôi sẽ xem số liệu của bạn và nói thẳng đâu là chỗ đáng đầu tư nhất.',
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
    expertiseIntro: 'Hầu hết bài toán tăng trưởng đều chạm đến cả ba mảng này. Khi cả ba nằm trong một đội ngũ, không việc gì bị rơi rớt giữa các bên.',
    valuesEyebrow: 'Giá trị cốt lõi',
    valuesTitle: 'Cách chúng tôi làm việc',
    reasonsEyebrow: 'Vì sao chọn chúng tôi',
    reasonsTitle: 'Bốn lý do khách hàng gắn bó lâu dài',
    ctaTitle: 'Cùng bàn về chặng phát triển tiếp theo của bạn',
    ctaText: 'Hãy cho chúng tôi biết bạn đang ở đâu và muốn đi đến đâu. Chúng tôi sẽ đưa ra đánh giá thẳng thắn về con đường phù hợp.',
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
    heroAlt: 'Sáu ô dịch vụ nối quanh một dấu tích ở giữa: chiến lược, nội dung, mạng xã hội, thương hiệu, quảng cáo và tìm kiếm cùng chạy theo một kế hoạch',
    listEyebrow: 'Chúng tôi làm gì',
    listTitle: 'Dịch vụ của chúng tôi',
    listIntro: 'Mỗi dịch vụ đều có thể triển khai riêng, và đều được thiết kế để kết hợp nhịp nhàng với các dịch vụ còn lại.',
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
    ctaText: 'Hãy cho chúng tôi biết mục tiêu của bạn. Chúng tôi sẽ đề xuất tổ hợp dịch vụ gọn nhất để đạt được mục tiêu đó.',
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
      'Hãy kể về doanh nghiệp và điều bạn muốn đạt được. Chuyên viên chiến lược, không phải kịch bản bán hàng, sẽ trả lời bạn trong vòng một ngày làm việc.',
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
    subtitle: 'Lời khuyên thực tế, đã kiểm chứng về công cụ AI, LinkedIn, thiết kế với Canva và SEO, dành cho doanh nghiệp tại Việt Nam và Úc.',
    pageTitle: 'Blog marketing, trang {page}',
    categoryTitle: 'Bài viết về {name}',
    categoryPageTitle: 'Bài viết về {name}, trang {page}',
    categoryDescription: 'Tất cả bài viết về {name} trên blog Brightlane Digital: hướng dẫn thực tế do chính đội ngũ triển khai viết.',
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
  legal: {
    privacy: 'Chính sách bảo mật',
    terms: 'Điều khoản sử dụng',
  },
} as const satisfies Dictionary['pages'];
