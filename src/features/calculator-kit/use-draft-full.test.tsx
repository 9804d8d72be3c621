// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Validator } from '../../lib/storage.ts';
import { kitEn } from './i18n/en.ts';
import { renderKit } from './i18n/test-wrapper.tsx';
import { useDraft } from './use-draft.tsx';

const KEY = 'test:draft-full';
const validate: Validator<number> = (data) =>
  typeof data === 'number' ? { ok: true, value: data } : { ok: false, message: 'Not a number.' };

function Tool() {
  const [value, setValue] = useState(1);
  const draft = useDraft({ key: KEY, validate, value, onRestore: setValue, onStartFresh: () => setValue(1) });
  return (
    <div>
      <button type="button" onClick={() => setValue((current) => current + 1)}>
        edit
      </button>
      {draft.notice}
    </div>
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a draft that cannot be written', () => {
  it('says once that the browser storage is full, and stops saying it when a write succeeds again', async () => {
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    renderKit(<Tool />);
    await act(async () => {});
    expect(screen.queryByText(kitEn.draftFull)).toBeNull();
    // The draft is written in a task of its own after the edit (use-draft.tsx): its outcome shows then.
    const edit = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'edit' }));
      await act(() => new Promise((done) => setTimeout(done, 0)));
    };
    await edit();
    expect(screen.getAllByText(kitEn.draftFull)).toHaveLength(1);
    await edit();
    expect(screen.getAllByText(kitEn.draftFull)).toHaveLength(1);
    full.mockRestore();
    await edit();
    expect(screen.queryByText(kitEn.draftFull)).toBeNull();
    expect(localStorage.getItem(KEY)).toBe('4');
  });
});
