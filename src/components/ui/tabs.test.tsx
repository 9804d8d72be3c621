// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

afterEach(cleanup);

const items = ['One', 'Two', 'Three'].map((name) => ({
  value: name.toLowerCase(),
  label: name,
  content: `${name} body`,
}));

function Controlled() {
  const [value, setValue] = useState('two');
  return <Tabs label="Parts" items={items} value={value} onValueChange={setValue} />;
}

const selected = () => screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'));

describe('tabs', () => {
  it('render only the selected panel, labelled by its tab, with one tab in the tab order', () => {
    render(<Controlled />);
    expect(screen.getByRole('tablist', { name: 'Parts' })).toBeTruthy();
    expect(selected()).toEqual(['false', 'true', 'false']);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Two' });
    expect(panel.textContent).toBe('Two body');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Two' }).getAttribute('aria-controls')).toBe(panel.id);
  });

  it('move with the arrow keys (wrapping at the ends), Home and End, selecting and focusing as they go', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['false', 'false', 'true']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Three' }));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['true', 'false', 'false']);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Three' }));
    await user.keyboard('{Home}');
    expect(selected()).toEqual(['true', 'false', 'false']);
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Three body');
  });

  it('select on click without a controlling parent', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Parts" items={items} defaultValue="one" />);
    await user.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tabpanel', { name: 'Three' }).textContent).toBe('Three body');
  });

  it('keep a panel they leave, hidden and out of the accessibility tree, and show it again as it was', async () => {
    const user = userEvent.setup();
    const withField = [
      { value: 'notes', label: 'Notes', content: <input aria-label="Note" defaultValue="" /> },
      { value: 'other', label: 'Other', content: 'Other body' },
    ];
    render(<Tabs label="Parts" items={withField} defaultValue="notes" />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'kept');
    await user.click(screen.getByRole('tab', { name: 'Other' }));
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.textContent)).toEqual(['Other body']);
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', 'kept');
  });
});
