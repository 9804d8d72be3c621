/** Vietnamese FAQ, same ids and order as ../faq.ts. Answers are plain text (they feed FAQPage JSON-LD). */
import type { FaqGroup, FaqItem } from '../faq.ts';

export type { FaqGroup, FaqItem };

export const faqGroups: readonly FaqGroup[] = [
  {
    title: 'Chi phí và hợp đồng',
    items: [
      {
        id: 'pricing',
        question: 'Làm việc với Brightlane Digital tốn bao nhiêu chi phí?',
        answer:
          'Mức phí của chúng tôi cạnh tranh và linh hoạt: chúng tôi báo giá theo từng dự án sau một buổi trao đổi tìm hiểu miễn phí, dựa trên kênh, thị trường và khối lượng công việc. Phần lớn khách hàng chọn gói phí hằng tháng; công việc chiến lược và dự án thương hiệu thường tính phí trọn gói theo dự án. Mỗi báo giá ghi rõ những gì bao gồm, và ngân sách quảng cáo luôn được tách riêng khỏi phí dịch vụ của chúng tôi.',
      },
      {
        id: 'minimum-term',
        question: 'Các bạn có ràng buộc khách hàng bằng hợp đồng dài hạn không?',
        answer:
          'Không. Sau giai đoạn đầu ba tháng, gói dịch vụ được gia hạn theo từng tháng. Ba tháng là khoảng thời gian tối thiểu để thiết lập đo lường, chạy chiến dịch và thấy được kết quả đáng tin cậy. Bạn có thể chấm dứt hợp tác chỉ cần báo trước 30 ngày.',
      },
      {
        id: 'ad-spend',
        question: 'Phí dịch vụ đã bao gồm ngân sách quảng cáo chưa?',
        answer:
          'Chưa. Bạn thanh toán ngân sách quảng cáo trực tiếp cho Google, Meta, TikTok hoặc LinkedIn từ tài khoản của chính mình, nên bạn luôn nhìn thấy và kiểm soát được khoản chi này. Phí quản lý của chúng tôi bao gồm chiến lược, sáng tạo, thiết lập, tối ưu và báo cáo.',
      },
    ],
  },
  {
    title: 'Thời gian và cách chúng tôi làm việc',
    items: [
      {
        id: 'timeline',
        question: 'Bao lâu thì thấy kết quả?',
        answer:
          'Quảng cáo trả phí thường mang về khách hàng tiềm năng đo lường được trong vòng hai đến bốn tuần sau khi chạy. Tương tác trên mạng xã hội thường cải thiện trong hai tháng đầu. SEO cần nhiều thời gian hơn: bạn có thể thấy chuyển biến đầu tiên sau ba tháng và lượng truy cập tăng rõ rệt sau sáu đến mười hai tháng, tùy website và mức độ cạnh tranh.',
      },
      {
        id: 'onboarding',
        question: 'Tháng đầu tiên diễn ra như thế nào?',
        answer:
          'Tuần đầu tiên là giai đoạn tìm hiểu: một buổi workshop với đội ngũ của bạn và quyền truy cập vào tài khoản phân tích, tài khoản quảng cáo. Tuần thứ hai, chúng tôi gửi bản đánh giá hiện trạng cùng kế hoạch 90 ngày có chỉ tiêu cụ thể. Đến tuần thứ ba và thứ tư, hệ thống đo lường đã được sửa xong và những chiến dịch hoặc nội dung đầu tiên đã lên sóng.',
      },
      {
        id: 'reporting',
        question: 'Làm sao chúng tôi biết điều gì đang hiệu quả?',
        answer:
          'Bạn nhận được một bảng điều khiển Looker Studio cập nhật trực tiếp, kết nối với Google Analytics 4 và tài khoản quảng cáo của chính bạn, một bản tóm tắt ngắn mỗi tháng và một cuộc gọi hằng tháng với người phụ trách tài khoản. Chúng tôi báo cáo số khách hàng tiềm năng, chi phí trên mỗi khách hàng tiềm năng, lợi nhuận trên chi phí quảng cáo và doanh thu khi có thể đo được, chứ không chỉ lượt nhấp và lượt thích.',
      },
      {
        id: 'in-house-team',
        question: 'Các bạn có thể phối hợp với đội marketing nội bộ của chúng tôi không?',
        answer:
          'Có, và nhiều khách hàng đang làm như vậy. Chúng tôi thường đảm nhận phần việc chuyên sâu như quảng cáo trả phí, SEO hay sản xuất video, còn đội của bạn giữ thương hiệu và việc đăng bài hằng ngày. Hai bên dùng chung lịch, mẫu thiết kế và bảng số liệu để không việc gì bị bỏ sót.',
      },
    ],
  },
  {
    title: 'Thị trường và ngôn ngữ',
    items: [
      {
        id: 'markets',
        question: 'Các bạn có làm việc với doanh nghiệp ở cả Úc và Việt Nam không?',
        answer:
          'Có. Chúng tôi có nhân sự ở Sydney và TP. Hồ Chí Minh, làm việc với doanh nghiệp ở cả hai nước, kể cả công ty Úc muốn vào thị trường Việt Nam và thương hiệu Việt muốn tiếp cận khách hàng tại Úc. Chúng tôi báo giá và báo cáo bằng AUD, USD hoặc VND.',
      },
      {
        id: 'languages',
        question: 'Các bạn có làm nội dung tiếng Việt lẫn tiếng Anh không?',
        answer:
          'Có. Nội dung do người viết bản ngữ tiếng Anh và tiếng Việt thực hiện. Công cụ AI hỗ trợ nghiên cứu và viết bản nháp đầu tiên, nhưng mọi bài viết đều được người bản ngữ biên tập và điều chỉnh cho phù hợp, không phải dịch máy.',
      },
      {
        id: 'platforms',
        question: 'Các bạn quản lý những nền tảng nào?',
        answer:
          'Google Tìm kiếm, Google Maps và YouTube, Meta (Facebook và Instagram), TikTok, LinkedIn, và với khách hàng Việt Nam còn có Zalo Official Account và quảng cáo tìm kiếm Cốc Cốc. Chúng tôi đề xuất kênh dựa trên nơi khách hàng của bạn có mặt, không dựa trên thứ chúng tôi muốn bán.',
      },
    ],
  },
  {
    title: 'Công cụ, AI và dữ liệu',
    items: [
      {
        id: 'ai-use',
        question: 'Các bạn dùng AI trong công việc cho khách hàng như thế nào?',
        answer:
          'Chúng tôi dùng AI để nghiên cứu, gom nhóm từ khóa, viết bản nháp đầu tiên, phác thảo ý tưởng hình ảnh và tóm tắt báo cáo. Một chuyên gia cấp cao sẽ duyệt, kiểm chứng và biên tập mọi thứ trước khi đến tay bạn hoặc được đăng tải, và chúng tôi không bao giờ đăng những nhận định do AI tạo ra về doanh nghiệp của bạn khi chưa được bạn đồng ý.',
      },
      {
        id: 'data-privacy',
        question: 'Các bạn xử lý dữ liệu khách hàng và quyền riêng tư của chúng tôi ra sao?',
        answer:
          'Chúng tôi xử lý thông tin cá nhân theo Đạo luật Quyền riêng tư 1988 của Úc và Nghị định 13/2023 của Việt Nam về bảo vệ dữ liệu cá nhân. Danh sách khách hàng chỉ được tải lên nền tảng quảng cáo dưới dạng đã mã hóa băm, quyền truy cập chỉ giới hạn cho những người trực tiếp phụ trách tài khoản của bạn, và chúng tôi không dán dữ liệu bảo mật của bạn vào các công cụ AI công cộng. Chúng tôi ký thỏa thuận xử lý dữ liệu khi bạn yêu cầu.',
      },
      {
        id: 'account-ownership',
        question: 'Ai sở hữu tài khoản quảng cáo, nội dung và dữ liệu?',
        answer:
          'Tất cả đều thuộc về bạn. Tài khoản quảng cáo, Google Analytics, Search Console, trang mạng xã hội và toàn bộ nội dung chúng tôi tạo ra cho bạn đều được lập dưới tên bạn hoặc chuyển giao cho bạn. Nếu ngừng hợp tác, bạn giữ lại tất cả, kể cả dữ liệu lịch sử.',
      },
      {
        id: 'free-tools',
        question: 'Công cụ miễn phí có thật sự miễn phí không, và dữ liệu của tôi đi đâu?',
        answer:
          'Có. Công cụ tính ROI và công cụ lập ngân sách chạy hoàn toàn trong trình duyệt của bạn, không cần đăng ký. Số liệu bạn nhập không được gửi về máy chủ của chúng tôi; kế hoạch đã lưu nằm trong bộ nhớ cục bộ của trình duyệt cho đến khi bạn tự xóa.',
      },
    ],
  },
];

export const faqItems: readonly FaqItem[] = faqGroups.flatMap((group) => group.items);
