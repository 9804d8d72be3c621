/**
 * What the planner's first screen needs once the diminishing-returns layer is on: the model through
 * the curves and the banner that says so. Loaded on demand (model/curves-plan.ts holds the maths), so
 * a first visit, whose figures are SPEC's, does not load the curves.
 */
export { modelPlan } from './model/curves-plan.ts';
export { ModelBanner } from './model-banner.tsx';
