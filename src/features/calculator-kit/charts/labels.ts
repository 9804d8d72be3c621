/** The charts' words: SPEC's axis cut and the pie's "channel: $spend" label. */
import { truncateLabel } from '../../../lib/money.ts';

/** Axis labels: names longer than 10 characters are cut to 10 plus "..." (SPEC); tooltips and tables keep the full name. */
export function axisLabel(name: string): string {
  return truncateLabel(name, 10);
}

/** A pie slice's label, "channel: $spend"; on a narrow chart the name is cut like an axis label. */
export function sliceLabel(name: string, money: string, narrow: boolean): string {
  return `${truncateLabel(name, narrow ? 10 : 16)}: ${money}`;
}
