import { describe, expect, it } from 'vitest';
import { englishSentence, missingNumbers, parityProblems } from './translation-parity.test-helper.ts';

describe('englishSentence', () => {
  it('finds an English sentence left in Vietnamese text', () => {
    expect(englishSentence('Chúng tôi làm việc. We reply to every message within one business day.')).toBe(
      'We reply to every message within one business day',
    );
  });
  it('lets Vietnamese prose, brand names and product names through', () => {
    expect(
      englishSentence('Đăng ký Google Business Profile và Apple Business Connect cho từng địa điểm.'),
    ).toBeUndefined();
    expect(englishSentence('Dùng GA4 Campaign URL Builder để gắn thẻ UTM cho liên kết.')).toBeUndefined();
    expect(englishSentence('In ấn tờ rơi cho quán cà phê ở Quận 1 và bán tại chỗ.')).toBeUndefined();
  });
});

describe('missingNumbers', () => {
  it('accepts Vietnamese separators and extra numbers, and lists the ones that went missing', () => {
    expect(missingNumbers('LCP under 2.5 s and 1,200 words', 'LCP dưới 2,5 giây và 1.200 chữ')).toEqual([]);
    expect(missingNumbers('in force since 1 January 2026', 'có hiệu lực từ ngày 1 tháng 1 năm 2026')).toEqual([]);
    expect(missingNumbers('30 checks in 7 stages', '30 điểm kiểm tra')).toEqual(['7']);
  });
});

describe('parityProblems', () => {
  const en = { id: 'a', href: '/x', title: 'Read the guide for your team', items: ['Two of them', 'Save 30%'] };
  it('passes a faithful translation', () => {
    expect(
      parityProblems(en, {
        id: 'a',
        href: '/x',
        title: 'Đọc hướng dẫn cho đội ngũ của bạn',
        items: ['Hai mục', 'Tiết kiệm 30%'],
      }),
    ).toEqual([]);
  });
  it('reports changed ids and links, lost items and numbers, and untranslated text', () => {
    const problems = parityProblems(en, {
      id: 'b',
      href: '/x',
      title: 'Read the guide for your team',
      items: ['Hai mục'],
    });
    expect(problems).toEqual([
      '$.id: must stay "a", got "b"',
      '$.items: 2 items in English, 1 in Vietnamese',
      '$.title: left in English: "Read the guide for your team"',
      '$.title: English sentence "Read the guide for your team"',
    ]);
    expect(parityProblems('Save 30%', 'Tiết kiệm nhiều')).toEqual(['$: numbers 30 of "Save 30%" are missing']);
  });
});
