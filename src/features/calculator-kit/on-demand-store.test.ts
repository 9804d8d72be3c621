import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand.ts';

describe('a part loaded on demand, read as a store', () => {
  it('imports once, however often it is asked, and tells its subscribers when the code arrives', async () => {
    const importer = vi.fn(() => Promise.resolve('panel'));
    const code = onDemand(importer);
    const listener = vi.fn();
    const unsubscribe = code.subscribe(listener);
    expect(code.get()).toBeUndefined();
    code.load();
    code.load();
    await vi.waitFor(() => expect(code.get()).toBe('panel'));
    code.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('forgets a failed import, so the next request tries again', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('panel');
    const code = onDemand(importer);
    const listener = vi.fn();
    code.subscribe(listener);
    code.load();
    await vi.waitFor(() => expect(code.failed()).toBe(true));
    // Its readers hear of the failure, so a loading line can say so instead of waiting for ever.
    expect(listener).toHaveBeenCalledTimes(1);
    expect(code.get()).toBeUndefined();
    code.load();
    // A new request is no longer a failure while it is on its way.
    expect(code.failed()).toBe(false);
    await vi.waitFor(() => expect(code.get()).toBe('panel'));
    expect(importer).toHaveBeenCalledTimes(2);
    expect(code.failed()).toBe(false);
  });
});
