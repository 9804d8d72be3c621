// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavePlanDialog } from './save-plan-dialog.tsx';

afterEach(cleanup);

describe('Save Budget Plan dialog', () => {
  it('has the Plan Name field, Cancel and Save Plan', () => {
    render(<SavePlanDialog open onOpenChange={() => {}} onSave={() => true} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Save Budget Plan' }));
    expect((dialog.getByLabelText('Plan Name') as HTMLInputElement).value).toBe('');
    expect(dialog.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(['Close', 'Cancel', 'Save Plan']);
  });

  it.each(['', '   '])('refuses an empty or blank name (%j) with the fixed message', async (name) => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => true);
    render(<SavePlanDialog open onOpenChange={() => {}} onSave={onSave} />);
    if (name) await user.type(screen.getByLabelText('Plan Name'), name);
    await user.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a plan name');
    expect(screen.getByLabelText('Plan Name').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a named plan, pre-filled with the loaded plan name', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => true);
    render(<SavePlanDialog open onOpenChange={() => {}} initialName="Q3 launch" onSave={onSave} />);
    const field = screen.getByLabelText<HTMLInputElement>('Plan Name');
    expect(field.value).toBe('Q3 launch');
    await user.type(field, ' v2{Enter}');
    expect(onSave).toHaveBeenCalledWith('Q3 launch v2');
  });

  it('Cancel closes without saving', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onSave = vi.fn(() => true);
    render(<SavePlanDialog open onOpenChange={onOpenChange} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSave).not.toHaveBeenCalled();
  });
});
