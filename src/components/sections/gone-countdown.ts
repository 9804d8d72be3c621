/** Counts down the visible seconds on a 410 notice and then follows its redirect. */
export function initGoneCountdown(root: Document = document): void {
  const box = root.querySelector<HTMLElement>('[data-gone-redirect]');
  if (!box) return;
  const target = box.dataset.goneRedirect;
  let remaining = Number(box.dataset.goneDelay ?? '5');
  const seconds = box.querySelector<HTMLElement>('[data-gone-seconds]');
  const unit = box.querySelector<HTMLElement>('[data-gone-unit]');
  const cancel = box.querySelector<HTMLButtonElement>('[data-gone-cancel]');
  const status = box.querySelector<HTMLElement>('[role="status"]');
  if (!target || !Number.isFinite(remaining)) return;
  // WCAG 2.2.1: a timed redirect must be possible to turn off. The button keeps its space while
  // invisible (no layout shift when it appears) and is only shown where this script runs.
  if (cancel) {
    cancel.classList.remove('invisible');
    cancel.addEventListener('click', () => {
      window.clearInterval(timer);
      cancel.classList.add('invisible');
      if (status && box.dataset.goneCancelled) status.textContent = box.dataset.goneCancelled;
    });
  }
  const timer = window.setInterval(() => {
    remaining = Math.max(0, remaining - 1);
    if (seconds) seconds.textContent = String(remaining);
    // Unit words come from the page's dictionary (Vietnamese has one word for both).
    if (unit)
      unit.textContent = (remaining === 1 ? box.dataset.goneUnitOne : box.dataset.goneUnitMany) ?? unit.textContent;
    if (remaining === 0) {
      window.clearInterval(timer);
      window.location.assign(target);
    }
  }, 1000);
}
