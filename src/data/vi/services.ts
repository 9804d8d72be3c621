/** The six services in Vietnamese (same names and shapes as ../services.ts; ids are anchors). */
import { BrainCircuit, Megaphone, Palette, PenTool, Search, Share2 } from 'lucide-react';
import type { Service } from '../services.ts';

export type { Service } from '../services.ts';

export const SERVICE_PRICE = 'Cạnh tranh và linh hoạt';

export const services: readonly Service[] = [
  {
    id: 'ai-marketing-strategy',
    title: 'Chiến lược marketing AI',
    summary: 'Kế hoạch 90 ngày dựa trên dữ liệu của bạn: AI lo phần phân tích nặng, con người đưa ra quyết định.',
    description:
      'Chúng tôi rà soát kênh, khách hàng và đối thủ của bạn, rồi dùng mô hình AI để tìm ra phân khúc, thông điệp và cách chia ngân sách có khả năng hoàn vốn cao nhất. Bạn nhận được một kế hoạch đội ngũ của mình có thể tự triển khai, với mục tiêu cho từng tháng.',
    icon: BrainCircuit,
    features: [
      'Nghiên cứu khách hàng và đối thủ tại Việt Nam và Úc',
      'Phân khúc khách hàng và thông điệp xây từ chính dữ liệu bán hàng của bạn',
      'Cơ cấu kênh và phân bổ ngân sách kèm dự báo có thể kiểm chứng',
      'Đánh giá kết quả hằng tháng so với mục tiêu, kèm các bước tiếp theo',
    ],
    price: SERVICE_PRICE,
  },
  {
    id: 'content-creation-seo',
    title: 'Sáng tạo nội dung & SEO',
    summary: 'Bài viết, landing page và video trả lời đúng điều khách hàng đang tìm, bằng tiếng Việt và tiếng Anh.',
    description:
      'Đội ngũ biên tập lên kế hoạch nội dung theo nhu cầu tìm kiếm thật, viết nháp với sự hỗ trợ của AI, rồi kiểm tra dữ kiện, bản địa hóa và tối ưu từng bài bằng tay. Không bài nào được đăng khi chưa có biên tập viên duyệt.',
    icon: PenTool,
    features: [
      'Nghiên cứu từ khóa và chủ đề theo từng giai đoạn mua hàng',
      'Bài viết chuyên sâu, landing page và nội dung sản phẩm',
      'Người viết bản ngữ tiếng Việt và tiếng Anh, không dịch máy',
      'Tối ưu on-page, liên kết nội bộ và schema cho từng bài',
    ],
    price: SERVICE_PRICE,
  },
  {
    id: 'social-media-management',
    title: 'Quản lý mạng xã hội',
    summary: 'Đăng bài có kế hoạch, đúng chất thương hiệu và chăm sóc cộng đồng trên Facebook, Instagram, TikTok, LinkedIn và Zalo.',
    description:
      'Chúng tôi lên lịch nội dung hằng tháng, sản xuất bài đăng, video ngắn và story, đăng vào khung giờ khách hàng của bạn online nhiều nhất, đồng thời trả lời bình luận và tin nhắn. Hợp tác với nhà sáng tạo nội dung và chiến dịch nội dung từ người dùng cũng nằm trong bộ công cụ.',
    icon: Share2,
    features: [
      'Lịch nội dung hằng tháng được duyệt trước khi đăng',
      'Video ngắn, carousel và story sản xuất tại chỗ',
      'Quản lý cộng đồng và trả lời tin nhắn trong giờ làm việc',
      'Hợp tác KOC, KOL và chiến dịch nội dung từ người dùng',
    ],
    price: SERVICE_PRICE,
  },
  {
    id: 'branding-design',
    title: 'Thương hiệu & thiết kế',
    summary: 'Tên gọi, bộ nhận diện và hệ thống thiết kế đẹp trên biển hiệu, trên bảng tin mạng xã hội lẫn trong hồ sơ năng lực.',
    description:
      'Từ buổi làm việc định vị đến logo, màu sắc, kiểu chữ và giọng điệu, chúng tôi xây dựng thương hiệu nhất quán ở mọi điểm chạm, rồi bàn giao bộ mẫu để đội ngũ của bạn tự giữ đúng nhận diện mà không cần đến chúng tôi.',
    icon: Palette,
    features: [
      'Workshop định vị, đặt tên và thông điệp',
      'Logo, bảng màu, kiểu chữ và định hướng hình ảnh',
      'Cẩm nang thương hiệu và bộ mẫu Canva hoặc Figma',
      'Bao bì, biển hiệu và ấn phẩm ra mắt',
    ],
    price: SERVICE_PRICE,
  },
  {
    id: 'digital-advertising',
    title: 'Quảng cáo số',
    summary: 'Chiến dịch Google, Meta, TikTok và LinkedIn được quản lý theo chi phí mỗi khách tiềm năng và lợi nhuận trên chi phí quảng cáo.',
    description:
      'Chúng tôi cài đo lường chuyển đổi trước, rồi mới xây và quản lý chiến dịch với mục tiêu rõ ràng về chi phí mỗi khách tiềm năng và ROAS. Ngân sách được dồn về nhóm quảng cáo hiệu quả mỗi tuần, và bạn thấy từng đồng chi tiêu trên báo cáo trực tiếp.',
    icon: Megaphone,
    features: [
      'Đo lường chuyển đổi với Google Analytics 4 và pixel của từng nền tảng',
      'Chiến dịch tìm kiếm, mua sắm, mạng xã hội và video',
      'Thử nghiệm mẫu quảng cáo và landing page mỗi tháng',
      'Dashboard trực tiếp với chi tiêu, số khách tiềm năng, CPL và ROAS',
    ],
    price: SERVICE_PRICE,
  },
  {
    id: 'seo-optimization',
    title: 'Tối ưu SEO',
    summary: 'Sửa lỗi kỹ thuật, SEO địa phương và xây dựng liên kết để bạn lên top Google với những từ khóa ra đơn.',
    description:
      'Chúng tôi xử lý những gì cản công cụ tìm kiếm thu thập và xếp hạng website của bạn, tăng tốc độ tải trang, tăng độ hiện diện địa phương qua Google Business Profile và có được liên kết từ những trang khách hàng của bạn vẫn đọc.',
    icon: Search,
    features: [
      'Kiểm tra kỹ thuật: thu thập dữ liệu, lập chỉ mục, Core Web Vitals và schema',
      'SEO địa phương cho Google Business Profile và kết quả trên bản đồ',
      'PR số và xây dựng liên kết từ các trang báo địa phương phù hợp',
      'Báo cáo thứ hạng, lưu lượng truy cập và lượt liên hệ hằng tháng',
    ],
    price: SERVICE_PRICE,
  },
];
