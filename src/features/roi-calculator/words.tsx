/** A dictionary template with React parts in its {placeholders} ("Press {done}, then…" with <strong>Done</strong>). */
import { Fragment, type ReactNode } from 'react';

export function Words({ template, parts }: { template: string; parts: Readonly<Record<string, ReactNode>> }) {
  const pieces = template.split(/\{(\w+)\}/);
  return (
    <>
      {pieces.map((piece, index) => (
        // Odd pieces are placeholder names; an unknown one stays visible as written.
        <Fragment key={index}>{index % 2 === 1 ? (piece in parts ? parts[piece] : `{${piece}}`) : piece}</Fragment>
      ))}
    </>
  );
}
