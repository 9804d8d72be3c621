import type { Guide } from '../types.ts';

export const socialMediaGuide: Guide = {
  slug: 'social-media-growth-tools',
  path: '/solutions/free-resources/social-media-growth-tools',
  eyebrow: 'Bộ công cụ miễn phí',
  heading: 'Công cụ phát triển mạng xã hội',
  lead: 'Những công cụ miễn phí đội mạng xã hội của chúng tôi dùng mỗi tuần để lên kế hoạch, sáng tạo, hẹn giờ đăng và đo lường, cùng quy trình phát triển gắn kết tất cả lại với nhau. Không công cụ nào ở đây cần gói trả phí để bắt đầu.',
  image: {
    src: '/images/pages/social-media-growth.svg',
    alt: 'Các màn hình điện thoại hiển thị bài đăng, lịch đăng bài và biểu đồ người theo dõi đang tăng, nối với nhau bằng các đường kẻ',
    width: 560,
    height: 420,
  },
  updated: '2025-04-09',
  schema: 'Article',
  intro: [
    {
      title: 'Công cụ không làm tài khoản phát triển, thói quen mới làm được',
      paragraphs: [
        'Những tài khoản tăng trưởng đều đặn là những tài khoản đăng bài đều, trả lời nhanh và đổi hướng theo những gì con số cho thấy. Các công cụ dưới đây giúp quy trình đó rẻ hơn và nhanh hơn; danh sách kiểm tra bên dưới chính là quy trình.',
        'Với khách hàng ở Úc, Instagram, Facebook, TikTok và LinkedIn mang lại phần lớn kết quả kinh doanh. Ở Việt Nam, Facebook và TikTok chiếm ưu thế, còn Zalo là nơi khách hàng nhắn tin cho bạn, nên hãy lên kế hoạch cho cả ba.',
      ],
    },
  ],
  tools: {
    title: 'Bộ công cụ miễn phí',
    intro:
      'Mỗi công cụ ở đây đều có gói miễn phí mà chúng tôi đã dùng cho khách hàng. Các gói có thể thay đổi, nên hãy kiểm tra giới hạn trên từng trang trước khi xây dựng quy trình xoay quanh chúng.',
    items: [
      {
        name: 'Meta Business Suite',
        use: 'Hẹn giờ đăng bài, reels và story trên Facebook và Instagram; một hộp thư chung cho bình luận và tin nhắn; số liệu thống kê cơ bản.',
        freePlan: 'Miễn phí cho mọi Trang Facebook và tài khoản Instagram chuyên nghiệp.',
        href: 'https://business.facebook.com/',
      },
      {
        name: 'Buffer',
        use: 'Hẹn giờ đăng lên LinkedIn, TikTok, Instagram, Facebook và nhiều nền tảng khác từ một lịch chung.',
        freePlan: 'Gói miễn phí dùng được tối đa ba kênh, mỗi kênh có giới hạn số bài hẹn giờ.',
        href: 'https://buffer.com/',
      },
      {
        name: 'Canva',
        use: 'Thiết kế bài đăng, carousel, story và video ngắn từ các mẫu có sẵn kích thước cho từng nền tảng.',
        freePlan: 'Gói miễn phí có hàng nghìn mẫu; bộ thương hiệu và xóa phông nền cần bản Pro.',
        href: 'https://www.canva.com/',
      },
      {
        name: 'CapCut',
        use: 'Dựng video ngắn với phụ đề tự động, hiệu ứng thịnh hành và xuất thẳng lên TikTok.',
        freePlan: 'Trình chỉnh sửa miễn phí trên máy tính, điện thoại và web; một số hiệu ứng và dung lượng lưu trữ đám mây phải trả phí.',
        href: 'https://www.capcut.com/',
      },
      {
        name: 'TikTok Creative Center',
        use: 'Xem hashtag, bài hát, nhà sáng tạo và quảng cáo hiệu quả nhất theo từng quốc gia, trong đó có Úc và Việt Nam.',
        freePlan: 'Miễn phí khi có tài khoản TikTok.',
        href: 'https://ads.tiktok.com/business/creativecenter',
      },
      {
        name: 'Google Trends',
        use: 'So sánh mức độ quan tâm đến các chủ đề theo thời gian và theo khu vực để canh thời điểm đăng bài theo nhu cầu từng mùa.',
        freePlan: 'Miễn phí.',
        href: 'https://trends.google.com/',
      },
      {
        name: 'GA4 Campaign URL Builder',
        use: 'Gắn thẻ UTM vào liên kết trong phần tiểu sử và bài đăng để Google Analytics cho thấy bài nào mang về lượt truy cập và khách hàng tiềm năng.',
        freePlan: 'Miễn phí.',
        href: 'https://ga-dev-tools.google/campaign-url-builder/',
      },
      {
        name: 'Zalo Official Account',
        use: 'Tài khoản doanh nghiệp đã xác thực trên Zalo để nhắn tin với khách hàng Việt Nam, đăng thông báo và nhận đặt chỗ.',
        freePlan: 'Tạo miễn phí; các gói trả phí mở thêm tính năng nhắn tin.',
        href: 'https://oa.zalo.me/',
      },
    ],
  },
  checklistTitle: 'Danh sách kiểm tra phát triển',
  checklistIntro: 'Các bước thiết lập làm một lần, rồi đến quy trình hằng tuần. Tải file CSV để đưa vào công cụ quản lý dự án như một danh sách việc lặp lại.',
  checklist: {
    slug: 'social-media-growth-tools',
    title: 'Danh sách kiểm tra phát triển mạng xã hội',
    summary:
      'Các bước thiết lập một lần và quy trình hằng tuần để phát triển tài khoản doanh nghiệp trên Facebook, Instagram, TikTok, LinkedIn và Zalo bằng công cụ miễn phí.',
    sections: [
      {
        id: 'setup',
        title: 'Thiết lập một lần',
        items: [
          {
            id: 'sm-profiles',
            text: 'Dùng cùng một tên, tên người dùng, logo và phần giới thiệu trên mọi nền tảng',
            detail: 'Khách hàng cần nhận ra bạn ngay, dù gặp bạn ở đâu.',
          },
          {
            id: 'sm-professional',
            text: 'Chuyển Instagram và TikTok sang tài khoản doanh nghiệp hoặc chuyên nghiệp',
            detail: 'Mở khóa số liệu thống kê, nút liên hệ và tính năng hẹn giờ đăng.',
          },
          {
            id: 'sm-bio-links',
            text: 'Thêm liên kết có gắn thẻ UTM vào mọi phần tiểu sử',
            detail: 'Để Google Analytics ghi nhận đúng nền tảng mang về lượt truy cập và khách hàng tiềm năng.',
          },
          {
            id: 'sm-pillars',
            text: 'Xác định ba đến năm trụ cột nội dung',
            detail: 'Ví dụ: mẹo hướng dẫn, hậu trường, câu chuyện khách hàng, ưu đãi, đội ngũ.',
          },
          {
            id: 'sm-templates',
            text: 'Tạo mẫu Canva cho từng trụ cột và từng định dạng',
            detail: 'Có mẫu sẵn thì chất lượng vẫn đều tay ngay cả lúc bận rộn.',
          },
          {
            id: 'sm-baseline',
            text: 'Ghi lại mốc ban đầu của từng nền tảng: người theo dõi, lượt tiếp cận, tỷ lệ tương tác và lượt truy cập website',
            detail: 'Tăng trưởng chỉ có ý nghĩa khi so với một điểm xuất phát.',
          },
        ],
      },
      {
        id: 'plan',
        title: 'Mỗi tuần: lên kế hoạch',
        items: [
          {
            id: 'sm-trends',
            text: 'Xem TikTok Creative Center và Google Trends để tìm chủ đề đúng thời điểm',
            detail: 'Mười phút tìm hiểu xu hướng tốt hơn đoán mò.',
          },
          {
            id: 'sm-calendar',
            text: 'Lấp đầy lịch tuần tới bằng các bài đăng thuộc những trụ cột nội dung',
            detail: 'Đặt nhịp đăng vừa sức để duy trì được, chẳng hạn ba bài trên bảng tin và năm story.',
          },
          {
            id: 'sm-dates',
            text: 'Ghi chú các ngày lễ và sự kiện địa phương',
            detail: 'Ngày Quốc khánh Úc, dịp cuối năm tài chính (EOFY) vào tháng 6 và Click Frenzy; Tết, Trung thu và 11.11 ở Việt Nam.',
          },
        ],
      },
      {
        id: 'create',
        title: 'Mỗi tuần: sáng tạo và đăng bài',
        items: [
          {
            id: 'sm-video-first',
            text: 'Sản xuất ít nhất một video dọc ngắn',
            detail: 'Reels và video TikTok tiếp cận người chưa theo dõi nhiều hơn hẳn bài đăng ảnh tĩnh.',
          },
          { id: 'sm-hook', text: 'Mở đầu mỗi video bằng một câu móc trong hai giây đầu tiên', detail: 'Nói ngay lợi ích hoặc cho xem kết quả trước.' },
          {
            id: 'sm-captions',
            text: 'Thêm phụ đề trên video và văn bản thay thế cho hình ảnh',
            detail: 'Phần lớn người xem tắt tiếng, và phụ đề giúp bài đăng dễ tiếp cận hơn.',
          },
          {
            id: 'sm-schedule',
            text: 'Hẹn giờ đăng vào khung giờ mà số liệu cho thấy người theo dõi đang trực tuyến',
            detail: 'Cả Meta Business Suite và Buffer đều gợi ý giờ đăng tốt nhất.',
          },
        ],
      },
      {
        id: 'engage',
        title: 'Mỗi ngày: tương tác',
        items: [
          {
            id: 'sm-replies',
            text: 'Trả lời bình luận và tin nhắn trong vòng một ngày làm việc',
            detail: 'Phản hồi nhanh giúp tăng lượt tiếp cận và chốt được khách đang sẵn sàng mua.',
          },
          {
            id: 'sm-outbound',
            text: 'Dành 15 phút tương tác với khách hàng, đối tác và các tài khoản địa phương',
            detail: 'Những bình luận có tâm trên tài khoản khác sẽ kéo người xem quay lại trang của bạn.',
          },
          {
            id: 'sm-ugc',
            text: 'Chia sẻ và ghi nguồn bài đăng của khách hàng có nhắc đến bạn, khi được họ cho phép',
            detail: 'Nội dung do người dùng tạo được tin tưởng hơn nội dung của thương hiệu.',
          },
        ],
      },
      {
        id: 'measure',
        title: 'Mỗi tháng: đo lường và điều chỉnh',
        items: [
          {
            id: 'sm-top-posts',
            text: 'Liệt kê năm bài đăng hàng đầu theo lượt tiếp cận và theo lượt lưu hoặc chia sẻ',
            detail: 'Làm thêm những gì người xem lưu lại và chia sẻ, chứ không chỉ những gì họ thả tim.',
          },
          {
            id: 'sm-traffic',
            text: 'Kiểm tra lượt truy cập và khách hàng tiềm năng từ mạng xã hội trong Google Analytics',
            detail: 'Tăng trưởng không bao giờ chạm đến website hay hộp thư của bạn chỉ là con số làm đẹp.',
          },
          {
            id: 'sm-cut',
            text: 'Bỏ định dạng hoặc trụ cột yếu nhất và thử một ý tưởng mới',
            detail: 'Những thử nghiệm nhỏ, đều đặn sẽ cộng dồn thành kết quả lớn.',
          },
        ],
      },
    ],
  },
  related: [
    { label: 'Làm marketing với Canva', href: '/solutions/free-resources/marketing-with-canva' },
    { label: 'Dịch vụ Quản lý mạng xã hội của chúng tôi', href: '/services#social-media-management' },
  ],
};
