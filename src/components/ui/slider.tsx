import { Slider as RadixSlider } from 'radix-ui';

interface SliderProps {
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Accessible name of the thumb. */
  label: string;
  valueText?: string;
  disabled?: boolean;
}

/** Single-thumb slider; arrow keys step, Page Up/Down jump, Home/End go to the ends. */
export function Slider({ value, onValueChange, min = 0, max = 100, step = 1, label, valueText, disabled }: SliderProps) {
  return (
    <RadixSlider.Root
      value={[value]}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      onValueChange={(values) => onValueChange(values[0] ?? min)}
      className="relative flex h-6 w-full touch-none items-center select-none data-[disabled]:opacity-50"
    >
      <RadixSlider.Track className="relative h-2 grow overflow-hidden rounded-full bg-slate-200">
        <RadixSlider.Range className="absolute h-full rounded-full bg-brand-500" />
      </RadixSlider.Track>
      <RadixSlider.Thumb
        aria-label={label}
        {...(valueText ? { 'aria-valuetext': valueText } : {})}
        className="block h-5 w-5 rounded-full border-2 border-brand-600 bg-white shadow focus-visible:outline-3 focus-visible:outline-brand-500"
      />
    </RadixSlider.Root>
  );
}
