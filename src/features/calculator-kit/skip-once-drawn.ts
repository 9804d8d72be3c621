/**
 * A ref for a part that Chromium may skip while it is out of view, once it has been drawn with its
 * content: hand it over when the content is there (`ref={later ? skipOnceDrawn : undefined}`).
 *
 * A part marked `content-visibility: auto` takes the room its `contain-intrinsic-size` gives until it
 * is first drawn; with `auto`, the room it last took when drawn after that. The planner's breakdown
 * turns on the plan (the channels, the page's language, a fees column): no fixed room is right for
 * it. Skipped from the start, it grew by up to 1,400 px as a visitor jumped to it, and moved what was
 * on the screen (decision 185). Skipped only from a frame after it was drawn, it holds the room it
 * really takes. The class is the element's own from then on: React leaves a class it did not set.
 */
export function skipOnceDrawn(part: HTMLElement | null): void {
  if (part) requestAnimationFrame(() => setTimeout(() => part.classList.add('[content-visibility:auto]')));
}
