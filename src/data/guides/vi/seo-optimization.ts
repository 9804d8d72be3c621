import type { Guide } from '../types.ts';

export const seoOptimizationGuide: Guide = {
  slug: 'seo-optimization-checklist',
  path: '/solutions/free-resources/seo-optimization-checklist',
  eyebrow: 'Danh sách kiểm tra miễn phí',
  heading: 'Danh sách kiểm tra tối ưu SEO',
  lead: 'Quy trình rà soát toàn website mà chúng tôi thực hiện trong tháng đầu tiên với mọi khách hàng mới, theo đúng thứ tự chúng tôi làm: sức khỏe kỹ thuật, tốc độ, nội dung, SEO địa phương cho Úc và Việt Nam, liên kết và đo lường.',
  image: {
    src: '/images/pages/seo-optimization.svg',
    alt: 'Kính lúp đặt trên biểu đồ thứ hạng tìm kiếm đang đi lên, bên cạnh một ghim bản đồ',
    width: 560,
    height: 420,
  },
  updated: '2025-04-09',
  schema: 'HowTo',
  intro: [
    {
      title: 'Vì sao thứ tự lại quan trọng',
      paragraphs: [
        'Nội dung và liên kết chỉ phát huy tác dụng khi công cụ tìm kiếm đã thu thập, hiển thị và lập chỉ mục được các trang của bạn. Vì vậy, chúng tôi bắt đầu từ sức khỏe kỹ thuật và đo lường, sửa tốc độ, rồi cải thiện nội dung, và chỉ sau đó mới đầu tư vào hồ sơ địa phương và liên kết.',
        'Website của một doanh nghiệp nhỏ thường đi hết danh sách này trong hai đến bốn tuần. Website lớn hơn nên chạy phần kỹ thuật trên một nhóm mẫu trang tiêu biểu (trang chủ, danh mục, sản phẩm hoặc dịch vụ, bài viết) thay vì đi từng trang một.',
      ],
    },
    {
      title: 'SEO địa phương ở hai thị trường',
      paragraphs: [
        'Tại Úc, Google chiếm hơn chín phần mười lượt tìm kiếm, nên Google Business Profile và Apple Business Connect phủ gần hết kết quả bản đồ, phần còn lại là Bing Places. Tại Việt Nam, Google cũng dẫn đầu, nhưng Cốc Cốc có thị phần đáng kể và nhiều khách hàng tra cứu doanh nghiệp trên Zalo, nên một Zalo Official Account đã xác thực cần có mặt trong danh sách kiểm tra địa phương của bạn.',
      ],
    },
  ],
  checklistTitle: 'Danh sách rà soát',
  checklistIntro: 'Sáu giai đoạn, 32 điểm kiểm tra. Tải về dạng Markdown hoặc CSV để gửi cho lập trình viên hoặc theo dõi trong bảng tính.',
  checklist: {
    slug: 'seo-optimization-checklist',
    title: 'Danh sách kiểm tra tối ưu SEO',
    summary: 'Rà soát SEO toàn website: đo lường, sức khỏe kỹ thuật, tốc độ, nội dung, SEO địa phương cho Úc và Việt Nam, và liên kết.',
    sections: [
      {
        id: 'measurement',
        title: '1. Đo lường trước tiên',
        items: [
          {
            id: 'so-search-console',
            text: 'Xác minh thuộc tính miền trong Google Search Console',
            detail: 'Thuộc tính miền bao gồm http, https, www và mọi tên miền phụ.',
          },
          {
            id: 'so-bing',
            text: 'Thêm website vào Bing Webmaster Tools',
            detail: 'Nhập từ Search Console chỉ với hai cú nhấp; Bing còn cung cấp dữ liệu cho các công cụ tìm kiếm khác.',
          },
          {
            id: 'so-ga4',
            text: 'Chắc chắn Google Analytics 4 ghi nhận phiên truy cập tự nhiên và các sự kiện chính',
            detail: 'Đánh dấu lượt hỏi thông tin, cuộc gọi và đơn hàng là sự kiện chính để đánh giá SEO bằng khách hàng tiềm năng.',
          },
          {
            id: 'so-baseline',
            text: 'Ghi lại mốc ban đầu: lượt nhấp, lượt hiển thị, trang và truy vấn hàng đầu',
            detail: 'Xuất dữ liệu 16 tháng gần nhất từ Search Console trước khi thay đổi bất cứ điều gì.',
          },
        ],
      },
      {
        id: 'technical',
        title: '2. Thu thập dữ liệu và lập chỉ mục',
        items: [
          {
            id: 'so-https',
            text: 'Phục vụ mọi trang qua HTTPS với một tên miền ưu tiên duy nhất',
            detail: 'Chuyển hướng các biến thể http và www về phiên bản ưu tiên bằng một lần 301 duy nhất.',
          },
          {
            id: 'so-robots',
            text: 'Kiểm tra robots.txt không chặn trang nào bạn muốn lên hạng',
            detail: 'CSS hoặc JavaScript bị chặn có thể khiến Google không hiển thị được trang của bạn.',
          },
          {
            id: 'so-sitemap',
            text: 'Gửi sơ đồ trang XML chỉ liệt kê các trang đang hoạt động và được lập chỉ mục',
            detail: 'Không có trang chuyển hướng, trang 404 hay trang noindex: chúng làm loãng tín hiệu.',
          },
          {
            id: 'so-index-report',
            text: 'Xem báo cáo Lập chỉ mục trang và sửa các lỗi thật sự',
            detail: '"Đã thu thập dữ liệu – hiện chưa được lập chỉ mục" thường báo hiệu nội dung mỏng hoặc trùng lặp.',
          },
          {
            id: 'so-redirect-chains',
            text: 'Bỏ chuỗi chuyển hướng và sửa các liên kết nội bộ đang bị chuyển hướng',
            detail: 'Liên kết thẳng đến URL cuối cùng.',
          },
          { id: 'so-status-codes', text: 'Trả mã 404 hoặc 410 cho trang đã gỡ, không trả 200 giả', detail: 'Chỉ chuyển hướng khi thật sự có trang thay thế.' },
          {
            id: 'so-duplicates',
            text: 'Đặt canonical cho các bản trùng lặp sinh ra từ bộ lọc, tham số theo dõi và bản in',
            detail: 'Mỗi nội dung chỉ nên có một URL chính tắc.',
          },
          {
            id: 'so-hreflang',
            text: 'Nếu có cả phiên bản tiếng Anh và tiếng Việt, hãy thêm thẻ hreflang',
            detail: 'Cặp en-AU và vi-VN, mỗi bản trỏ đến bản kia và đến chính nó.',
          },
        ],
      },
      {
        id: 'speed',
        title: '3. Tốc độ và Core Web Vitals',
        items: [
          {
            id: 'so-cwv-report',
            text: 'Xem báo cáo Core Web Vitals cho phiên bản di động',
            detail: 'Mục tiêu: LCP dưới 2,5 giây, INP dưới 200 mili giây, CLS dưới 0,1.',
          },
          {
            id: 'so-lcp',
            text: 'Cho phần tử lớn nhất ở màn hình đầu tải trước tiên',
            detail: 'Tải trước ảnh chính hoặc phông chữ; tránh tải chậm phần tử này.',
          },
          {
            id: 'so-js',
            text: 'Gỡ bỏ hoặc trì hoãn script không dùng, tiện ích chat và các thẻ thừa trong trình quản lý thẻ',
            detail: 'Script của bên thứ ba là nguyên nhân thường gặp khiến INP kém.',
          },
          {
            id: 'so-images',
            text: 'Dùng định dạng ảnh hiện đại, đúng kích thước hiển thị',
            detail: 'WebP hoặc AVIF, kích thước đáp ứng, có khai báo chiều rộng và chiều cao.',
          },
          {
            id: 'so-hosting',
            text: 'Dùng hosting hoặc CDN gần khách hàng của bạn',
            detail: 'Máy chủ ở khu vực Sydney hoặc Singapore giảm độ trễ cho người xem ở Úc và Việt Nam.',
          },
        ],
      },
      {
        id: 'content',
        title: '4. Nội dung',
        items: [
          {
            id: 'so-keyword-map',
            text: 'Gán một từ khóa chính cho mỗi trang quan trọng',
            detail: 'Chỗ trống cho biết cần tạo trang nào; chỗ trùng cho biết cần gộp trang nào.',
          },
          {
            id: 'so-thin-pages',
            text: 'Cải thiện, gộp hoặc gỡ các trang nội dung mỏng và lỗi thời',
            detail: 'Một website nhỏ gồm những trang chất lượng sẽ xếp hạng cao hơn một website lớn toàn trang yếu.',
          },
          {
            id: 'so-on-page',
            text: 'Chạy danh sách kiểm tra on-page cho 20 trang đích hàng đầu',
            detail: 'Tiêu đề, heading, liên kết nội bộ và schema, lần lượt từng trang.',
          },
          {
            id: 'so-eeat',
            text: 'Thêm tiểu sử tác giả, đánh giá, câu chuyện khách hàng và chứng nhận chuyên môn',
            detail: 'Dấu hiệu của kinh nghiệm thực tế quan trọng nhất với những dịch vụ khách phải trả tiền.',
          },
          {
            id: 'so-content-plan',
            text: 'Lên kế hoạch nội dung mới từ những câu hỏi khách hàng thật sự đặt ra',
            detail: 'Các cuộc gọi bán hàng và email hỗ trợ là nguồn nghiên cứu từ khóa tốt nhất bạn có.',
          },
        ],
      },
      {
        id: 'local',
        title: '5. SEO địa phương: Úc và Việt Nam',
        items: [
          {
            id: 'so-gbp',
            text: 'Xác nhận quyền sở hữu và điền đầy đủ Google Business Profile cho từng địa điểm',
            detail: 'Danh mục chính, giờ mở cửa, dịch vụ, hình ảnh và phần mô tả có nhắc đến khu vực hoặc quận của bạn.',
          },
          {
            id: 'so-nap',
            text: 'Giữ tên, địa chỉ và số điện thoại giống hệt nhau ở mọi nơi',
            detail: 'Chân trang website, các trang hồ sơ và danh bạ phải khớp đến từng ký tự.',
          },
          {
            id: 'so-apple-bing',
            text: 'Xác nhận quyền sở hữu hồ sơ trên Apple Business Connect và Bing Places',
            detail: 'Người dùng iPhone ở Úc mặc định xem Apple Maps.',
          },
          {
            id: 'so-directories',
            text: 'Đăng doanh nghiệp lên các danh bạ địa phương uy tín',
            detail: 'Úc: True Local, Yellow Pages, hiệp hội ngành của bạn. Việt Nam: Foody cho ngành ăn uống, và các cổng thông tin chuyên ngành.',
          },
          {
            id: 'so-zalo',
            text: 'Với Việt Nam, lập Zalo Official Account đã xác thực và kiểm tra kết quả trên Cốc Cốc',
            detail: 'Nhiều khách hàng Việt Nam tìm kiếm và nhắn tin cho doanh nghiệp qua Zalo.',
          },
          {
            id: 'so-reviews',
            text: 'Xin đánh giá từ mọi khách hàng hài lòng và trả lời tất cả đánh giá',
            detail: 'Số lượng đánh giá, điểm trung bình và phản hồi đều ảnh hưởng đến thứ hạng trên bản đồ.',
          },
          {
            id: 'so-local-schema',
            text: 'Thêm schema LocalBusiness với địa chỉ, tọa độ và giờ mở cửa',
            detail: 'Khớp chính xác với Google Business Profile của bạn.',
          },
        ],
      },
      {
        id: 'links',
        title: '6. Liên kết và uy tín',
        items: [
          {
            id: 'so-backlink-audit',
            text: 'Xem lại backlink trong Search Console hoặc Ahrefs Webmaster Tools',
            detail: 'Ghi nhận những trang nào có được liên kết và vì sao.',
          },
          {
            id: 'so-digital-pr',
            text: 'Mỗi quý gửi một câu chuyện dữ liệu hoặc ý kiến chuyên gia đến báo chí địa phương',
            detail: 'Một liên kết từ tờ báo địa phương có uy tín giá trị hơn hàng chục liên kết từ danh bạ.',
          },
          {
            id: 'so-partners',
            text: 'Có liên kết từ nhà cung cấp, đối tác, hiệp hội và nhà tài trợ',
            detail: 'Những mối quan hệ bạn đã có là nguồn liên kết dễ lấy nhất.',
          },
        ],
      },
    ],
  },
  related: [
    { label: 'Danh sách kiểm tra SEO On-Page', href: '/solutions/free-resources/on-page-seo-checklist' },
    { label: 'Dịch vụ Tối ưu SEO của chúng tôi', href: '/services#seo-optimization' },
  ],
};
