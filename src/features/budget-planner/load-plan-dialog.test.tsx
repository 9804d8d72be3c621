// @vitest-environment happy-dom
import { renderPlanner } from './i18n/test-wrapper.tsx';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPlannerState } from './model/planner.ts';
import { makeSavedPlan } from './model/plans.ts';
import { LoadPlanDialog } from './load-plan-dialog.tsx';

afterEach(cleanup);

const older = makeSavedPlan(
  'Spring push',
  { state: defaultPlannerState(), currency: 'USD' },
  new Date('2025-03-01T10:00:00Z'),
);
const newer = makeSavedPlan(
  'Tết campaign',
  { state: { ...defaultPlannerState(), planningMode: 'goal-first' }, currency: 'VND' },
  new Date('2025-04-01T10:00:00Z'),
);

describe('Load Saved Plan dialog', () => {
  it("says 'No saved plans found' when there are none", () => {
    renderPlanner(
      <LoadPlanDialog
        open
        onOpenChange={() => {}}
        snapshot={{ plans: [], skipped: 0 }}
        onLoad={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Load Saved Plan' }).textContent).toContain('No saved plans found');
    expect(screen.queryByRole('list', { name: 'Saved plans' })).toBeNull();
  });

  it('lists each plan, newest first, with its saved date, Load and Delete', async () => {
    const user = userEvent.setup();
    const onLoad = vi.fn();
    const onDelete = vi.fn();
    renderPlanner(
      <LoadPlanDialog
        open
        onOpenChange={() => {}}
        snapshot={{ plans: [older, newer], skipped: 0 }}
        onLoad={onLoad}
        onDelete={onDelete}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Saved plans' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Tết campaign', 'Spring push']);
    expect(items[0]!.textContent).toContain('Saved ');
    expect(items[0]!.textContent).toContain('Goal First · 100 customers · 4 channels');
    expect(items[1]!.textContent).toContain('Budget First · $10,000 · 4 channels');
    await user.click(screen.getByRole('button', { name: 'Load Spring push' }));
    expect(onLoad).toHaveBeenCalledWith(older);
    await user.click(screen.getByRole('button', { name: 'Delete Tết campaign' }));
    expect(onDelete).toHaveBeenCalledWith(newer);
  });

  it('reports unreadable saved data instead of failing', () => {
    renderPlanner(
      <LoadPlanDialog
        open
        onOpenChange={() => {}}
        snapshot={{ plans: [], skipped: 0, problem: 'corrupted' }}
        onLoad={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(
      screen
        .getAllByRole('status')
        .map((s) => s.textContent)
        .join(' '),
    ).toContain('could not be read');
    expect(screen.getByRole('dialog', { name: 'Load Saved Plan' }).textContent).toContain('No saved plans found');
  });

  it('reports skipped entries next to the readable plans', () => {
    renderPlanner(
      <LoadPlanDialog
        open
        onOpenChange={() => {}}
        snapshot={{ plans: [older], skipped: 2, problem: 'skipped' }}
        onLoad={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(
      screen
        .getAllByRole('status')
        .map((s) => s.textContent)
        .join(' '),
    ).toContain('2 saved entries could not be read');
    expect(
      screen.getAllByRole('button', { name: /^Load / }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Load Spring push']);
  });
});

describe('Deleting a plan inside the Load dialog', () => {
  it('offers Undo in the dialog itself, moves focus to it, and Undo puts the plan back', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(() => true);
    const onRestore = vi.fn(() => true);
    renderPlanner(
      <LoadPlanDialog
        open
        onOpenChange={() => {}}
        snapshot={{ plans: [older, newer], skipped: 0 }}
        onLoad={() => {}}
        onDelete={onDelete}
        onRestore={onRestore}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Spring push' }));
    expect(onDelete).toHaveBeenCalledWith(older);
    const dialog = screen.getByRole('dialog', { name: 'Load Saved Plan' });
    const status = within(dialog)
      .getAllByRole('status')
      .find((element) => element.textContent?.includes('deleted'));
    expect(status?.textContent).toContain('“Spring push” deleted');
    const undo = within(status!).getByRole('button', { name: 'Undo' });
    await vi.waitFor(() => expect(document.activeElement).toBe(undo));
    await user.keyboard('{Enter}');
    expect(onRestore).toHaveBeenCalledWith(older);
    expect(dialog.textContent).not.toContain('deleted');
  });

  it('says nothing was deleted when storage refused', async () => {
    const user = userEvent.setup();
    renderPlanner(
      <LoadPlanDialog
        open
        onOpenChange={() => {}}
        snapshot={{ plans: [older], skipped: 0 }}
        onLoad={() => {}}
        onDelete={() => false}
        onRestore={() => true}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Spring push' }));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('is in Vietnamese on the Vietnamese page, with vi-VN figures', async () => {
    const user = userEvent.setup();
    renderPlanner(
      <LoadPlanDialog
        open
        onOpenChange={() => {}}
        snapshot={{ plans: [older, newer], skipped: 0 }}
        onLoad={() => {}}
        onDelete={() => true}
        onRestore={() => true}
      />,
      'vi',
    );
    const dialog = screen.getByRole('dialog', { name: 'Mở kế hoạch đã lưu' });
    expect(dialog.textContent?.replace(/\u00a0/g, ' ')).toContain('Theo ngân sách · 10.000 US$ · 4 kênh');
    expect(dialog.textContent).toContain('Theo mục tiêu · 100 khách hàng · 4 kênh');
    await user.click(screen.getByRole('button', { name: 'Xoá Tết campaign' }));
    expect(within(dialog).getByRole('button', { name: 'Hoàn tác' })).toBeTruthy();
    expect(dialog.textContent).toContain('Đã xoá “Tết campaign”');
  });
});
