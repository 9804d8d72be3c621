/** One change of a what-if scenario: which number, where, how and by how much. */
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { NumberField } from '../../calculator-kit/number-field.tsx';
import type { Channel } from '../model/planner.ts';
import { DELTA_FIELDS, OPS_FOR, type Delta, type DeltaField, type DeltaOp } from '../model/what-if.ts';
import type { PlanningText } from './planning-text.tsx';

const PLAN_WIDE = new Set<DeltaField>(['budget', 'l2c']);

interface Props {
  delta: Delta;
  channels: readonly Channel[];
  t: PlanningText['whatIf'];
  /** The change's words with its number (and its scenario's, past the first). */
  label: (key: 'change' | 'what' | 'where' | 'how' | 'amount' | 'remove') => string;
  name: (name: string, index: number) => string;
  onChange: (delta: Delta) => void;
  onRemove: () => void;
}

export function WhatIfChange({ delta, channels, t, label, name, onChange, onRemove }: Props) {
  const id = useId();
  const update = (patch: Partial<Delta>) => {
    const next = { ...delta, ...patch };
    // An operation the new field does not take falls back to a relative change.
    onChange(OPS_FOR[next.field].includes(next.op) ? next : { ...next, op: '%' });
  };
  const labelled = (suffix: string, text: string, control: ReactNode) => (
    <div className="text-sm font-medium">
      <label htmlFor={`${id}-${suffix}`}>{text}</label>
      <div className="mt-1">{control}</div>
    </div>
  );
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-4">
      <legend className="px-1 font-semibold">{label('change')}</legend>
      {labelled(
        'field',
        label('what'),
        <Select
          id={`${id}-field`}
          className="w-full min-w-0"
          value={delta.field}
          onValueChange={(v) => update({ field: v as DeltaField })}
          options={DELTA_FIELDS.map((f) => ({ value: f, label: t.fields[f] }))}
        />,
      )}
      {labelled(
        'target',
        label('where'),
        <Select
          id={`${id}-target`}
          className="w-full min-w-0"
          value={delta.target}
          disabled={PLAN_WIDE.has(delta.field)}
          onValueChange={(v) => update({ target: v })}
          options={[
            { value: 'all', label: t.allChannels },
            ...channels.map((c, j) => ({ value: c.id, label: name(c.name, j) })),
          ]}
        />,
      )}
      {labelled(
        'op',
        label('how'),
        <Select
          id={`${id}-op`}
          className="w-full min-w-0"
          value={delta.op}
          onValueChange={(v) => update({ op: v as DeltaOp })}
          options={OPS_FOR[delta.field].map((op) => ({ value: op, label: t.ops[op] }))}
        />,
      )}
      <NumberField
        label={label('amount')}
        value={delta.value}
        // Down by at most everything (−100 %); amounts and points may go either way.
        min={delta.op === '%' ? -100 : -1e9}
        step={delta.op === '%' ? 5 : 1}
        onValueChange={(v) => update({ value: v })}
      />
      <div className="sm:col-span-4">
        <Button size="sm" variant="outline" onClick={onRemove}>
          {label('remove')}
        </Button>
      </div>
    </fieldset>
  );
}
