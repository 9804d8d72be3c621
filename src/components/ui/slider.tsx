interface SliderProps {
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Accessible name of the slider. */
  label: string;
  valueText?: string;
  disabled?: boolean;
}

/**
 * A single-value slider: the browser's own range input, so arrow keys step, Page Up/Down jump and
 * Home/End go to the ends, it has the slider role and works before the island hydrates. It needs
 * no layout measurement of its own, unlike a scripted slider that reads its thumb's size after
 * every hydration (decision 076).
 */
export function Slider({
  value,
  onValueChange,
  min = 0,
  max = 100,
  step = 1,
  label,
  valueText,
  disabled,
}: SliderProps) {
  return (
    <input
      type="range"
      value={value}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      aria-label={label}
      {...(valueText ? { 'aria-valuetext': valueText } : {})}
      onChange={(event) => {
        const next = event.currentTarget.valueAsNumber;
        onValueChange(Number.isFinite(next) ? next : min);
      }}
      className="block h-6 w-full cursor-pointer accent-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50"
    />
  );
}
