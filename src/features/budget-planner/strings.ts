/** The planner's own words beyond the fixed texts, in one place so they can be translated later. */
export const PLANNER_STRINGS = {
  keepTotal: 'Keep the total at 100 %',
  keepTotalHint: 'Moving one channel takes the change from the other unlocked channels, in proportion.',
  lock: (label: string) => `Lock ${label} allocation`,
  removed: (label: string) => `${label} removed`,
  removedHint: 'Its figures are gone from the plan. Undo puts it back.',
  undoRemoveAlt: (label: string) => `Undo: add ${label} back with Add Channel`,
  restored: (label: string) => `${label} is back`,
  totalIs: (total: string) => `The channels add up to ${total}.`,
  giveRest: (change: string, label: string) => `${change} more for ${label} would make it 100%.`,
  takeExcess: (change: string, label: string) => `${change} less for ${label} would make it 100%.`,
  giveRestButton: (label: string) => `Give the rest to ${label}`,
  takeExcessButton: (label: string) => `Take the excess from ${label}`,
  rateHint: 'Share of leads that become paying customers. Value per lead already includes it, so this rate moves customers and CAC, not revenue.',
  planDeleted: (name: string) => `Plan “${name}” deleted`,
  planDeleteUndoAlt: 'Undo: save the plan again with Save Plan',
  planBack: (name: string) => `Plan “${name}” is back`,
} as const;
