import type { PeriodsText } from './en.ts';

/** Lời của bước xem lại các kỳ và thông báo Hoàn tác. */
export const periodsVi: PeriodsText = {
  heading: 'Lợi suất giảm dần từ các kỳ của bạn',
  intro:
    'Các kênh này có nhiều hơn một kỳ trong tệp của bạn. Đường bão hòa của mỗi kênh đi qua kỳ chi tiêu thấp nhất và kỳ chi tiêu cao nhất. CPC, tỷ lệ chuyển đổi và giá trị mỗi khách hàng tiềm năng vẫn là tổng của mọi kỳ, và ngân sách của mỗi kênh trong kế hoạch trở thành mức chi tiêu trung bình mỗi kỳ.',
  period: '{period}: chi tiêu {spend}, {leads} {result}, {clicks} lượt nhấp',
  ofMore: 'Hai trong {count} kỳ có chi tiêu thấp nhất và cao nhất:',
  fitted:
    'Đường cong từ tệp của bạn: tối đa {cmax} {result}, đạt một nửa ở mức chi tiêu {h}; đường cong khớp chi phí trên mỗi kết quả chung của bạn tại {sRef} (tỷ lệ đã dùng của mức trần {phi}). Khi áp dụng, lợi suất giảm dần được bật cho kênh này.',
  season: 'Hai kỳ còn khác nhau về mùa vụ và cạnh tranh, điều này có thể trông giống bão hòa.',
  refused: {
    unknown:
      'Không có đường cong: một số số liệu của các kỳ này không rõ trong tệp (“<5”, “--”) hoặc bị thiếu. Kênh này không thay đổi và giữ các giả định của nó.',
    'same-spend':
      'Không có đường cong: các kỳ có cùng mức chi tiêu nên không cho biết chi thêm sẽ mang lại gì. Kênh này không thay đổi.',
    fell: 'Không có đường cong: kết quả giảm trong khi chi tiêu tăng, điều mà đường bão hòa không mô tả được (đã có yếu tố khác thay đổi). Kênh này không thay đổi.',
    'no-saturation':
      'Không có đường cong: kết quả tăng nhanh bằng (hoặc nhanh hơn) chi tiêu nên không thấy lợi suất giảm dần. Kênh này không thay đổi và vẫn là đường thẳng.',
    'not-positive': 'Không có đường cong: mỗi kỳ cần có chi tiêu và kết quả lớn hơn 0. Kênh này không thay đổi.',
    outside: 'Không có đường cong: các kỳ còn lại không khớp với đường cong qua hai kỳ này. Kênh này không thay đổi.',
  },
  toast: 'Lợi suất giảm dần từ tệp của bạn cho {count} kênh',
};
