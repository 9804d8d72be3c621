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

    const select = (label: string) => {
      let shown = 0;
      for (const item of items) {
        const visible = matchesLabel({ labels: labelsOf(item) }, label);
        item.hidden = !visible;
        if (visible) shown += 1;
      }
      for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.label === label));
      if (status) {
        status.textContent =
          label === ALL_LABEL ? `Showing all ${shown} resources` : `Showing ${shown} ${shown === 1 ? 'resource' : 'resources'} labelled ${label}`;
      }
    };

    for (const button of buttons) button.addEventListener('click', () => select(button.dataset.label ?? ALL_LABEL));
    toolbar.hidden = false;
  }
}
