/**
 * "Counts as leads": the one control both tools use to say what a channel's leads are (plain leads,
 * form leads, messages started, purchases…), keeping a type a file named if the channel has one.
 */
import { useId } from 'react';
import { inputClasses, OwnForm } from '../../components/ui/field.tsx';
import { isKnownResult, readResult, RESULT_TYPES, resultWord, type ResultType } from './model/result-type.ts';
import { useToolLanguage } from './text-context.tsx';

interface ResultChoiceProps {
  value: ResultType | undefined;
  onChange: (result: ResultType | undefined) => void;
  className?: string;
}

export function ResultChoice({ value, onChange, className = '' }: ResultChoiceProps) {
  const id = useId();
  const { kit } = useToolLanguage();
  const words = kit.results;
  const named = value !== undefined && !isKnownResult(value) ? [value] : [];
  return (
    <OwnForm className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {words.countAs}
      </label>
      <select
        id={id}
        value={value ?? ''}
        className={inputClasses()}
        onChange={(event) => onChange(readResult(event.target.value))}
      >
        <option value="">{words.plain}</option>
        {[...RESULT_TYPES, ...named].map((type) => (
          <option key={type} value={type}>
            {resultWord(words, type)}
          </option>
        ))}
      </select>
    </OwnForm>
  );
}
