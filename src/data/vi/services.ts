/** The six services in Vietnamese; same ids (the /services#id anchors) and icons as ../services.ts. */
import { BrainCircuit, Megaphone, Palette, PenTool, Search, Share2 } from 'lucide-react';
import type { Service } from '../services.ts';

export type { Service };

export const SERVICE_PRICE = 'Cạnh tranh & linh hoạt';

export const services: readonly Service[] = [
  {
    id: 'ai-marketing-strategy',
    title: 'Chiến lược marketing AI',
    summary: 'Kế hoạch 90 ngày xây trên dữ liệu của bạn: AI làm phần phân tích nặng nhọc, con người đưa ra quyết định.',
    description:
      'Chúng tôi rà soát kênh, khách hàng và đối thủ của bạn, rồi dùng mô hình AI để tìm ra phân khúc, thông điệp và cách chia ngân sách có khả năng hoàn vốn cao nhất. Bạn nhận được một kế hoạch mà đội ngũ của mình có thể tự triển khai, với chỉ tiêu cho từng tháng.',
    icon: BrainCircuit,
    features: [
      'Nghiên cứu khách hàng và đối thủ tại Úc và Việt Nam',
      'Phân khúc khách hàng và thông điệp xây từ chính dữ liệu bán hàng của bạn',
      'Cơ cấu kênh và phân bổ ngân sách kèm dự báo có thể kiểm chứng',
      'Đánh giá kết quả so với chỉ tiêu mỗi tháng, kèm các bước tiếp theo',
    ],
    price: SERVICE_PRICE,
  },
  {
    id: 'content-creation-seo',
    title: 'Sáng tạo nội dung & SEO',
    summary: 'Bài viết, trang đích và video trả lời đúng điều khách hàng của bạn đang tìm, bằng tiếng Anh và tiếng Việt.',
    description:
      'Người viết và biên tập viên của chúng tôi lên kế hoạch nội dung dựa trên nhu cầu tìm kiếm thật, viết nháp với sự hỗ trợ của AI, rồi tự tay kiểm chứng, bản địa hóa và tối ưu từng bài. Không có gì được đăng khi chưa có biên tập viên duyệt.',
    icon: PenTool,
    features: [
      'Nghiên cứu từ khóa và chủ đề theo từng giai đoạn mua hàng',
      'Bài viết chuyên sâu, trang đích và mô tả sản phẩm',
      'Người viết bản ngữ tiếng Anh và tiếng Việt, không dùng dịch máy',
      'Tối ưu on-page, liên kết nội bộ và schema cho từng bài',
    ],
    price: SERVICE_PRICE,
  },
  {
    id: 'social-media-management',
    title: 'Quản lý mạng xã hội',
    summary: 'Đăng bài có kế hoạch, đúng chất thương hiệu và chăm sóc cộng đồng trên Facebook, Instagram, TikTok, LinkedIn và Zalo.',
    description:
      'Chúng tôi lên lịch nội dung hằng tháng, sản xuất bài đăng, video ngắn và story, đăng vào khung giờ khách hàng của bạn hoạt động nhiều nhất, đồng thời trả lời bình luận và tin nhắn. Chiến dịch hợp tác với nhà sáng tạo nội dung và nội dung do người dùng tạo cũng nằm trong bộ công cụ của chúng tôi.',
    icon: Share2,
    features: [
      'Lịch nội dung hằng tháng được duyệt trước khi đăng bất cứ bài nào',
      'Video ngắn, bài carousel và story do đội ngũ nội bộ sản xuất',
      'Quản lý cộng đồng và trả lời tin nhắn trong giờ làm việc',
      'Hợp tác với nhà sáng tạo nội dung và chiến dịch nội dung do người dùng tạo',
    ],
    price: SERVICE_PRICE,
  },
  {
    id: 'branding-design',
    title: 'Thương hiệu & Thiết kế',
    summary: 'Tên thương hiệu, bộ nhận diện và hệ thống thiết kế đẹp trên biển hiệu, trên bảng tin mạng xã hội lẫn trong bộ hồ sơ chào hàng.',
    description:
      'Từ workshop định vị đến logo, màu sắc, kiểu chữ và giọng văn, chúng tôi xây dựng thương hiệu nhất quán ở mọi điểm chạm, rồi bàn giao bộ mẫu để đội ngũ của bạn tự giữ đúng chuẩn thương hiệu mà không cần đến chúng tôi.',
    icon: Palette,
    features: [
      'Workshop định vị, đặt tên và xây dựng thông điệp',
      'Logo, bảng màu, kiểu chữ và định hướng hình ảnh',
      'Cẩm nang thương hiệu và bộ mẫu Canva hoặc Figma',
      'Bao bì, biển hiệu và ấn phẩm ra mắt',
    ],
    price: SERVICE_PRICE,
  },
  {
    id: 'digital-advertising',
    title: 'Quảng cáo số',
    summary: 'Chiến dịch Google, Meta, TikTok và LinkedIn được quản lý theo chi phí mỗi khách hàng tiềm năng và lợi nhuận trên chi phí quảng cáo.',
    description:
      'Chúng tôi thiết lập đo lường chuyển đổi trước, rồi mới xây dựng và quản lý chiến dịch với chỉ tiêu rõ ràng về chi phí mỗi khách hàng tiềm năng và lợi nhuận trên chi phí quảng cáo. Ngân sách được dịch chuyển hằng tuần về phía những gì đang hiệu quả, và bạn thấy từng đồng đô, từng đồng bạc trong báo cáo cập nhật trực tiếp.',
    icon: Megaphone,
    features: [
      'Đo lường chuyển đổi với Google Analytics 4 và pixel của từng nền tảng',
      'Chiến dịch tìm kiếm, mua sắm, mạng xã hội và video',
      'Thử nghiệm mẫu quảng cáo và trang đích mỗi tháng',
      'Bảng điều khiển trực tiếp với chi tiêu, khách hàng tiềm năng, CPL và ROAS',
    ],
    price: SERVICE_PRICE,
  },
  {
    id: 'seo-optimization',
    title: 'Tối ưu SEO',
    summary: 'Sửa lỗi kỹ thuật, SEO địa phương và xây dựng liên kết giúp bạn lên hạng Google với những từ khóa mang lại doanh thu.',
    description:
      'Chúng tôi khắc phục những gì cản trở công cụ tìm kiếm thu thập dữ liệu và xếp hạng website của bạn, tăng tốc độ tải trang, xây dựng độ hiện diện địa phương qua Google Business Profile và có được liên kết từ những trang khách hàng của bạn vẫn thường đọc.',
    icon: Search,
    features: [
      'Rà soát kỹ thuật: thu thập dữ liệu, lập chỉ mục, Core Web Vitals và schema',
      'SEO địa phương cho Google Business Profile và kết quả trên bản đồ',
      'PR số và liên kết từ các trang báo địa phương liên quan',
      'Báo cáo thứ hạng, lượng truy cập và lượt hỏi thông tin hằng tháng',
    ],
    price: SERVICE_PRICE,
  },
];
