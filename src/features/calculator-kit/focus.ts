/**
 * Moves keyboard focus to an element that the next render puts on screen (the channel that takes a
 * removed one's place, a restored row), so focus never falls back to the page body.
 */
export function focusById(id: string): void {
  // Two frames: React commits the render, then the browser lays it out.
  requestAnimationFrame(() => requestAnimationFrame(() => document.getElementById(id)?.focus()));
}
