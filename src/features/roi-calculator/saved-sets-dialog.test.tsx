// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoi } from './i18n/test-wrapper.tsx';
import { sampleRows } from './model/roi.ts';
import { SavedSetsDialog } from './saved-sets-dialog.tsx';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

async function saveSet(name: string) {
  fireEvent.change(screen.getByRole('textbox'), { target: { value: name } });
  await act(async () => fireEvent.submit(screen.getByRole('textbox').closest('form')!));
}

describe('deleting a saved set', () => {
  for (const [locale, deleteName, undoName, status] of [
    ['en', 'Delete Spring', 'Undo deleting Spring', 'Set “Spring” deleted'],
    ['vi', 'Xóa bộ Spring', 'Hoàn tác xóa bộ Spring', 'Đã xóa bộ “Spring”'],
  ] as const) {
    it(`offers Undo inside the dialog, moves focus to it, and puts the set back (${locale})`, async () => {
      renderRoi(
        <SavedSetsDialog onOpenChange={() => {}} rows={sampleRows()} currency="USD" onLoad={() => {}} />,
        locale,
      );
      await saveSet('Spring');
      const remove = await screen.findByRole('button', { name: deleteName });
      await act(async () => fireEvent.click(remove));
      expect(screen.getByRole('status').textContent).toContain(status);
      expect(screen.queryByRole('button', { name: deleteName })).toBeNull();
      const undo = screen.getByRole('button', { name: undoName });
      await waitFor(() => expect(document.activeElement).toBe(undo));
      await act(async () => fireEvent.click(undo));
      expect(screen.queryByRole('status')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: deleteName })));
    });
  }
});
