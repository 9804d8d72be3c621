import { CURRENCIES, isCurrency, type Currency } from '../../lib/money.ts';
import { inputClasses, OwnForm } from '../../components/ui/field.tsx';
import { useToolLanguage } from './text-context.tsx';

/**
 * The currency choice of both calculators: a native select, so it costs no JavaScript beyond the
 * island and works with every keyboard and screen reader as the platform intends.
 */
export function CurrencyPicker({
  id,
  value,
  onChange,
  className = '',
  label,
}: {
  id: string;
  /** What the choice is for, when it is not the tool's own currency. */
  label?: string;
  value: Currency;
  onChange: (currency: Currency) => void;
  className?: string;
}) {
  const { kit } = useToolLanguage();
  return (
    <OwnForm className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label ?? kit.currency}
      </label>
      <select
        id={id}
        value={value}
        aria-describedby={`${id}-note`}
        className={inputClasses('h-10 min-w-56 py-0')}
        onChange={(event) => {
          if (isCurrency(event.target.value)) onChange(event.target.value);
        }}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {kit.currencyLabels[code]}
          </option>
        ))}
      </select>
      <p id={`${id}-note`} className="mt-1 text-xs text-slate-600">
        {kit.relabelled}
      </p>
    </OwnForm>
  );
}
