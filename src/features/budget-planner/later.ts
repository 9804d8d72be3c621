import { onDemand } from '../calculator-kit/on-demand.ts';

/** The planner's parts below its first screen, loaded when the browser is idle or on Print. */
export const plannerLater = onDemand(() => import('./later-parts.tsx'));

type Curves = typeof import('./curves.ts');

let curvesLoad: Promise<Curves | null> | undefined;

/**
 * The diminishing-returns model and its banner (curves.ts), for the island's `use` when a plan with
 * that layer on arrives, and asked for with the planning panel (the layer's switch is in it). A
 * failed load resolves to null: the island turns the layer back off and says why, and
 * `forgetCurves` lets the next request try again.
 */
export function plannerCurves(): Promise<Curves | null> {
  if (!curvesLoad) {
    const load = import('./curves.ts').catch(() => null);
    // Marked settled the way React's `use` reads a promise, so a render after it has arrived does
    // not suspend even once.
    void load.then((module) => Object.assign(load, { status: 'fulfilled', value: module }));
    curvesLoad = load;
  }
  return curvesLoad;
}

/** Whether the curves' model has arrived (then turning the layer on renders at once). */
export const curvesReady = (): boolean => (curvesLoad as { value?: unknown } | undefined)?.value != null;

export function forgetCurves(): void {
  curvesLoad = undefined;
}

/**
 * The planning settings' portable form (model/planning-codec.ts), which a first visit never needs: it
 * loads when a restored draft carries settings (the island shows that draft once it is here, so no
 * figure is on screen without its settings) and when the visitor sets one (the draft is written once
 * it is here).
 */
export const planningCodec = onDemand(() => import('./model/planning-codec.ts'));
