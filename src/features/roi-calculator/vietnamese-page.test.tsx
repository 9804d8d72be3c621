// @vitest-environment happy-dom
/**
 * The words the ROI calculator's Vietnamese page used to show in English (kit-owned words, the
 * planning panels) and its currency default: Vietnamese on vi, English output unchanged on en.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORMULAS } from '../calculator-kit/model/formulas.ts';
import { buildTargets } from '../calculator-kit/model/plan-targets.ts';
import { CURRENCY_KEY } from '../calculator-kit/use-currency.ts';
import { ChannelCard } from './channel-card.tsx';
import { roiEn } from './i18n/en.ts';
import { roiTextFor } from './i18n/index.ts';
import { renderRoi } from './i18n/test-wrapper.tsx';
import { roiVi } from './i18n/vi.ts';
import { analyse, sampleRows } from './model/roi.ts';
import { optimise } from './model/optimizer.ts';
import { BandsSection } from './planning/bands-section.tsx';
import { ResplitSection } from './planning/resplit-section.tsx';
import { RoiMethodology } from './planning/roi-methodology.tsx';
import { RoiPlanningPanel } from './planning/roi-planning-panel.tsx';
import { TargetsSection } from './planning/targets-section.tsx';
import { PrintReport } from './print-report.tsx';
import { RoiCalculator } from './roi-calculator.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});
beforeEach(() => localStorage.clear());

const rows = sampleRows();
const [first] = analyse(rows).rows;

describe('the currency the calculator opens in', () => {
  for (const [locale, expected] of [
    ['vi', 'VND'],
    ['en', 'USD'],
  ] as const) {
    it(`is ${expected} on the ${locale} page until the visitor picks one`, () => {
      render(<RoiCalculator locale={locale} text={roiTextFor(locale)} contactHref="/contact" />);
      expect((document.getElementById('roi-currency') as HTMLSelectElement).value).toBe(expected);
    });
  }

  it('follows the stored choice on the Vietnamese page', () => {
    localStorage.setItem(CURRENCY_KEY, JSON.stringify('AUD'));
    render(<RoiCalculator locale="vi" text={roiTextFor('vi')} contactHref="/contact" />);
    expect((document.getElementById('roi-currency') as HTMLSelectElement).value).toBe('AUD');
  });
});

describe('a refused number in a channel card', () => {
  for (const [locale, label, message] of [
    ['vi', 'Chi phí', 'Chi phí không được là số âm. Giá trị trước đó được giữ nguyên.'],
    ['en', 'Spend', 'Spend cannot be negative. The previous value is kept.'],
  ] as const) {
    it(`is worded in the page's language (${locale})`, () => {
      const onChange = vi.fn();
      renderRoi(
        <ChannelCard
          row={first!}
          editing
          canRemove
          currency="VND"
          onToggleEdit={() => {}}
          onRemove={() => {}}
          onChange={onChange}
        />,
        locale,
      );
      const spend = screen.getByLabelText(label);
      fireEvent.change(spend, { target: { value: '-5' } });
      expect(document.getElementById(`${spend.id}-error`)?.textContent).toBe(message);
      expect(spend.getAttribute('aria-invalid')).toBe('true');
      expect(onChange).not.toHaveBeenCalled();
    });
  }
});

describe('the printed report', () => {
  for (const [locale, line] of [
    ['vi', /· lập ngày 22 tháng 11, 2026 bằng Công cụ tính ROI của Brightlane Digital$/],
    ['en', /· prepared 22 November 2026 with the Brightlane Digital ROI Calculator$/],
  ] as const) {
    it(`says when and with what it was prepared in the page's language (${locale})`, () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
      renderRoi(<PrintReport analysis={analyse(rows)} optimizer={optimise(rows)} currency="USD" />, locale);
      act(() => void window.dispatchEvent(new Event('beforeprint')));
      const title = locale === 'vi' ? roiVi.reportTitle : roiEn.reportTitle;
      const facts = screen.getByRole('heading', { name: title }).nextElementSibling;
      expect(facts?.textContent).toMatch(line);
    });
  }
});

describe('a shared link that cannot be opened', () => {
  for (const [locale, detail] of [
    ['vi', 'Liên kết chia sẻ không đúng định dạng. Công cụ đang hiển thị các kênh mẫu thay thế.'],
    ['en', 'The shared link is not in a format we recognise. The sample channels are shown instead.'],
  ] as const) {
    it(`explains why in the page's language (${locale})`, async () => {
      window.history.replaceState(null, '', '/?plan=broken');
      render(<RoiCalculator locale={locale} text={roiTextFor(locale)} contactHref="/contact" />);
      // The toast region loads with the first toast (a chunk of its own).
      expect(await screen.findByText(detail, undefined, { timeout: 5000 })).toBeTruthy();
    });
  }

  it('explains a broken plan hand-off in Vietnamese', () => {
    window.history.replaceState(null, '', '/#targets=v9.abc');
    renderRoi(<RoiPlanningPanel rows={rows} currency="VND" />, 'vi');
    expect(screen.getByRole('alert').textContent).toBe(
      'Liên kết chia sẻ được tạo từ một phiên bản khác của công cụ. Số liệu thực tế của bạn vẫn giữ nguyên.',
    );
  });
});

describe('the planning panels', () => {
  it('label their source chips from the dictionary (vi) and keep the English chips (en)', () => {
    renderRoi(
      <>
        <BandsSection rows={rows} currency="VND" />
        <ResplitSection rows={rows} currency="VND" />
      </>,
      'vi',
    );
    expect(screen.getByText('Số của bạn')).toBeTruthy();
    expect(screen.getByText('Giả định')).toBeTruthy();
    expect(screen.queryByText('Your number')).toBeNull();
    expect(screen.queryByText('Assumption')).toBeNull();
    cleanup();
    renderRoi(
      <>
        <BandsSection rows={rows} currency="USD" />
        <ResplitSection rows={rows} currency="USD" />
      </>,
    );
    expect(screen.getByText('Your number')).toBeTruthy();
    expect(screen.getByText('Assumption')).toBeTruthy();
  });

  it('give the methodology its formulas in the page language; English is the kit’s FORMULAS word for word', () => {
    const used = ['Diminishing returns (Hill curve, k = 1)', 'Best split (water-filling)', 'Why revenue missed (LMDI)'];
    expect(Object.values(roiEn.planning.formulas)).toEqual(FORMULAS.filter((f) => used.includes(f.name)));
    const { container } = renderRoi(<RoiMethodology />, 'vi');
    const names = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(names.slice(0, 3)).toEqual([
      'Lợi suất giảm dần (đường cong Hill, k = 1)',
      'Cách chia tốt nhất (phương pháp rót nước)',
      'Vì sao doanh thu chưa đạt (LMDI)',
    ]);
    for (const name of used) expect(container.textContent).not.toContain(name);
    cleanup();
    const english = renderRoi(<RoiMethodology />);
    expect([...english.container.querySelectorAll('dt')].map((dt) => dt.textContent).slice(0, 3)).toEqual(used);
  });

  const targets = buildTargets({
    currency: 'USD',
    l2c: 25,
    channels: [{ name: 'PPC', spend: 1800, cpc: 1.2, cvr: 5, vpl: 40, clicks: 1500, leads: 75, revenue: 3000 }],
  });
  for (const [locale, note] of [
    [
      'vi',
      'Kế hoạch được lập bằng đô la Mỹ (USD); số liệu thực tế đang hiển thị bằng đồng Việt Nam (VND). Số tiền được so sánh đúng như đã nhập, không quy đổi.',
    ],
    [
      'en',
      'The plan was made in USD; these actuals are shown in VND. Amounts are compared as typed, without conversion.',
    ],
  ] as const) {
    it(`name the plan's other currency in the page's language (${locale})`, () => {
      renderRoi(
        <TargetsSection
          rows={rows}
          currency="VND"
          targets={targets}
          problem={undefined}
          onTargets={() => {}}
          onProblem={() => {}}
        />,
        locale,
      );
      expect(screen.getByText(note)).toBeTruthy();
    });
  }

  for (const [locale, message] of [
    [
      'vi',
      'Tệp không phải định dạng JSON. Hãy chọn tệp mà công cụ Lập ngân sách đã tải xuống. Số liệu thực tế của bạn vẫn giữ nguyên.',
    ],
    ['en', 'The file is not JSON. Choose the file the Budget Planner downloaded. Your actuals are unchanged.'],
  ] as const) {
    it(`refuse a plan file that is not JSON in the page's language (${locale})`, async () => {
      const onProblem = vi.fn();
      const { container } = renderRoi(
        <TargetsSection
          rows={rows}
          currency="VND"
          targets={null}
          problem={undefined}
          onTargets={() => {}}
          onProblem={onProblem}
        />,
        locale,
      );
      const input = container.querySelector('input[type="file"]') as HTMLInputElement;
      const file = new File(['{'], 'plan.json', { type: 'application/json' });
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      fireEvent.change(input);
      await waitFor(() => expect(onProblem).toHaveBeenCalledWith(message));
    });
  }
});
