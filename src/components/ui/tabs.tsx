import { Activity, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** A pointer on its way to a tab, or the focus on it: a panel's code can start loading before the click. */
  onIntent?: (value: string) => void;
  label: string;
}

/**
 * Tabs as the WAI-ARIA pattern with automatic activation: one tab in the tab order, arrow keys move
 * (and wrap) between tabs, Home/End jump to the ends; only the selected panel is shown. Written
 * here rather than taken from Radix, whose tabs bring about 7 KB gzipped to the first load.
 *
 * A panel is first rendered when its tab is first chosen; leaving it hides it in an Activity
 * boundary (out of sight and of the accessibility tree, its state kept), so going back to it shows
 * it at once instead of building it again. React redraws a hidden panel only when it has nothing
 * else to do, so the panels out of sight do not slow typing in the one on screen.
 */
export function Tabs({ items, value, defaultValue, onValueChange, onIntent, label }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? own;
  const list = useRef<HTMLDivElement>(null);
  const [visited, setVisited] = useState<readonly string[]>(selected === undefined ? [] : [selected]);
  if (selected !== undefined && !visited.includes(selected)) setVisited([...visited, selected]);
  const idOf = (item: string, part: 'tab' | 'panel') => `${base}-${part}-${item}`;

  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    if (next !== selected) onValueChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const item = target === undefined ? undefined : items[target];
    if (!item) return;
    event.preventDefault();
    select(item.value);
    list.current?.querySelector<HTMLButtonElement>(`[id="${idOf(item.value, 'tab')}"]`)?.focus();
  };

  return (
    <div>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="no-print flex flex-wrap gap-1 rounded-card bg-slate-100 p-1"
      >
        {items.map((item, index) => {
          const active = item.value === selected;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={idOf(item.value, 'tab')}
              aria-selected={active}
              aria-controls={idOf(item.value, 'panel')}
              data-state={active ? 'active' : 'inactive'}
              tabIndex={active ? 0 : -1}
              onClick={() => select(item.value)}
              onPointerEnter={() => onIntent?.(item.value)}
              onFocus={() => onIntent?.(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="shrink-0 rounded-control px-3 py-2 sm:px-4 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items
        .filter((item) => item.value === selected || visited.includes(item.value))
        .map((item) => (
          <Activity key={item.value} mode={item.value === selected ? 'visible' : 'hidden'}>
            <div
              role="tabpanel"
              id={idOf(item.value, 'panel')}
              aria-labelledby={idOf(item.value, 'tab')}
              data-state={item.value === selected ? 'active' : 'inactive'}
              tabIndex={0}
              className="mt-6 focus-visible:outline-offset-4"
            >
              {item.content}
            </div>
          </Activity>
        ))}
    </div>
  );
}
