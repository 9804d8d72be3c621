/** The ROI calculator's own words beyond the fixed texts, in one place so they can be translated later. */
export const ROI_STRINGS = {
  removed: (name: string) => `${name} removed`,
  removedHint: 'Its figures are gone from the analysis. Undo puts it back.',
  undoRemoveAlt: (name: string) => `Undo: add ${name} back with Add Channel`,
  restored: (name: string) => `${name} is back`,
  replacedHint: (count: number) => `The ${count} channels you had were replaced. Undo brings them back.`,
  undoReplaceAlt: 'Undo: import the earlier file again',
  importCurrency: 'Read the amounts in this file as',
  importCurrencyHint: 'The file does not say its currency. The calculator then shows everything in the one you pick.',
  rowsBack: 'Your earlier channels are back',
} as const;
