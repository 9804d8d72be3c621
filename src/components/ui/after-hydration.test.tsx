// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterHydration } from './after-hydration.tsx';

describe('AfterHydration', () => {
  let idle: Array<() => void>;
  beforeEach(() => {
    idle = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => {});
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
  });
  afterEach(() => vi.unstubAllGlobals());

  const tree = (
    <div>
      <AfterHydration>
        <p>extra</p>
      </AfterHydration>
    </div>
  );

  it('renders nothing on the server', () => {
    expect(renderToString(tree)).toBe('<div></div>');
  });

  it('in the browser, renders its children only once the browser is idle', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(tree));
    expect(host.textContent).toBe('');
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]!());
    expect(host.textContent).toBe('extra');
    await act(async () => root.unmount());
  });
});
