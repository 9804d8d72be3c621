/** The ranges' default seed: the same plan gives the same ranges on every visit and device. */
export const DEFAULT_SEED = 20250601;
