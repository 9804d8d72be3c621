/**
 * Callouts: a paragraph that starts with one of the labels below ("Pro Tip: …", or the label in
 * bold) becomes a highlighted note. Authors write plain Markdown; no component syntax needed.
 */
import { h, isElement, replacingPlugin, text, textOf, type Element, type ElementContent } from './hast.ts';

export const CALLOUTS = [
  { label: 'Get Started', kind: 'get-started' },
  { label: 'Why It Shines', kind: 'why-it-shines' },
  { label: 'Pro Tip', kind: 'pro-tip' },
  { label: 'Limitation', kind: 'limitation' },
  { label: 'Cách bắt đầu', kind: 'get-started' },
  { label: 'Điểm mạnh', kind: 'why-it-shines' },
  { label: 'Mẹo hay', kind: 'pro-tip' },
  { label: 'Hạn chế', kind: 'limitation' },
] as const;

/** The callout a line of text opens with ("Pro Tip: do this" → pro-tip), matched case-insensitively. */
export function matchCallout(line: string): (typeof CALLOUTS)[number] | undefined {
  const start = line.trimStart().toLowerCase();
  return CALLOUTS.find((callout) => start.startsWith(`${callout.label.toLowerCase()}:`));
}

function labelElement(label: string): Element {
  return h('strong', { className: ['callout-label'] }, [text(`${label}:`)]);
}

/** Splits the label off the paragraph's first child, wherever the author put the colon. */
function relabel(children: ElementContent[], label: string): ElementContent[] | null {
  const [first, second, ...rest] = children;
  if (!first) return null;
  if (first.type === 'text') {
    const trimmed = first.value.trimStart();
    const remainder = trimmed.slice(label.length + 1);
    return [
      labelElement(label),
      text(remainder.startsWith(' ') ? remainder : ` ${remainder.trimStart()}`),
      ...children.slice(1),
    ];
  }
  if (isElement(first, 'strong') || isElement(first, 'b')) {
    const bold = textOf(first).trim();
    if (bold.toLowerCase() === `${label.toLowerCase()}:`) return [labelElement(label), ...children.slice(1)];
    // "**Pro Tip**: text": the colon sits in the following text node.
    if (bold.toLowerCase() === label.toLowerCase() && second?.type === 'text' && second.value.startsWith(':')) {
      return [labelElement(label), text(second.value.slice(1)), ...rest];
    }
  }
  return null;
}

/** `<p>Pro Tip: …</p>` → `<div class="callout" data-callout="pro-tip" role="note"><p>…</p></div>`. */
export function toCallout(paragraph: Element): Element | null {
  if (paragraph.tagName !== 'p') return null;
  const callout = matchCallout(textOf(paragraph));
  if (!callout) return null;
  const children = relabel(paragraph.children, callout.label);
  if (!children) return null;
  return h('div', { className: ['callout', `callout-${callout.kind}`], dataCallout: callout.kind, role: 'note' }, [
    h('p', {}, children),
  ]);
}

export const calloutsPlugin = replacingPlugin('brightlane-callouts', ['p'], toCallout);
