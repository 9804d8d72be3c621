/**
 * What-if: up to three scenarios, each a few changes to the plan, and every fixed output of the
 * plan and of each scenario side by side through the page's own model. The scenarios live with the
 * plan (draft, saved plans, links, the full-plan file).
 */
import { useMemo } from 'react';
import { fill } from '../../../i18n/fill.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { Currency } from '../../../lib/money.ts';
import { ScrollTable } from '../../calculator-kit/planning/source-chip.tsx';
import type { PlannerState, PlanResults } from '../model/planner.ts';
import {
  compareScenarios,
  MAX_DELTAS,
  MAX_SCENARIOS,
  type Delta,
  type ScenarioFigure,
  type WhatIfOutput,
} from '../model/what-if.ts';
import { WhatIfChange } from './what-if-change.tsx';
import { Block, usePlanning } from './words.tsx';

interface Props {
  state: PlannerState;
  currency: Currency;
  evaluate: (s: PlannerState) => PlanResults;
  /** The scenarios, each with at least one change; empty = none. */
  scenarios: readonly Delta[][];
  onScenarios: (scenarios: Delta[][]) => void;
  assumed: boolean;
}

const MONEY = new Set<WhatIfOutput>(['spend', 'revenue', 'cpl', 'cac']);
const NEW_CHANGE: Delta = { target: 'all', field: 'cpc', op: '%', value: 20 };

export function WhatIfSection(props: Props) {
  const { t } = usePlanning(props.currency);
  return (
    <Block title={t.whatIf.title} chip={props.assumed ? 'assumption' : undefined} open={props.scenarios.length > 0}>
      <WhatIfBody {...props} />
    </Block>
  );
}

function WhatIfBody({ state, currency, evaluate, scenarios, onScenarios }: Props) {
  const { t: all, fmt, name } = usePlanning(currency);
  const t = all.whatIf;
  const lines = useMemo(() => compareScenarios(state, scenarios, evaluate), [state, scenarios, evaluate]);
  const show = (o: WhatIfOutput, v: number) =>
    MONEY.has(o)
      ? fmt.money(v)
      : o === 'roi'
        ? fmt.roi(v)
        : o === 'roas'
          ? fmt.multiple(v)
          : o === 'leads'
            ? fmt.leads(v)
            : fmt.number(v, 1);
  const signed = (o: WhatIfOutput, v: number) =>
    Math.abs(v) < 1e-9 ? show(o, 0) : `${v > 0 ? '+' : '−'}${show(o, Math.abs(v))}`;
  const ratio = (f: ScenarioFigure, base: number) =>
    f.ratio === null ? (base !== 0 ? t.signChanged : '—') : fmt.percent(f.ratio * 100, 1);
  const several = scenarios.length > 1;
  // The first scenario keeps its words (and its column headers when it is alone); later ones say which.
  const within = (s: number, text: string) => (s === 0 ? text : fill(t.inScenario, { s: String(s + 1), text }));
  const setScenario = (s: number, deltas: Delta[]) =>
    onScenarios(scenarios.map((d, i) => (i === s ? deltas : d)).filter((d) => d.length > 0));
  const heading = (s: number) => (several ? fill(t.scenarioN, { s: String(s + 1) }) : t.scenario);
  return (
    <div data-what-if className="space-y-3">
      <p>{several ? t.explainSeveral : t.explain}</p>
      {scenarios.map((deltas, s) => {
        const scenario = String(s + 1);
        const changes = deltas.map((d, i) => (
          <WhatIfChange
            key={i}
            delta={d}
            channels={state.channels}
            t={t}
            name={name}
            label={(key) => within(s, fill(t[key], { n: String(i + 1) }))}
            onChange={(next) =>
              setScenario(
                s,
                deltas.map((old, j) => (j === i ? next : old)),
              )
            }
            onRemove={() =>
              setScenario(
                s,
                deltas.filter((_, j) => j !== i),
              )
            }
          />
        ));
        const add =
          deltas.length < MAX_DELTAS ? (
            <Button size="sm" variant="outline" onClick={() => setScenario(s, [...deltas, NEW_CHANGE])}>
              {s === 0 ? t.add : fill(t.addTo, { s: scenario })}
            </Button>
          ) : null;
        return several ? (
          <fieldset key={s} className="space-y-3 rounded-lg border border-brand-200 p-3" data-scenario={scenario}>
            <legend className="px-1 font-display font-semibold">{fill(t.scenarioN, { s: scenario })}</legend>
            {changes}
            <div className="flex flex-wrap gap-2">
              {add}
              <Button size="sm" variant="outline" onClick={() => onScenarios(scenarios.filter((_, j) => j !== s))}>
                {fill(t.removeScenario, { s: scenario })}
              </Button>
            </div>
          </fieldset>
        ) : (
          <div key={s} className="space-y-3" data-scenario={scenario}>
            {changes}
            {add}
          </div>
        );
      })}
      {scenarios.length === 0 && (
        <Button size="sm" variant="outline" onClick={() => onScenarios([[NEW_CHANGE]])}>
          {t.add}
        </Button>
      )}
      {scenarios.length > 0 && scenarios.length < MAX_SCENARIOS && (
        <Button size="sm" variant="outline" onClick={() => onScenarios([...scenarios, [NEW_CHANGE]])}>
          {t.addScenario}
        </Button>
      )}
      {scenarios.length > 0 && (
        <ScrollTable label={several ? t.tableSeveral : t.table}>
          <thead>
            <tr>
              <th scope="col">{t.output}</th>
              <th scope="col">{t.base}</th>
              {scenarios.map((_, s) => [
                <th scope="col" key={`v${s}`}>
                  {heading(s)}
                </th>,
                <th scope="col" key={`d${s}`}>
                  {several ? fill(t.deltaN, { s: String(s + 1) }) : t.delta}
                </th>,
                <th scope="col" key={`p${s}`}>
                  {several ? fill(t.deltaPercentN, { s: String(s + 1) }) : t.deltaPercent}
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.output}>
                <th scope="row">{t.outputs[l.output]}</th>
                <td>{show(l.output, l.base)}</td>
                {l.scenarios.map((f, s) => [
                  <td key={`v${s}`}>{show(l.output, f.scenario)}</td>,
                  <td key={`d${s}`}>{signed(l.output, f.delta)}</td>,
                  <td key={`p${s}`}>{ratio(f, l.base)}</td>,
                ])}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
