import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatNumber } from '../../../lib/money.ts';
import { fitTwoPoints, PHI_MAX, PHI_MIN } from '../../calculator-kit/model/hill.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';

/** Fit phi from two of the visitor's own months (spend and clicks), or say why not. */
export function TwoPointFit({ name, sRef, onFit }: { name: string; sRef: number; onFit: (phi: number) => void }) {
  const [points, setPoints] = useState({ s1: 0, c1: 0, s2: 0, c2: 0 });
  const [message, setMessage] = useState<string>();
  const set = (key: keyof typeof points) => (v: number) => setPoints((p) => ({ ...p, [key]: v }));
  const fit = () => {
    const result = fitTwoPoints({ spend: points.s1, results: points.c1 }, { spend: points.s2, results: points.c2 });
    if (!result.ok) return setMessage(result.reason);
    const phi = Math.min(PHI_MAX, Math.max(PHI_MIN, result.phiAt(sRef)));
    onFit(phi);
    setMessage(
      `Fitted: ceiling ${formatNumber(result.cmax, 0)} clicks, half of it at ${formatNumber(result.h, 0)}; share used at the reference spend ${formatNumber(phi, 4)}. Two months also differ in season and competition, which can look like saturation.`,
    );
  };
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm font-medium text-brand-700">Fit {name} from two of your months</summary>
      <div className="mt-2 grid gap-2 sm:grid-cols-4">
        <NumberField label={`${name} month 1 spend`} value={points.s1} min={0} onValueChange={set('s1')} />
        <NumberField label={`${name} month 1 clicks`} value={points.c1} min={0} onValueChange={set('c1')} />
        <NumberField label={`${name} month 2 spend`} value={points.s2} min={0} onValueChange={set('s2')} />
        <NumberField label={`${name} month 2 clicks`} value={points.c2} min={0} onValueChange={set('c2')} />
      </div>
      <Button size="sm" variant="outline" className="mt-2" onClick={fit}>
        Fit {name}
      </Button>
      {message && (
        <p role="status" className="mt-2 text-sm">
          {message}
        </p>
      )}
    </details>
  );
}
