/*
 * Progressive enhancement for ResourceGrid: shows the label buttons and hides cards that do not
 * carry the chosen label. Plain DOM code: a few hundred bytes instead of a React island.
 */
import { ALL_LABEL, matchesLabel } from '../../lib/resource-labels.ts';

function labelsOf(item: HTMLElement): string[] {
  try {
    const parsed: unknown = JSON.parse(item.dataset.labels ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((value): value is string => typeof value === 'string') : [];
  } catch {
    return [];
  }
}

export function initResourceFilters(root: ParentNode = document): void {
  for (const grid of root.querySelectorAll<HTMLElement>('[data-resource-filter-root]')) {
    const toolbar = grid.querySelector<HTMLElement>('[data-resource-filter]');
    if (!toolbar) continue;
    const buttons = [...toolbar.querySelectorAll<HTMLButtonElement>('button[data-label]')];
    const items = [...grid.querySelectorAll<HTMLElement>('[data-resource-item]')];
    const status = toolbar.querySelector<HTMLElement>('[data-filter-status]');
    // The sentences come from the page's dictionary, written into the markup by ResourceGrid.
    const say = (template: string | undefined, count: number, label: string) =>
      (template ?? '').replace('{count}', String(count)).replace('{label}', label);

    const select = (label: string) => {
      let shown = 0;
      for (const item of items) {
        const visible = matchesLabel({ labels: labelsOf(item) }, label);
        item.hidden = !visible;
        if (visible) shown += 1;
      }
      for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.label === label));
      if (status) {
        const { statusAll, statusOne, statusMany } = toolbar.dataset;
        status.textContent = say(label === ALL_LABEL ? statusAll : shown === 1 ? statusOne : statusMany, shown, label);
      }
    };

    for (const button of buttons) button.addEventListener('click', () => select(button.dataset.label ?? ALL_LABEL));
    toolbar.hidden = false;
  }
}
