/** Counts down the visible seconds on a 410 notice and then follows its redirect. */
export function initGoneCountdown(root: Document = document): void {
  const box = root.querySelector<HTMLElement>('[data-gone-redirect]');
  if (!box) return;
  const target = box.dataset.goneRedirect;
  let remaining = Number(box.dataset.goneDelay ?? '5');
  const seconds = box.querySelector<HTMLElement>('[data-gone-seconds]');
  const unit = box.querySelector<HTMLElement>('[data-gone-unit]');
  if (!target || !Number.isFinite(remaining)) return;
  const timer = window.setInterval(() => {
    remaining = Math.max(0, remaining - 1);
    if (seconds) seconds.textContent = String(remaining);
    if (unit) unit.textContent = remaining === 1 ? 'second' : 'seconds';
    if (remaining === 0) {
      window.clearInterval(timer);
      window.location.assign(target);
    }
  }, 1000);
}
