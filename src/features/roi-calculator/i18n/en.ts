/**
 * The ROI calculator's words in English. Placeholders such as {name} are filled with fill() from
 * src/i18n/fill.ts. SPEC.md's texts stay exactly as written; vi.ts must have exactly these keys.
 */
export const roiEn = {
  removed: '{name} removed',
  removedHint: 'Its figures are gone from the analysis. Undo puts it back.',
  undoRemoveAlt: 'Undo: add {name} back with Add Channel',
  restored: '{name} is back',
  replacedHint: 'The {count} channels you had were replaced. Undo brings them back.',
  undoReplaceAlt: 'Undo: import the earlier file again',
  importCurrency: 'Read the amounts in this file as',
  importCurrencyHint: 'The file does not say its currency. The calculator then shows everything in the one you pick.',
  savedSets: 'Saved sets',
  setsTitle: 'Saved channel sets',
  setsDescription: 'Sets are kept in this browser only. Save the channels on screen, load one back, or compare their totals.',
  setsUnreadable: 'Saved sets in this browser could not be read. New saves start a fresh list.',
  setName: 'Set name',
  setNameMissing: 'Please enter a set name',
  setSaveFailed: 'This browser is not letting the calculator store sets.',
  saveSet: 'Save set',
  replaceSet: 'Replace set',
  setOverwrite: 'A set called “{name}” is already saved. Save again to replace it, or change the name.',
  setSaved: 'Set “{name}” saved',
  setDeleted: 'Set “{name}” deleted',
  setUndoAlt: 'Undo: save the set again from the Saved sets dialog',
  setLoaded: 'Set “{name}” loaded',
  noSets: 'No saved sets yet',
  compareCaption: 'Saved sets compared by their totals',
  rowsBack: 'Your earlier channels are back',
} as const;
