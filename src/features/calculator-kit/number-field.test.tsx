// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderKit } from './i18n/test-wrapper.tsx';
import { Profiler, Suspense, use, useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Currency } from '../../lib/money.ts';
import { NumberField, type NumberFieldProps } from './number-field.tsx';
import { useDraft } from './use-draft.tsx';

afterEach(cleanup);

type Options = Partial<Pick<NumberFieldProps, 'integer' | 'max' | 'unit' | 'step'>> & { currency?: Currency };

function Harness({ start = 1000, ...options }: Options & { start?: number }) {
  const [value, setValue] = useState(start);
  const [disabled, setDisabled] = useState(false);
  return (
    <>
      <NumberField label="Spend" value={value} onValueChange={setValue} disabled={disabled} {...options} />
      <output data-testid="stored">{value}</output>
      <button type="button" onClick={() => setDisabled((d) => !d)}>
        toggle
      </button>
      <button type="button" onClick={() => setValue(42)}>
        set elsewhere
      </button>
    </>
  );
}

const input = () => screen.getByLabelText('Spend') as HTMLInputElement;
const stored = () => screen.getByTestId('stored').textContent;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('NumberField', () => {
  it('passes each number on as it is typed, pasted decoration included', () => {
    renderKit(<Harness />);
    type('1,250.5');
    expect(stored()).toBe('1250.5');
    expect(screen.queryByRole('alert')?.textContent).toBe('');
  });

  it('refuses a negative number, keeps the previous value and says why beside the field', () => {
    renderKit(<Harness />);
    type('-5');
    expect(stored()).toBe('1000');
    expect(screen.getByRole('alert').textContent).toBe('Spend cannot be negative. The previous value is kept.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });

  it('refuses text and shows the kept value again on leaving the field', () => {
    renderKit(<Harness />);
    type('lots');
    expect(stored()).toBe('1000');
    expect(screen.getByRole('alert').textContent).toBe('Spend must be a number. The previous value is kept.');
    expect(input().value).toBe('lots');
    fireEvent.blur(input());
    expect(input().value).toBe('1000');
  });

  it('refuses a value above the maximum with the limit and unit in the message', () => {
    renderKit(<Harness start={30} max={40} unit="%" />);
    type('75');
    expect(stored()).toBe('30');
    expect(screen.getByRole('alert').textContent).toBe('Spend cannot be more than 40%. The previous value is kept.');
    type('40');
    expect(stored()).toBe('40');
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('waits quietly while the box is emptied to retype', () => {
    renderKit(<Harness />);
    type('');
    expect(stored()).toBe('1000');
    expect(screen.getByRole('alert').textContent).toBe('');
    type('7');
    expect(stored()).toBe('7');
  });

  it('cuts decimals off whole-number fields but leaves the typing alone', () => {
    renderKit(<Harness integer />);
    type('12.9');
    expect(stored()).toBe('12');
    expect(input().value).toBe('12.9');
  });

  it('is the only field of a form that is never sent (decision 176)', () => {
    renderKit(<Harness />);
    const form = input().form;
    expect(form?.getAttribute('method')).toBe('dialog');
    expect([...(form?.elements ?? [])]).toEqual([input()]);
  });

  it('steps with the arrow keys within the range', () => {
    renderKit(<Harness start={99.5} max={100} step={0.1} />);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(stored()).toBe('99.6');
    renderKit(<Harness start={0} />);
    const [, second] = screen.getAllByLabelText('Spend') as HTMLInputElement[];
    fireEvent.keyDown(second!, { key: 'ArrowDown' });
    expect(screen.getAllByTestId('stored')[1]?.textContent).toBe('0');
  });

  it('a value set elsewhere, or disabling the field, replaces the typing and the message', () => {
    renderKit(<Harness />);
    type('abc');
    fireEvent.click(screen.getByText('set elsewhere'));
    expect(input().value).toBe('42');
    expect(screen.getByRole('alert').textContent).toBe('');
    type('-1');
    fireEvent.click(screen.getByText('toggle'));
    expect(input().disabled).toBe(true);
    expect(input().value).toBe('42');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it.each([
    ['USD', '$', ''],
    ['AUD', 'A$', ''],
    ['VND', '', '₫'],
  ] as const)('shows the %s sign from the currency table', (currency, prefix, suffix) => {
    const { container } = renderKit(<Harness currency={currency} />);
    const signs = [...container.querySelectorAll('[aria-hidden="true"]')].map((node) => node.textContent);
    expect(signs).toEqual([prefix, suffix].filter(Boolean));
  });
});

describe('NumberField on a Vietnamese page', () => {
  it('reads and shows a decimal comma, and refuses in Vietnamese', () => {
    renderKit(<Harness start={2.5} />, 'vi');
    expect(input().value).toBe('2,5');
    type('3,5');
    expect(stored()).toBe('3.5');
    type('1.500.000');
    expect(stored()).toBe('1500000');
    type('-5');
    expect(stored()).toBe('1500000');
    expect(screen.getByRole('alert').textContent).toBe('Spend không được là số âm. Giá trị trước đó được giữ nguyên.');
  });
});

describe('a corrected field drops its stale error', () => {
  function RuleHarness() {
    const [value, setValue] = useState(20);
    const [percent, setPercent] = useState(true);
    return (
      <>
        <NumberField label="Spend" value={value} min={percent ? -100 : -1e9} onValueChange={setValue} />
        <button type="button" onClick={() => setPercent(false)}>
          by an amount
        </button>
        <output data-testid="stored">{value}</output>
      </>
    );
  }

  it('when the rule changes under a refused number (a what-if change from % to an amount)', () => {
    renderKit(<RuleHarness />);
    type('-150');
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'by an amount' }));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(input().getAttribute('aria-invalid')).toBeNull();
    // The field shows the value in force, and a retyped −150 is now taken.
    expect(input().value).toBe('20');
    type('-150');
    expect(stored()).toBe('-150');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('is not written to again when its owner hands it a new callback, and calls the newest one', () => {
    const calls: string[] = [];
    // An owner that makes its callback anew on every render, as an inline arrow does.
    function Owner() {
      const [tag, setTag] = useState('first');
      return (
        <>
          <NumberField label="Spend" value={1000} onValueChange={(v) => calls.push(`${tag}:${v}`)} />
          <button type="button" onClick={() => setTag('second')}>
            again
          </button>
        </>
      );
    }
    renderKit(<Owner />);
    const watch = new MutationObserver(() => {});
    watch.observe(input(), { attributes: true });
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    // React rewrites an updated input's name and type; an unchanged field is never updated.
    expect(watch.takeRecords().map((m) => m.attributeName)).toEqual([]);
    watch.disconnect();
    type('1200');
    expect(calls).toEqual(['second:1200']);
  });
});

describe('what a number feeds follows it in a transition (decision 175)', () => {
  // A part the number feeds that cannot show 12 yet. A key press that waited for what the number
  // feeds would hide the box behind the fallback; a transition keeps the page as it was meanwhile.
  /** Every value the owner has put on screen, in order. */
  let committed: number[] = [];
  function Committed({ value }: { value: number }) {
    useLayoutEffect(() => void committed.push(value), [value]);
    return null;
  }
  function Owner({
    held,
    start = 1,
    transition = true,
  }: {
    held: Promise<void>;
    start?: number;
    transition?: boolean;
  }) {
    const [value, setValue] = useState(start);
    return (
      <>
        <Committed value={value} />
        <Suspense fallback={<p>working</p>}>
          <NumberField label="Spend" value={value} onValueChange={setValue} transition={transition} />
          <Fed value={value} held={held} />
        </Suspense>
      </>
    );
  }
  function Fed({ value, held }: { value: number; held: Promise<void> }) {
    if (value === 12) use(held);
    return <output data-testid="stored">{value}</output>;
  }
  const holding = () => {
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    return { held, release: () => act(async () => release()) };
  };
  // React follows a suspended part only inside an awaited act.
  const typeHeld = (text: string) => act(async () => void type(text));

  it('a key press shows what was typed at once, and the figures follow when they are ready', async () => {
    const { held, release } = holding();
    renderKit(<Owner held={held} />);
    await typeHeld('12');
    expect(input().value).toBe('12');
    expect(screen.queryByText('working')).toBeNull();
    expect(stored()).toBe('1');
    await release();
    expect(stored()).toBe('12');
    expect(input().value).toBe('12');
  });

  it('a key press commits nothing: the box shows the text itself (decision 194)', async () => {
    const { held, release } = holding();
    let commits = 0;
    renderKit(
      <Profiler id="field" onRender={() => void commits++}>
        <Owner held={held} />
      </Profiler>,
    );
    commits = 0;
    await typeHeld('12');
    expect(input().value).toBe('12');
    expect(commits).toBe(0);
    await release();
    expect(commits).toBe(1);
    expect(input().value).toBe('12');
  });

  it('an arrow key shows the new value at once', async () => {
    const { held, release } = holding();
    renderKit(<Owner held={held} start={11} />);
    await act(async () => void fireEvent.keyDown(input(), { key: 'ArrowUp' }));
    expect(input().value).toBe('12');
    expect(stored()).toBe('11');
    await release();
    expect(stored()).toBe('12');
  });

  it('a second arrow key steps on from the number still on its way', async () => {
    const { held, release } = holding();
    // The first step, to 12, is held on its way.
    renderKit(<Owner held={held} start={11} />);
    await act(async () => void fireEvent.keyDown(input(), { key: 'ArrowUp' }));
    await act(async () => void fireEvent.keyDown(input(), { key: 'ArrowUp' }));
    expect(input().value).toBe('13');
    await release();
    expect(stored()).toBe('13');
  });

  it('leaving the box while a number is on its way shows that number, written plainly', async () => {
    const { held, release } = holding();
    renderKit(<Owner held={held} />);
    await typeHeld('1,2');
    expect(input().value).toBe('1,2');
    await act(async () => void fireEvent.blur(input()));
    expect(input().value).toBe('12');
    await release();
    expect(input().value).toBe('12');
  });

  it('typing back to the value in force while a number is on its way ends on what was typed last', async () => {
    const { held, release } = holding();
    renderKit(<Owner held={held} />);
    await typeHeld('12');
    await typeHeld('1');
    await release();
    expect(stored()).toBe('1');
    expect(input().value).toBe('1');
  });

  it('a field without it passes the number on in the key press itself', async () => {
    const { held, release } = holding();
    renderKit(<Owner held={held} transition={false} />);
    await typeHeld('12');
    expect(screen.getByText('working')).toBeTruthy();
    await release();
    expect(stored()).toBe('12');
  });

  it.each([
    ['left', () => window.dispatchEvent(new Event('pagehide'))],
    [
      'hidden',
      () => {
        vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('a number still on its way is passed on at once when the page is %s, so the draft has it', async (_, leave) => {
    committed = [];
    const { held } = holding();
    renderKit(<Owner held={held} />);
    await typeHeld('12');
    expect(committed).toEqual([1]);
    await act(async () => leave());
    expect(committed).toEqual([1, 12]);
    vi.restoreAllMocks();
  });

  it('a tool left with a number on its way stores that number as its draft', async () => {
    localStorage.clear();
    function Tool({ held }: { held: Promise<void> }) {
      const [value, setValue] = useState(1);
      useDraft({
        key: 'test:field-draft',
        validate: (data) => (typeof data === 'number' ? { ok: true, value: data } : { ok: false, message: 'No.' }),
        value,
        onRestore: setValue,
        onStartFresh: () => setValue(1),
      });
      return (
        <Suspense fallback={<p>working</p>}>
          <NumberField label="Spend" value={value} onValueChange={setValue} transition />
          <Fed value={value} held={held} />
        </Suspense>
      );
    }
    const { held } = holding();
    renderKit(<Tool held={held} />);
    await act(async () => {});
    await typeHeld('12');
    expect(localStorage.getItem('test:field-draft')).toBeNull();
    await act(async () => void window.dispatchEvent(new Event('pagehide')));
    expect(localStorage.getItem('test:field-draft')).toBe('12');
  });
});
