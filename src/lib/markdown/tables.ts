/**
 * Tables: every table scrolls sideways inside a focusable, labelled region on narrow screens.
 * A two-column table headed "Mistake | Fix" is marked up as a mistake/fix comparison: each cell
 * carries its column name (data-label) so the stylesheet can stack rows as cards on phones.
 */
import { childElements, h, replacingPlugin, textOf, type Element, type ElementContent } from './hast.ts';

export const MISTAKE_FIX_LABEL = 'Mistakes and fixes';

function headerCells(table: Element): string[] {
  const thead = childElements(table, 'thead')[0];
  const row = thead ? childElements(thead, 'tr')[0] : undefined;
  return row ? childElements(row, 'th').map((cell) => textOf(cell).trim()) : [];
}

export function isMistakeFixTable(table: Element): boolean {
  const headers = headerCells(table);
  return headers.length === 2 && /\bmistakes?\b/i.test(headers[0] ?? '') && /\bfix(es)?\b/i.test(headers[1] ?? '');
}

function labelCells(section: Element, headers: string[]): Element {
  const children: ElementContent[] = section.children.map((row) => {
    if (row.type !== 'element' || row.tagName !== 'tr') return row;
    let column = 0;
    const cells: ElementContent[] = row.children.map((cell) => {
      if (cell.type !== 'element' || cell.tagName !== 'td') return cell;
      const label = headers[column] ?? '';
      column += 1;
      return { ...cell, properties: { ...cell.properties, dataLabel: label } };
    });
    return { ...row, children: cells };
  });
  return { ...section, children };
}

export function toScrollableTable(table: Element): Element | null {
  if (table.tagName !== 'table') return null;
  const headers = headerCells(table);
  if (isMistakeFixTable(table)) {
    const marked: Element = {
      ...table,
      properties: { ...table.properties, className: ['mistake-fix-table'] },
      children: table.children.map((child) =>
        child.type === 'element' && child.tagName === 'tbody' ? labelCells(child, headers) : child,
      ),
    };
    return h(
      'div',
      {
        className: ['table-scroll'],
        role: 'region',
        tabIndex: 0,
        ariaLabel: MISTAKE_FIX_LABEL,
        dataTable: 'mistake-fix',
      },
      [marked],
    );
  }
  const label = headers.length > 0 ? `Table: ${headers.join(', ')}` : 'Table';
  return h('div', { className: ['table-scroll'], role: 'region', tabIndex: 0, ariaLabel: label }, [table]);
}

export const tablesPlugin = replacingPlugin('brightlane-tables', ['table'], toScrollableTable);
