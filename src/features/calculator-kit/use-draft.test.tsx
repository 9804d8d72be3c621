// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Profiler, startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Validator } from '../../lib/storage.ts';
import { renderKit } from './i18n/test-wrapper.tsx';
import { useDraft } from './use-draft.tsx';

const KEY = 'test:draft';
const validate: Validator<number> = (data) =>
  typeof data === 'number' ? { ok: true, value: data } : { ok: false, message: 'Not a number.' };

/** What both test tools show: the value, an edit button and the draft's notice. */
function ToolView({ value, onEdit, notice }: { value: number; onEdit: () => void; notice: ReactNode }) {
  return (
    <div>
      <span data-value>{value}</span>
      <button type="button" onClick={onEdit}>
        edit
      </button>
      {notice}
    </div>
  );
}

function Tool() {
  const [value, setValue] = useState(1);
  const draft = useDraft({ key: KEY, validate, value, onRestore: setValue, onStartFresh: () => setValue(1) });
  return <ToolView value={value} onEdit={() => setValue((current) => current + 1)} notice={draft.notice} />;
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** A tool that must load a part before it can show a draft: the part arrives when `arrive` settles. */
function SlowTool({ arrive }: { arrive: Promise<boolean> }) {
  const [value, setValue] = useState(1);
  const [loading, setLoading] = useState(false);
  const draft = useDraft({
    key: KEY,
    validate,
    // Nothing to write while the part is loading.
    value: loading ? undefined : value,
    onRestore: (restored) => {
      setLoading(true);
      return arrive.then((ok) => {
        setLoading(false);
        if (ok) setValue(restored);
        return ok;
      });
    },
    onStartFresh: () => setValue(1),
  });
  return <ToolView value={value} onEdit={() => setValue((current) => current + 1)} notice={draft.notice} />;
}

/** The draft is written in a task of its own after an edit: let that task run. */
const afterWrite = () => act(() => new Promise<void>((done) => setTimeout(done, 0)));

describe('useDraft', () => {
  it('stores nothing while the defaults are untouched, and the first real edit creates the draft', async () => {
    renderKit(<Tool />);
    await act(async () => {});
    expect(localStorage.getItem(KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    await afterWrite();
    expect(localStorage.getItem(KEY)).toBe('2');
  });

  it('renders the tool once when there is no draft to restore (reading storage re-renders nothing)', async () => {
    const onRender = vi.fn();
    renderKit(
      <Profiler id="tool" onRender={onRender}>
        <Tool />
      </Profiler>,
    );
    await act(async () => {});
    expect(onRender).toHaveBeenCalledTimes(1);
  });

  it('writes a restored draft once it is on screen, and the edits after it', async () => {
    localStorage.setItem(KEY, '5');
    renderKit(<Tool />);
    await act(async () => {});
    expect(localStorage.getItem(KEY)).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    await afterWrite();
    expect(localStorage.getItem(KEY)).toBe('6');
  });

  it('offers a stored draft back, and after Start fresh does not offer the defaults as a restored session', async () => {
    localStorage.setItem(KEY, '5');
    renderKit(<Tool />);
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toContain('Restored your last session');
    expect(screen.getByRole('status').parentElement?.querySelector('[data-value]')?.textContent).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Start fresh' }));
    expect(screen.getByRole('status').textContent).toBe('Started fresh: the tool is back to its example figures.');
    expect(localStorage.getItem(KEY)).toBeNull();
    cleanup();

    // The next visit starts from the defaults, with no "Restored" notice.
    renderKit(<Tool />);
    await act(async () => {});
    expect(screen.queryByRole('status')).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps working after Start fresh: the next real edit is stored', async () => {
    localStorage.setItem(KEY, '5');
    renderKit(<Tool />);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Start fresh' }));
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    await afterWrite();
    expect(localStorage.getItem(KEY)).toBe('2');
  });

  it('speaks the page’s language', async () => {
    localStorage.setItem(KEY, '5');
    renderKit(<Tool />, 'vi');
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toContain('Đã khôi phục phiên làm việc trước');
  });

  it('a draft whose part loads first counts as restored once shown; nothing is written meanwhile', async () => {
    localStorage.setItem(KEY, '5');
    let settle: (ok: boolean) => void = () => undefined;
    renderKit(<SlowTool arrive={new Promise((resolve) => (settle = resolve))} />);
    await act(async () => {});
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    await afterWrite();
    expect(localStorage.getItem(KEY)).toBe('5');
    await act(async () => settle(true));
    expect(screen.getByRole('status').textContent).toContain('Restored your last session');
    expect(document.querySelector('[data-value]')?.textContent).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    await afterWrite();
    expect(localStorage.getItem(KEY)).toBe('6');
  });

  it('a draft whose part cannot load is not offered as restored and never overwritten on that page', async () => {
    localStorage.setItem(KEY, '5');
    renderKit(<SlowTool arrive={Promise.resolve(false)} />);
    await act(async () => {});
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('[data-value]')?.textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    await afterWrite();
    expect(localStorage.getItem(KEY)).toBe('5');
  });

  it('writes the draft in a task of its own after the edit, not inside it', async () => {
    renderKit(<Tool />);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    expect(localStorage.getItem(KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    await afterWrite();
    // Edits in between are written once, as the last of them.
    expect(localStorage.getItem(KEY)).toBe('3');
  });

  it('writes a waiting draft at once when the page is hidden, left or unmounted', async () => {
    const { unmount } = renderKit(<Tool />);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(KEY)).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.restoreAllMocks();
    expect(localStorage.getItem(KEY)).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    unmount();
    expect(localStorage.getItem(KEY)).toBe('4');
  });

  it('a value that lands in a transition is waiting to be written as soon as it is on screen (decision 175)', async () => {
    // The page is left in the same commit that shows the value, before any passive effect has run:
    // the draft must already be waiting, so leaving writes it.
    function LeavesWhenShown({ value }: { value: number }) {
      useLayoutEffect(() => {
        if (value === 2) window.dispatchEvent(new Event('pagehide'));
      }, [value]);
      return null;
    }
    function DraftOf({ value, setValue }: { value: number; setValue: (value: number) => void }) {
      const draft = useDraft({ key: KEY, validate, value, onRestore: setValue, onStartFresh: () => setValue(1) });
      return <ToolView value={value} onEdit={() => startTransition(() => setValue(2))} notice={draft.notice} />;
    }
    // The tool's commit effects run before those of what follows it on the page.
    function TransitionTool() {
      const [value, setValue] = useState(1);
      return (
        <>
          <DraftOf value={value} setValue={setValue} />
          <LeavesWhenShown value={value} />
        </>
      );
    }
    renderKit(<TransitionTool />);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    await act(async () => {});
    expect(localStorage.getItem(KEY)).toBe('2');
  });

  it('Start fresh drops a draft still waiting to be written', async () => {
    localStorage.setItem(KEY, '5');
    renderKit(<Tool />);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start fresh' }));
    await afterWrite();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
