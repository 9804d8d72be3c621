// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { kitEn } from '../../features/calculator-kit/i18n/en.ts';
import { kitVi } from '../../features/calculator-kit/i18n/vi.ts';
import { ToolLanguageProvider } from '../../features/calculator-kit/text-context.tsx';
import { Dialog } from './dialog.tsx';
import { toast, Toaster } from './toast.tsx';

afterEach(cleanup);

describe('the dialog and toast words', () => {
  it('speak English by default and the page language inside a calculator', async () => {
    const { unmount } = render(
      <Dialog open onOpenChange={() => {}} title="Save">
        <p>Body</p>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    unmount();

    render(
      <ToolLanguageProvider value={{ locale: 'vi', kit: kitVi }}>
        <Dialog open onOpenChange={() => {}} title="Lưu">
          <p>Nội dung</p>
        </Dialog>
        <Toaster />
      </ToolLanguageProvider>,
    );
    expect(screen.getByRole('button', { name: 'Đóng' })).toBeTruthy();
    act(() => toast({ title: 'Đã lưu kế hoạch!' }));
    expect(await screen.findByLabelText('Đóng thông báo')).toBeTruthy();
    // (The open modal hides the rest of the page from the accessibility tree, so read the attribute.)
    expect(document.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Thông báo (F8)');
    expect(kitEn.ui.close).toBe('Close');
  });
});
