import type { Guide } from '../types.ts';

export const canvaGuide: Guide = {
  slug: 'marketing-with-canva',
  path: '/solutions/free-resources/marketing-with-canva',
  eyebrow: 'Hướng dẫn miễn phí',
  heading: 'Làm marketing với Canva',
  lead: 'Cách thiết lập Canva để mọi thứ đội ngũ của bạn thiết kế đều mang dấu ấn của cùng một thương hiệu: màu sắc và phông chữ, mẫu gốc, kích thước phù hợp từng nền tảng, infographic, xuất file và bước kiểm tra trước khi đăng.',
  image: {
    src: '/images/pages/canva-marketing.svg',
    alt: 'Khung thiết kế với các ô màu, mẫu chữ và bố cục bài đăng mạng xã hội xếp thành lưới',
    width: 560,
    height: 420,
  },
  updated: '2025-04-09',
  schema: 'HowTo',
  intro: [
    {
      title: 'Hướng dẫn này dành cho ai',
      paragraphs: [
        'Những đội nhỏ tự thiết kế bài đăng mạng xã hội, quảng cáo, tờ rơi và bài thuyết trình. Gói miễn phí của Canva đủ để làm theo mọi bước; chỗ nào cần Canva Pro hoặc Teams, chúng tôi đều ghi rõ và đưa ra cách làm thay thế miễn phí.',
      ],
    },
  ],
  steps: {
    title: 'Từng bước một',
    intro: 'Dành một buổi chiều cho bước 1 đến bước 3. Sau đó, mỗi thiết kế mới chỉ mất vài phút.',
    items: [
      {
        name: 'Tập hợp những yếu tố thương hiệu cơ bản',
        text: 'Gom các file logo (bản đủ màu, bản trắng và biểu tượng vuông), hai hoặc ba màu thương hiệu dưới dạng mã hex, một phông chữ tiêu đề và một phông chữ nội dung. Nếu chưa có cẩm nang thương hiệu, hãy lấy màu từ logo và chỉ dùng hai phông chữ.',
      },
      {
        name: 'Thiết lập bộ thương hiệu hoặc một file gốc',
        text: 'Với Canva Pro hoặc Teams, thêm logo, màu và phông chữ vào Bộ thương hiệu để chúng xuất hiện trong mọi thiết kế. Với gói miễn phí, tạo một thiết kế "bảng thương hiệu" một trang gồm màu, phông chữ và logo, rồi nhân bản nó làm điểm xuất phát cho mỗi thiết kế mới.',
      },
      {
        name: 'Tạo mẫu gốc cho từng định dạng',
        text: 'Tạo một mẫu cho mỗi kích thước bạn dùng: bảng tin Instagram và Facebook 1080 × 1350 px (4:5), story và ảnh bìa reels 1080 × 1920 px (9:16), ảnh liên kết và ảnh LinkedIn 1200 × 627 px, ảnh thu nhỏ YouTube 1280 × 720 px. Khóa logo và các thành phần nền để không bị xê dịch do sơ ý.',
      },
      {
        name: 'Thiết kế với thứ bậc rõ ràng',
        text: 'Mỗi thiết kế một thông điệp. Cho tiêu đề lớn nhất, giữ phần chữ nội dung trong một hai dòng, và chừa lề rộng rãi (khoảng 60 px trên thiết kế 1080 px) vì các nền tảng thường cắt mép và đè nút bấm lên hình.',
      },
      {
        name: 'Làm infographic đọc lướt là hiểu',
        text: 'Bắt đầu từ một lưới dọc, đánh số các bước hoặc các ý, dùng biểu đồ của Canva cho dữ liệu để con số luôn chính xác, và ghi nguồn ở cuối. Chỉ dùng màu thương hiệu cộng thêm một màu nhấn.',
      },
      {
        name: 'Kiểm tra khả năng tiếp cận',
        text: 'Giữ độ tương phản của chữ với nền từ 4,5:1 trở lên, tránh đặt chữ lên ảnh rối mắt, thêm phụ đề cho video và viết văn bản thay thế khi đăng.',
      },
      {
        name: 'Xuất đúng định dạng',
        text: 'PNG cho hình có chữ, JPG cho ảnh chụp nhiều chi tiết, MP4 cho video và ảnh động, PDF In có dấu cắt và lề xén cho mọi thứ gửi đi in.',
      },
      {
        name: 'Đăng bài và tái sử dụng',
        text: 'Hẹn giờ đăng từ Trình lập kế hoạch nội dung của Canva với bản Pro, hoặc tải về rồi hẹn giờ trong Meta Business Suite hay Buffer. Lưu những thiết kế hiệu quả nhất thành mẫu mới.',
      },
    ],
  },
  checklistTitle: 'Danh sách kiểm tra thiết kế trước khi đăng',
  checklistIntro: 'Chạy các bước kiểm tra này cho mọi thiết kế trước khi đăng. Tải bản Markdown để ghim vào thư mục Canva của cả đội.',
  checklist: {
    slug: 'marketing-with-canva',
    title: 'Danh sách kiểm tra thiết kế Canva trước khi đăng',
    summary: 'Những điểm cần kiểm tra cho mọi thiết kế Canva trước khi đăng: thương hiệu, bố cục, nội dung chữ, khả năng tiếp cận và xuất file.',
    sections: [
      {
        id: 'brand',
        title: 'Thương hiệu',
        items: [
          { id: 'cv-template', text: 'Bắt đầu từ một mẫu gốc đã được duyệt', detail: 'Giữ bố cục, vị trí logo và lề nhất quán.' },
          {
            id: 'cv-colours',
            text: 'Chỉ dùng màu thương hiệu, thêm tối đa một màu nhấn',
            detail: 'Đối chiếu từng thành phần với mã hex trong bộ thương hiệu hoặc bảng thương hiệu.',
          },
          { id: 'cv-fonts', text: 'Chỉ dùng hai phông chữ thương hiệu', detail: 'Chữ dán từ nơi khác thường mang theo một phông mặc định khác.' },
          {
            id: 'cv-logo',
            text: 'Logo đúng phiên bản, không bị méo, có khoảng trống xung quanh',
            detail: 'Logo trắng trên nền tối, logo đủ màu trên nền sáng.',
          },
        ],
      },
      {
        id: 'layout',
        title: 'Bố cục và nội dung chữ',
        items: [
          {
            id: 'cv-one-message',
            text: 'Truyền tải một thông điệp rõ ràng với một lời kêu gọi hành động',
            detail: 'Nếu cần hai thông điệp, hãy làm hai thiết kế hoặc một bài carousel.',
          },
          {
            id: 'cv-safe-zone',
            text: 'Không đặt gì quan trọng trong 60 px sát mép hoặc ở chỗ nút bấm của nền tảng che lên',
            detail: 'Story và reels bị giao diện che ở phần trên và phần dưới.',
          },
          {
            id: 'cv-size',
            text: 'Kích thước khung khớp với nền tảng và vị trí hiển thị',
            detail: '4:5 cho bảng tin, 9:16 cho story và reels, 1,91:1 cho ảnh liên kết.',
          },
          {
            id: 'cv-proofread',
            text: 'Nội dung chữ đã được soát lỗi, kể cả giá, ngày tháng và dấu tiếng Việt',
            detail: 'Đọc to thành tiếng, hoặc nhờ người thứ hai kiểm tra.',
          },
          { id: 'cv-text-amount', text: 'Chữ đủ ngắn để đọc trong ba giây trên điện thoại', detail: 'Chuyển phần chi tiết xuống chú thích bài đăng.' },
        ],
      },
      {
        id: 'accessibility',
        title: 'Khả năng tiếp cận',
        items: [
          {
            id: 'cv-contrast',
            text: 'Độ tương phản của chữ với nền đạt ít nhất 4,5:1',
            detail: 'Dùng công cụ kiểm tra độ tương phản với đúng những mã màu đã dùng.',
          },
          { id: 'cv-captions', text: 'Video có phụ đề gắn liền hoặc phụ đề tải lên riêng', detail: 'Phần lớn video mạng xã hội được xem ở chế độ tắt tiếng.' },
          { id: 'cv-alt', text: 'Văn bản thay thế đã viết sẵn, chỉ cần dán vào khi đăng', detail: 'Mô tả hình ảnh thể hiện điều gì và chữ có trên hình.' },
        ],
      },
      {
        id: 'export',
        title: 'Bản quyền và xuất file',
        items: [
          {
            id: 'cv-licences',
            text: 'Mọi hình ảnh, nhạc và thành phần đều có giấy phép dùng cho mục đích thương mại',
            detail: 'Thành phần Pro dùng trong tài khoản miễn phí sẽ bị gắn hình mờ khi xuất hoặc phải trả phí.',
          },
          {
            id: 'cv-format',
            text: 'Xuất đúng định dạng và kích thước',
            detail: 'PNG cho hình có chữ, JPG cho ảnh chụp, MP4 cho video, PDF In có lề xén cho bản in.',
          },
          {
            id: 'cv-file-name',
            text: 'Đặt tên file gồm ngày, chiến dịch và nền tảng',
            detail: 'Ví dụ 2025-06-nha-ca-workshop-ig-story.png, để sau này dễ tìm lại.',
          },
          {
            id: 'cv-save-template',
            text: 'Nếu thiết kế hiệu quả, lưu lại thành mẫu mới',
            detail: 'Những thiết kế tốt nhất của bạn sẽ là điểm xuất phát cho các thiết kế sau.',
          },
        ],
      },
    ],
  },
  related: [
    { label: 'Công cụ phát triển mạng xã hội', href: '/solutions/free-resources/social-media-growth-tools' },
    { label: 'Dịch vụ Thương hiệu & Thiết kế của chúng tôi', href: '/services#branding-design' },
  ],
};
