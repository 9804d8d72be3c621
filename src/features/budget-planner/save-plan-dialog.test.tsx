// @vitest-environment happy-dom
import { renderPlanner } from './i18n/test-wrapper.tsx';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavePlanDialog } from './save-plan-dialog.tsx';

afterEach(cleanup);

describe('Save Budget Plan dialog', () => {
  it('has the Plan Name field, Cancel and Save Plan', () => {
    renderPlanner(<SavePlanDialog open onOpenChange={() => {}} onSave={() => true} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Save Budget Plan' }));
    expect((dialog.getByLabelText('Plan Name') as HTMLInputElement).value).toBe('');
    expect(
      dialog.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Close', 'Cancel', 'Save Plan']);
  });

  it.each(['', '   '])('refuses an empty or blank name (%j) with the fixed message', async (name) => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => true);
    renderPlanner(<SavePlanDialog open onOpenChange={() => {}} onSave={onSave} />);
    if (name) await user.type(screen.getByLabelText('Plan Name'), name);
    await user.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a plan name');
    expect(screen.getByLabelText('Plan Name').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a named plan, pre-filled with the loaded plan name', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => true);
    renderPlanner(<SavePlanDialog open onOpenChange={() => {}} initialName="Q3 launch" onSave={onSave} />);
    const field = screen.getByLabelText<HTMLInputElement>('Plan Name');
    expect(field.value).toBe('Q3 launch');
    // The pre-filled name is selected, so typing replaces it.
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 9]);
    await user.keyboard('Q4 push{Enter}');
    expect(onSave).toHaveBeenCalledWith('Q4 push', false);
  });

  it('asks before saving over a plan of the same name, then replaces it', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderPlanner(
      <SavePlanDialog
        open
        onOpenChange={() => {}}
        initialName="Q3 launch"
        onSave={onSave}
        isTaken={(name) => name.trim().toLowerCase() === 'q3 launch'}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText(/already saved/).textContent).toBe(
      'A plan called “Q3 launch” is already saved in this browser. Replace it with this one, or change the name.',
    );
    await user.click(screen.getByRole('button', { name: 'Replace plan' }));
    expect(onSave).toHaveBeenCalledWith('Q3 launch', true);
  });

  it('Cancel closes without saving', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onSave = vi.fn(() => true);
    renderPlanner(<SavePlanDialog open onOpenChange={onOpenChange} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSave).not.toHaveBeenCalled();
  });
});
