import {
  memo,
  startTransition,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { inputClasses, OwnForm } from '../../components/ui/field.tsx';
import { currencyAffix, type Currency } from '../../lib/money.ts';
import { numberProblemWords, readNumber, type NumberProblem } from './read-number.ts';
import { onPageLeaving } from './page-leaving.ts';
import { fill } from '../../i18n/fill.ts';
import { useToolLanguage, type KitText } from './text-context.tsx';
import { useStableCallback } from './use-stable-callback.ts';

export interface NumberFieldProps {
  label: string;
  value: number;
  /** Receives only numbers that pass the field's rule; anything else is refused beside the field. */
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  /** What the arrow keys add or take away. */
  step?: number;
  integer?: boolean;
  /** An amount field: shows the currency's sign where the formatted results put it. */
  currency?: Currency;
  /** A unit shown inside the box and in messages, e.g. "%". */
  unit?: string;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
  /** A control shown before the box on the same row (the allocation slider). */
  leading?: ReactNode;
  /** A control shown after the box on the same row (the allocation lock). */
  trailing?: ReactNode;
  /**
   * Pass the value on in a transition (decision 175): the key press draws the box, and what the
   * number feeds follows in a render React can split. Only for an owner that works its update out
   * from the state React holds (a reducer action, a functional update), never from values its render
   * captured: a transition lands after the events that follow it, and those see the render before it.
   */
  transition?: boolean;
}

/** The value as typed: a plain number, with a decimal comma on Vietnamese pages. */
const shownValue = (value: number, decimalComma: boolean) => {
  const text = String(Number.isFinite(value) ? Number(value.toFixed(6)) : 0);
  return decimalComma ? text.replace('.', ',') : text;
};

/**
 * The calculators' number box. People type freely; every keystroke that reads as a number in range
 * is passed on at once. Text that is not a number, or is out of range, is refused with a message
 * beside the field and the previous value stays in force; leaving the field shows that value again.
 *
 * A field whose label, value and rule are unchanged is not drawn again, even when its owner hands it
 * a new `onValueChange` (as an inline arrow does on every render): React writes an input's `name`
 * and `type` anew whenever it updates it, and hundreds of such writes in the planning blocks made
 * Chromium restyle them on every keystroke. A `hint`, `leading` or `trailing` element made anew on
 * each render still redraws the field.
 */
export function NumberField(props: NumberFieldProps) {
  const onValueChange = useStableCallback(props.onValueChange);
  return <NumberFieldBox {...props} onValueChange={onValueChange} />;
}

const NumberFieldBox = memo(function NumberFieldBox(props: NumberFieldProps) {
  const {
    label,
    value,
    onValueChange,
    min = 0,
    max,
    step = 1,
    integer = false,
    currency,
    unit = '',
    hint,
    disabled = false,
    id,
    className = '',
    leading,
    trailing,
    transition = false,
  } = props;
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [error, setError] = useState<string | null>(null);
  const [seen, setSeen] = useState({ value, disabled, min, max, integer });
  // What the box shows is the browser's own text, not React's state (decision 194): a key press
  // renders nothing unless the message beside the box changes. The box is written to when a value
  // from elsewhere replaces the typing (`replaced` counts those), on an arrow key and on leaving it.
  const box = useRef<HTMLInputElement>(null);
  const [replaced, setReplaced] = useState(0);
  const { locale, kit } = useToolLanguage();
  const shown = shownValue(value, locale === 'vi');
  // The text the server wrote into the box. It stays the box's default so React never writes the
  // attribute again, and a value typed before hydration is told from it (decision 184).
  const [firstShown] = useState(shown);
  const show = (text: string) => {
    if (box.current && box.current.value !== text) box.current.value = text;
  };

  // A value changed elsewhere (a loaded plan, the slider, leaving edit mode) replaces the typing; so
  // does a new rule (a what-if change switched from % to an amount): a refusal under the old rule
  // would otherwise stay beside a field whose rule no longer refuses it.
  if (
    seen.value !== value ||
    seen.disabled !== disabled ||
    seen.min !== min ||
    seen.max !== max ||
    seen.integer !== integer
  ) {
    setSeen({ value, disabled, min, max, integer });
    setReplaced((count) => count + 1);
    setError(null);
  }

  const rule = { label, integer, min, decimalComma: locale === 'vi', ...(max === undefined ? {} : { max }), unit };
  // With `transition`, what the number feeds (a card's figures, the totals, every planning layer)
  // follows it in a render React can split and interrupt, so the key press renders nothing at all
  // (decisions 175 and 194). The value this box has seen moves with it, so the typing is not taken
  // for a change made elsewhere before the value arrives. A number still on its way when the page is
  // hidden or left is passed on at once, before the draft is written, so the draft has it.
  const onTheWay = useRef<{ next: number; pass: () => void } | null>(null);
  const stopListening = useRef<(() => void) | null>(null);
  useEffect(() => () => stopListening.current?.(), []);
  useLayoutEffect(() => {
    if (onTheWay.current?.next === seen.value) onTheWay.current = null;
  }, [seen]);
  const showInForce = useEffectEvent(() => {
    onTheWay.current = null;
    show(shown);
  });
  // Only a replacement writes the box: every other render leaves the visitor's text alone.
  useLayoutEffect(() => {
    if (replaced > 0) showInForce();
  }, [replaced]);

  const showError = (next: string | null) => {
    if (next !== error) setError(next);
  };
  const commit = (next: number) => {
    showError(null);
    const passing = onTheWay.current !== null;
    // While a value is on its way, `value` is still the one before it.
    if (next === value && !passing) return;
    const pass = () => {
      setSeen({ value: next, disabled, min, max, integer });
      onValueChange(next);
    };
    if (!transition) return pass();
    onTheWay.current = { next, pass };
    stopListening.current ??= onPageLeaving(
      () => {
        const waiting = onTheWay.current;
        onTheWay.current = null;
        if (waiting) flushSync(waiting.pass);
      },
      { first: true },
    );
    startTransition(pass);
  };
  const onText = (text: string) => {
    const read = readNumber(text, rule);
    if (read.ok) commit(read.value);
    // An emptied box is a number being retyped: nothing to refuse yet.
    else
      showError(
        read.reason === 'empty'
          ? null
          : fill(kit.previousKept, { error: numberProblemText(kit, label, read.problem, read.limit, unit) }),
      );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const next = Number(((onTheWay.current?.next ?? value) + (event.key === 'ArrowUp' ? step : -step)).toFixed(6));
    const read = readNumber(String(next), rule);
    if (!read.ok) return;
    // The new value shows at once, as the value it stands for follows.
    show(shownValue(read.value, locale === 'vi'));
    commit(read.value);
  };
  const onBlur = () => {
    // A number still on its way shows as it will once it lands.
    show(shownValue(onTheWay.current?.next ?? value, locale === 'vi'));
  };

  const affix = currency ? currencyAffix(currency, locale) : { prefix: '', suffix: unit };
  const describedBy =
    [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ') || undefined;
  const padding = `${affix.prefix ? (affix.prefix.length > 1 ? 'pl-9' : 'pl-7') : ''} ${affix.suffix ? 'pr-8' : ''}`;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className={leading || trailing ? 'flex items-center gap-3' : ''}>
        {leading}
        <OwnForm className={leading ? 'relative w-24 shrink-0' : 'relative'}>
          {affix.prefix && <Affix side="left">{affix.prefix}</Affix>}
          <input
            id={fieldId}
            type="text"
            inputMode={integer ? 'numeric' : 'decimal'}
            autoComplete="off"
            ref={box}
            defaultValue={firstShown}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onText(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
            className={inputClasses(`tabular-nums ${padding}`)}
          />
          {affix.suffix && <Affix side="right">{affix.suffix}</Affix>}
        </OwnForm>
        {trailing}
      </div>
      {hint && (
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <p id={`${fieldId}-error`} role="alert" className="mt-1 text-xs font-medium text-danger-700 empty:hidden">
        {error ?? ''}
      </p>
    </div>
  );
});

// Decorative: the label names the unit, so screen readers do not hear the sign twice.
function Affix({ side, children }: { side: 'left' | 'right'; children: string }) {
  return (
    <span
      aria-hidden="true"
      className={`pointer-events-none absolute inset-y-0 flex items-center text-sm text-slate-600 ${side === 'left' ? 'left-3' : 'right-3'}`}
    >
      {children}
    </span>
  );
}

/** A refused number in the page's language. */
export function numberProblemText(
  kit: KitText,
  label: string,
  problem: NumberProblem,
  limit: number | undefined,
  unit = '',
): string {
  return numberProblemWords(kit, label, problem, limit, unit);
}
