// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { renderKit } from './i18n/test-wrapper.tsx';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DecodeResult } from './share-link.ts';
import { useShareLink } from './use-share-link.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => window.history.replaceState(null, '', '/tool'));

function Tool({
  decode,
  onOpen,
  onError,
  onCopied,
}: {
  decode: (token: string) => Promise<DecodeResult<string>>;
  onOpen: (v: string) => void;
  onError: (e: string) => void;
  onCopied?: (ok: boolean) => void;
}) {
  const [value, setValue] = useState('defaults');
  const share = useShareLink({ decode, onOpen: (v: string) => (setValue(v), onOpen(v)), onError, value });
  return (
    <>
      <button type="button" onClick={() => setValue(`${value}, edited`)}>
        edit
      </button>
      <button
        type="button"
        onClick={() => void share.copy(`${window.location.origin}/tool?plan=v1.new`).then(onCopied)}
      >
        copy
      </button>
      {share.dialog}
      <output data-testid="opening">{String(share.opening)}</output>
    </>
  );
}

const opening = () => screen.getByTestId('opening').textContent;

describe('useShareLink', () => {
  it('says it is opening a link from the first render until the plan is there', async () => {
    window.history.replaceState(null, '', '/tool?plan=v1.abc');
    let arrive = (_: DecodeResult<string>) => {};
    const decode = () => new Promise<DecodeResult<string>>((done) => (arrive = done));
    const onOpen = vi.fn();
    renderKit(<Tool decode={decode} onOpen={onOpen} onError={() => {}} />);
    expect(opening()).toBe('true');
    await act(async () => arrive({ ok: true, value: 'shared' }));
    expect(onOpen).toHaveBeenCalledWith('shared');
    expect(opening()).toBe('false');
  });

  it('is not opening anything without a link', () => {
    renderKit(<Tool decode={vi.fn()} onOpen={() => {}} onError={() => {}} />);
    expect(opening()).toBe('false');
  });

  it('a reader that cannot load leaves the example and ends the opening', async () => {
    window.history.replaceState(null, '', '/tool?plan=v1.abc');
    const onOpen = vi.fn();
    renderKit(<Tool decode={() => Promise.reject(new Error('offline'))} onOpen={onOpen} onError={() => {}} />);
    await waitFor(() => expect(opening()).toBe('false'));
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('opens a link once on arrival and leaves it in the address', async () => {
    window.history.replaceState(null, '', '/tool?plan=v1.abc');
    const decode = vi.fn(async (token: string): Promise<DecodeResult<string>> => ({
      ok: true,
      value: `plan ${token}`,
    }));
    const onOpen = vi.fn();
    renderKit(<Tool decode={decode} onOpen={onOpen} onError={() => {}} />);
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith('plan v1.abc'));
    expect(decode).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?plan=v1.abc');
  });

  it('drops the link from the address once the shared state is edited', async () => {
    window.history.replaceState(null, '', '/tool?plan=v1.abc&utm=x');
    const onOpen = vi.fn();
    renderKit(
      <Tool decode={async (token) => ({ ok: true, value: `plan ${token}` })} onOpen={onOpen} onError={() => {}} />,
    );
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith('plan v1.abc'));
    await act(async () => {});
    expect(window.location.search).toBe('?plan=v1.abc&utm=x');
    await act(async () => screen.getByText('edit').click());
    expect(window.location.search).toBe('?utm=x');
  });

  it('reports a damaged link and does nothing without one', async () => {
    window.history.replaceState(null, '', '/tool?plan=v1.bad');
    const onError = vi.fn();
    renderKit(
      <Tool
        decode={async () => ({ ok: false, error: 'The shared link is damaged and could not be read.' })}
        onOpen={() => {}}
        onError={onError}
      />,
    );
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith('The shared link is damaged and could not be read.', undefined),
    );
    cleanup();
    window.history.replaceState(null, '', '/tool');
    const decode = vi.fn();
    renderKit(<Tool decode={decode} onOpen={() => {}} onError={() => {}} />);
    await act(async () => {});
    expect(decode).not.toHaveBeenCalled();
  });

  it('copies into the address bar and the clipboard, or shows the link to copy by hand', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const copied = vi.fn();
    renderKit(<Tool decode={vi.fn()} onOpen={() => {}} onError={() => {}} onCopied={copied} />);
    await act(async () => screen.getByText('copy').click());
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/tool?plan=v1.new`);
    expect(window.location.search).toBe('?plan=v1.new');
    expect(copied).toHaveBeenLastCalledWith(true);

    writeText.mockRejectedValueOnce(new Error('denied'));
    await act(async () => screen.getByText('copy').click());
    expect(copied).toHaveBeenLastCalledWith(false);
    expect(((await screen.findByLabelText('Share link', {}, { timeout: 5000 })) as HTMLInputElement).value).toBe(
      `${window.location.origin}/tool?plan=v1.new`,
    );
  });
});
