// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initGoneCountdown } from './gone-countdown.ts';

function notice(delay: number, cancelled: string): void {
  document.body.innerHTML = `
    <div data-gone-redirect="/services#seo" data-gone-delay="${delay}" data-gone-unit-one="giây" data-gone-unit-many="giây" data-gone-cancelled="${cancelled}">
      <p role="status">Bạn sẽ được chuyển đi sau <span data-gone-seconds>${delay}</span> <span data-gone-unit>giây</span>.</p>
      <button type="button" data-gone-cancel class="invisible">Ở lại trang này</button>
    </div>`;
}

describe('the countdown of a retired page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts the seconds down in the page language and stops when asked, saying so in that language', () => {
    notice(5, 'Đã huỷ chuyển trang. Bấm “Đi ngay” khi bạn sẵn sàng.');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    initGoneCountdown(document);
    const button = document.querySelector<HTMLButtonElement>('[data-gone-cancel]')!;
    expect(button.classList.contains('invisible')).toBe(false);
    vi.advanceTimersByTime(2_000);
    expect(document.querySelector('[data-gone-seconds]')!.textContent).toBe('3');
    button.click();
    expect(document.querySelector('[role="status"]')!.textContent).toBe(
      'Đã huỷ chuyển trang. Bấm “Đi ngay” khi bạn sẵn sàng.',
    );
    vi.advanceTimersByTime(10_000);
    expect(assign).not.toHaveBeenCalled();
  });

  it('follows the redirect when the count reaches zero', () => {
    notice(2, 'Redirect cancelled.');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    initGoneCountdown(document);
    vi.advanceTimersByTime(2_000);
    expect(assign).toHaveBeenCalledWith('/services#seo');
  });
});
