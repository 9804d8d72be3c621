/**
 * What the planner shows below its first screen (the inputs and the headline figures): the
 * breakdown table, the charts' section, the printed inputs, a channel card's closed "Marketplace fees"
 * disclosure and the import of a platform export (below the channels at every width). One chunk,
 * loaded on demand through `plannerLater` (later.ts).
 */
import { memo, type ComponentProps } from 'react';
import { HeldAway } from '../calculator-kit/held-away.tsx';
import { BreakdownTable } from './breakdown-table.tsx';
import { ChartSection } from './chart-section.tsx';

export { prepareChartsForPrint } from './chart-section.tsx';
export { PrintInputs } from './print-inputs.tsx';
export { ChannelFees } from './channel-fees.tsx';
export { CalibrateFromData } from './calibrate-from-data.tsx';

// The table and the charts redraw from a deferred copy of the results: a keystroke paints the
// field and the totals first, and React can drop a half-done redraw when the next key comes. Away
// from the screen they are held as they were: typing in a planning field far below redraws neither
// until they come near, typing pauses or the page is printed (decision 181).
export const DeferredTable = memo(function DeferredTable(props: ComponentProps<typeof BreakdownTable>) {
  return (
    <HeldAway>
      <BreakdownTable {...props} />
    </HeldAway>
  );
});
export const DeferredCharts = memo(function DeferredCharts(props: ComponentProps<typeof ChartSection>) {
  return (
    <HeldAway>
      <ChartSection {...props} />
    </HeldAway>
  );
});
