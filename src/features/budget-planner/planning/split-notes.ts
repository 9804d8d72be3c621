/**
 * Words for what the planning models return as codes: channel names with a translated fallback
 * and the best split's notes. Plain functions over a dictionary and formatters, so tests can word
 * them in either language.
 */
import { fill } from '../../../i18n/fill.ts';
import type { Formatters } from '../../calculator-kit/use-format.ts';
import type { SplitNote } from '../model/plan-optimiser.ts';
import type { PlanningText } from './planning-text.tsx';

/** A channel's name, or "Channel 2" in the page's language when it has none. */
export function channelName(t: PlanningText, name: string, index: number): string {
  const trimmed = name.trim();
  return trimmed === '' ? fill(t.channelN, { n: index + 1 }) : trimmed;
}

/** One of the best split's notes in words; `names` are the channels' display names. */
export function splitNoteText(note: SplitNote, t: PlanningText, fmt: Formatters, names: readonly string[]): string {
  const s = t.split;
  switch (note.kind) {
    case 'crossed':
      return fill(s.crossed, { name: names[note.index] ?? '' });
    case 'infeasible':
      return fill(s.infeasible, {
        sum: fmt.moneyProse(note.sum),
        shortfall: fmt.moneyProse(note.shortfall),
        budget: fmt.moneyProse(note.budget),
      });
    case 'capped':
      return fill(s.capped, { placed: fmt.moneyProse(note.placed), unallocated: fmt.moneyProse(note.unallocated) });
    case 'binding':
      return fill(note.goal === 'revenue' ? s.bindingRevenue : s.bindingLeads, {
        name: names[note.index] ?? '',
        held: note.held === 'locked' ? s.heldLocked : note.held === 'at-max' ? s.heldMax : s.heldMin,
        wants: note.wants === 'more' ? s.wantsMore : s.wantsLess,
        amount: fmt.money(note.amount),
        // Revenue: what the next amount brings in, in money; leads: leads per amount.
        rate: note.goal === 'revenue' ? fmt.moneyProse(note.amount * note.rate) : fmt.number(note.rate, 2),
        lambda: note.goal === 'revenue' ? fmt.moneyProse(note.amount * note.lambda) : fmt.number(note.lambda, 2),
      });
    case 'close':
      return fill(s.close, { gain: fmt.number(note.gain * 100, 2) });
    case 'linear':
      return s.linear;
  }
}
