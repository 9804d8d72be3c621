// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import painted from './client-painted.ts';

describe('client:painted', () => {
  let frames: FrameRequestCallback[];
  let idle: Array<() => void>;

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    idle = [];
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run));
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const island = () => {
    const hydrate = vi.fn(async () => {});
    const load = vi.fn(async () => hydrate);
    return { load, hydrate, el: document.createElement('astro-island') };
  };

  it('loads nothing before the first frame, nor in that frame before it is painted', async () => {
    const { load, el } = island();
    painted(load, { name: 'painted', value: '' }, el);
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
    frames.shift()!(0);
    expect(idle).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();
  });

  it('after the paint, waits for the browser to be idle, then loads and hydrates once', async () => {
    const { load, hydrate, el } = island();
    painted(load, { name: 'painted', value: '' }, el);
    frames.shift()!(0);
    await vi.runAllTimersAsync();
    expect(idle).toHaveLength(1);
    expect(load).not.toHaveBeenCalled();
    idle[0]!();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('falls back to a short timer where the browser has no idle callback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    Reflect.deleteProperty(window, 'requestIdleCallback');
    const { load, hydrate, el } = island();
    painted(load, { name: 'painted', value: '' }, el);
    frames.shift()!(0);
    await vi.advanceTimersByTimeAsync(199);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});
