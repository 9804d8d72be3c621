import type { Guide } from '../types.ts';

export const onPageSeoGuide: Guide = {
  slug: 'on-page-seo-checklist',
  path: '/solutions/free-resources/on-page-seo-checklist',
  eyebrow: 'Danh sách kiểm tra miễn phí',
  heading: 'Danh sách kiểm tra SEO On-Page',
  lead: '30 điểm kiểm tra mà biên tập viên của chúng tôi rà trên mọi trang trước khi đăng: ý định tìm kiếm, tiêu đề, heading, nội dung, liên kết, hình ảnh và schema. Đánh dấu từng mục khi làm xong; tiến độ được lưu ngay trên trình duyệt này.',
  image: {
    src: '/images/pages/on-page-seo.svg',
    alt: 'Khung sườn một trang web với tiêu đề, các heading và hình ảnh, mỗi phần có một dấu tích xanh',
    width: 560,
    height: 420,
  },
  updated: '2025-04-09',
  schema: 'HowTo',
  intro: [
    {
      title: 'Cách dùng danh sách này',
      paragraphs: [
        'SEO on-page là tất cả những gì bạn kiểm soát được ngay trên trang. Với trang mới, hãy đi lần lượt từng phần theo thứ tự; với trang cũ đã giảm hiệu quả, hãy bắt đầu từ ý định tìm kiếm, vì chỉnh thẻ đến đâu cũng không cứu được một trang trả lời sai câu hỏi.',
        'Mỗi mục đều có một dòng giải thích ngắn. Nếu mục nào không áp dụng, chẳng hạn schema cho một trang liên hệ đơn giản, bạn cứ đánh dấu để tiến độ phản ánh đúng phần việc còn lại.',
      ],
    },
  ],
  checklistTitle: 'Danh sách kiểm tra',
  checklistIntro: 'Bảy giai đoạn, 30 điểm kiểm tra. Tải về dạng Markdown để lưu vào tài liệu, hoặc dạng CSV để đưa vào bảng tính hay bảng quản lý dự án.',
  checklist: {
    slug: 'on-page-seo-checklist',
    title: 'Danh sách kiểm tra SEO On-Page',
    summary: 'Ba mươi điểm cần kiểm tra trên mỗi trang trước và sau khi đăng: ý định tìm kiếm, tiêu đề, heading, nội dung, liên kết, hình ảnh và schema.',
    sections: [
      {
        id: 'intent',
        title: '1. Ý định tìm kiếm và từ khóa',
        items: [
          {
            id: 'op-primary-keyword',
            text: 'Chọn một từ khóa hoặc một câu hỏi chính cho trang',
            detail: 'Mỗi ý định tìm kiếm một trang, để các trang của bạn không tự cạnh tranh với nhau.',
          },
          {
            id: 'op-serp-check',
            text: 'Tự tìm từ khóa đó và xem kỹ trang kết quả đầu tiên',
            detail: 'Nếu Google hiển thị toàn bài hướng dẫn, trang sản phẩm sẽ khó lên hạng; hãy làm đúng định dạng đang được xếp hạng.',
          },
          {
            id: 'op-secondary-terms',
            text: 'Liệt kê ba đến năm cụm từ và câu hỏi liên quan',
            detail: 'Dùng mục "Mọi người cũng hỏi" và các tìm kiếm liên quan để bao quát trọn chủ đề.',
          },
          {
            id: 'op-cannibalisation',
            text: 'Chắc chắn không có trang nào khác trên website nhắm cùng từ khóa',
            detail: 'Tìm site:tenmiencuaban.com từ khóa; gộp hoặc đổi trọng tâm các trang trùng lặp.',
          },
          {
            id: 'op-local-variant',
            text: 'Chọn cách viết từ khóa theo địa phương',
            detail: 'Chính tả kiểu Úc (optimise, colour) và địa danh, hoặc tiếng Việt có đầy đủ dấu.',
          },
        ],
      },
      {
        id: 'title-meta',
        title: '2. Thẻ tiêu đề và mô tả meta',
        items: [
          {
            id: 'op-title-length',
            text: 'Viết tiêu đề riêng cho trang, dài khoảng 50–60 ký tự',
            detail: 'Tiêu đề dài hơn sẽ bị cắt trong kết quả tìm kiếm; hãy nói ngay trang mang lại gì.',
          },
          { id: 'op-title-keyword', text: 'Đặt từ khóa chính gần đầu tiêu đề', detail: 'Người tìm kiếm lướt những chữ đầu tiên; hệ thống xếp hạng cũng vậy.' },
          {
            id: 'op-meta-description',
            text: 'Viết mô tả meta dài khoảng 140–160 ký tự',
            detail: 'Mô tả không ảnh hưởng thứ hạng nhưng quyết định lượt nhấp. Hãy nêu một lý do để khách chọn bạn.',
          },
          {
            id: 'op-unique-meta',
            text: 'Kiểm tra tiêu đề và mô tả không trùng nhau trên toàn website',
            detail: 'Search Console sẽ cảnh báo trùng lặp, và các trang trông như thay thế được cho nhau.',
          },
        ],
      },
      {
        id: 'headings-content',
        title: '3. Heading và nội dung',
        items: [
          { id: 'op-one-h1', text: 'Dùng đúng một thẻ H1 khớp với chủ đề trang', detail: 'H1 nên thống nhất với thẻ tiêu đề nhưng không chép nguyên văn.' },
          {
            id: 'op-heading-order',
            text: 'Chia phần bằng H2 và H3 theo đúng thứ bậc, không nhảy cấp',
            detail: 'Giúp trình đọc màn hình và công cụ tìm kiếm hiểu dàn ý của trang.',
          },
          {
            id: 'op-answer-first',
            text: 'Trả lời câu hỏi chính trong 100 chữ đầu tiên',
            detail: 'Cả người đọc lẫn đoạn trích nổi bật đều ưu tiên câu trả lời trực tiếp.',
          },
          {
            id: 'op-depth',
            text: 'Trả lời các câu hỏi liên quan đã liệt kê, kèm ví dụ',
            detail: 'Chiều sâu quan trọng hơn số chữ: thêm các bước, con số, giá cả hoặc chi tiết địa phương.',
          },
          {
            id: 'op-eeat',
            text: 'Cho biết ai viết hoặc ai duyệt trang, và vào lúc nào',
            detail: 'Tác giả, ngày duyệt và nguồn tham khảo tạo dựng niềm tin, nhất là với chủ đề sức khỏe, tài chính và pháp lý.',
          },
          { id: 'op-readability', text: 'Viết đoạn văn ngắn, dùng danh sách và bảng khi cần', detail: 'Phần lớn người đọc xem trên điện thoại.' },
        ],
      },
      {
        id: 'urls-links',
        title: '4. URL và liên kết',
        items: [
          { id: 'op-url', text: 'Dùng URL ngắn, chữ thường, nối bằng gạch ngang và có từ khóa', detail: 'Ví dụ /services/seo-audit thay vì /page?id=123.' },
          {
            id: 'op-internal-in',
            text: 'Đặt liên kết đến trang từ ít nhất hai trang liên quan sẵn có',
            detail: 'Trang không có liên kết trỏ đến hiếm khi được thu thập dữ liệu và khó lên hạng.',
          },
          {
            id: 'op-internal-out',
            text: 'Từ trang này, liên kết sang các trang liên quan bằng anchor text mô tả rõ nội dung',
            detail: '"Xem danh sách kiểm tra SEO địa phương" tốt hơn "bấm vào đây".',
          },
          {
            id: 'op-external',
            text: 'Dẫn nguồn bên ngoài uy tín khi dùng dữ kiện của họ',
            detail: 'Để liên kết bình thường; chỉ dùng nofollow hoặc sponsored cho liên kết trả phí hoặc không đáng tin.',
          },
          {
            id: 'op-broken-links',
            text: 'Kiểm tra mọi liên kết đều dẫn đến trang đang hoạt động',
            detail: 'Liên kết hỏng lãng phí ngân sách thu thập dữ liệu và làm người đọc khó chịu.',
          },
        ],
      },
      {
        id: 'media',
        title: '5. Hình ảnh và đa phương tiện',
        items: [
          {
            id: 'op-alt-text',
            text: 'Viết văn bản thay thế (alt) mô tả từng hình ảnh có ý nghĩa',
            detail: 'Để trống alt cho hình trang trí để trình đọc màn hình bỏ qua.',
          },
          {
            id: 'op-image-size',
            text: 'Nén ảnh và dùng định dạng WebP hoặc AVIF đúng kích thước hiển thị',
            detail: 'Hình ảnh là nguyên nhân phổ biến nhất khiến Largest Contentful Paint chậm.',
          },
          {
            id: 'op-image-dimensions',
            text: 'Khai báo chiều rộng và chiều cao cho hình ảnh và nội dung nhúng',
            detail: 'Tránh bố cục bị xô lệch khi trang đang tải.',
          },
          {
            id: 'op-lazy-load',
            text: 'Tải chậm hình ảnh bên dưới màn hình đầu, nhưng không bao giờ tải chậm ảnh chính',
            detail: 'Ảnh chính phải tải trước; mọi thứ khác có thể chờ.',
          },
        ],
      },
      {
        id: 'technical',
        title: '6. Dữ liệu có cấu trúc và kỹ thuật',
        items: [
          {
            id: 'op-canonical',
            text: 'Đặt URL chính tắc trỏ về chính trang đó',
            detail: 'Bảo vệ trang khỏi bản trùng lặp do tham số theo dõi tạo ra.',
          },
          {
            id: 'op-schema',
            text: 'Thêm loại schema phù hợp: Article, Product, LocalBusiness, FAQPage hoặc HowTo',
            detail: 'Kiểm tra bằng Công cụ kiểm tra kết quả nhiều định dạng của Google trước khi đăng.',
          },
          {
            id: 'op-indexable',
            text: 'Chắc chắn trang được phép lập chỉ mục: không có thẻ noindex và không bị chặn trong robots.txt',
            detail: 'Quên tắt cấu hình của bản chạy thử là lỗi thường gặp khi ra mắt website.',
          },
          {
            id: 'op-mobile',
            text: 'Xem trang trên điện thoại: vùng chạm, cỡ chữ, không phải cuộn ngang',
            detail: 'Google xếp hạng dựa trên phiên bản di động của trang.',
          },
        ],
      },
      {
        id: 'after-publish',
        title: '7. Sau khi đăng',
        items: [
          {
            id: 'op-request-index',
            text: 'Yêu cầu lập chỉ mục bằng công cụ Kiểm tra URL trong Google Search Console',
            detail: 'Giúp Google phát hiện nhanh hơn những trang mới quan trọng.',
          },
          {
            id: 'op-review-queries',
            text: 'Xem lại các truy vấn mà trang đang xếp hạng sau bốn đến sáu tuần',
            detail: 'Bổ sung nội dung cho những truy vấn liên quan mà trang đang đứng ở trang hai.',
          },
        ],
      },
    ],
  },
  related: [
    { label: 'Danh sách kiểm tra tối ưu SEO', href: '/solutions/free-resources/seo-optimization-checklist' },
    { label: 'Dịch vụ Tối ưu SEO của chúng tôi', href: '/services#seo-optimization' },
  ],
};
