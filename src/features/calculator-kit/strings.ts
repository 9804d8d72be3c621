/** Words the shared calculator parts show, in one place so an edition in another language can replace them. */
export const KIT_STRINGS = {
  draftRestored: 'Restored your last session',
  startFresh: 'Start fresh',
  startedFresh: 'Started fresh: the tool is back to its example figures.',
  undo: 'Undo',
  relabelled: 'Switching currency relabels the figures; it does not convert them.',
  noScriptTitle: 'JavaScript is needed for this tool',
  noScript:
    'This tool runs in your browser and needs JavaScript. JavaScript is turned off or blocked here, so the controls below would do nothing. Turn it on and reload the page to use the tool.',
} as const;
