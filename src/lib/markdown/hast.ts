/**
 * Small helpers for building and reading hast (HTML syntax tree) nodes. The article plugins are
 * pure functions from one hast element to its replacement, so they test without a pipeline.
 */
import type { Element, ElementContent, Properties, Text } from 'hast';

export type { Element, ElementContent };

export function h(tagName: string, properties: Properties = {}, children: ElementContent[] = []): Element {
  return { type: 'element', tagName, properties, children };
}

export function text(value: string): Text {
  return { type: 'text', value };
}

export function isElement(node: unknown, tagName?: string): node is Element {
  if (typeof node !== 'object' || node === null) return false;
  const candidate = node as Partial<Element>;
  return candidate.type === 'element' && (tagName === undefined || candidate.tagName === tagName);
}

/** Like DOM textContent. */
export function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map((child) => textOf(child)).join('');
  return '';
}

/** Element children only (the parser keeps newline text nodes between table rows). */
export function childElements(node: Element, tagName?: string): Element[] {
  return node.children.filter((child): child is Element => isElement(child, tagName));
}

/**
 * The slice of Sätteri's hast visitor context the plugins use. Sätteri (Astro's own Markdown
 * pipeline) calls `visit(node, ctx)` for every element whose tag is in `filter`.
 */
export interface HastEditContext {
  replaceNode(node: Readonly<Element>, replacement: Element): void;
}

export interface ElementPlugin {
  name: string;
  element: { filter: string[]; visit: (node: Readonly<Element>, ctx: HastEditContext) => void };
}

/** A plugin that swaps every matching element for `transform(element)` when that is not null. */
export function replacingPlugin(
  name: string,
  tags: string[],
  transform: (node: Element) => Element | null,
): ElementPlugin {
  return {
    name,
    element: {
      filter: tags,
      visit(node, ctx) {
        const replacement = transform(node as Element);
        if (replacement) ctx.replaceNode(node, replacement);
      },
    },
  };
}
