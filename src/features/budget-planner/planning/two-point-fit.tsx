import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { fill } from '../../../i18n/fill.ts';
import type { Currency } from '../../../lib/money.ts';
import { fitTwoPoints } from '../../calculator-kit/model/hill-fit.ts';
import { PHI_MAX, PHI_MIN } from '../../calculator-kit/model/saturation-presets.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';
import { usePlanning } from './words.tsx';

/** Fit phi from two of the visitor's own months (spend and clicks), or say why not. */
export function TwoPointFit({
  name,
  sRef,
  currency,
  onFit,
}: {
  name: string;
  sRef: number;
  currency: Currency;
  onFit: (phi: number) => void;
}) {
  const [points, setPoints] = useState({ s1: 0, c1: 0, s2: 0, c2: 0 });
  const [message, setMessage] = useState<string>();
  const { t: all, fmt } = usePlanning(currency);
  const t = all.fit;
  // A changed point makes the last answer (a refusal or a fit) stale: it goes until Fit is pressed again.
  const set = (key: keyof typeof points) => (v: number) => {
    setPoints((p) => ({ ...p, [key]: v }));
    setMessage(undefined);
  };
  const fit = () => {
    const result = fitTwoPoints({ spend: points.s1, results: points.c1 }, { spend: points.s2, results: points.c2 });
    if (!result.ok) {
      setMessage(
        result.reason === 'not-positive'
          ? t.notPositive
          : result.reason === 'same-spend'
            ? t.sameSpend
            : t.noSaturation,
      );
      return;
    }
    const phi = Math.min(PHI_MAX, Math.max(PHI_MIN, result.phiAt(sRef)));
    onFit(phi);
    setMessage(
      fill(t.fitted, { cmax: fmt.number(result.cmax, 0), h: fmt.number(result.h, 0), phi: fmt.number(phi, 4) }),
    );
  };
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm font-medium text-brand-700">{fill(t.summary, { name })}</summary>
      <div className="mt-2 grid gap-2 sm:grid-cols-4">
        <NumberField label={fill(t.spend1, { name })} value={points.s1} min={0} onValueChange={set('s1')} />
        <NumberField label={fill(t.clicks1, { name })} value={points.c1} min={0} onValueChange={set('c1')} />
        <NumberField label={fill(t.spend2, { name })} value={points.s2} min={0} onValueChange={set('s2')} />
        <NumberField label={fill(t.clicks2, { name })} value={points.c2} min={0} onValueChange={set('c2')} />
      </div>
      <Button size="sm" variant="outline" className="mt-2" onClick={fit}>
        {fill(t.button, { name })}
      </Button>
      {message && (
        <p role="status" className="mt-2 text-sm">
          {message}
        </p>
      )}
    </details>
  );
}
