// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NumberField } from './number-field.tsx';

afterEach(cleanup);

function Harness({ integer = false }: { integer?: boolean }) {
  const [value, setValue] = useState(1000);
  const [editing, setEditing] = useState(true);
  return (
    <>
      <NumberField label="Spend" value={value} integer={integer} disabled={!editing} onCommit={setValue} />
      <output data-testid="stored">{value}</output>
      <button type="button" onClick={() => setEditing((e) => !e)}>
        toggle
      </button>
    </>
  );
}

const input = () => screen.getByLabelText('Spend') as HTMLInputElement;
const stored = () => screen.getByTestId('stored').textContent;

describe('NumberField', () => {
  it('commits decimals as they are typed', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: '1,250.5' } });
    expect(stored()).toBe('1250.5');
  });

  it('refuses a negative number, keeps the previous value and says why', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: '-5' } });
    expect(stored()).toBe('1000');
    expect(screen.getByRole('alert').textContent).toBe('Spend cannot be negative. The previous value is kept.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('counts text as 0 with a note, and leaving edit mode shows the stored number again', () => {
    render(<Harness integer />);
    fireEvent.change(input(), { target: { value: 'lots' } });
    expect(stored()).toBe('0');
    expect(screen.getByText('Not a number, so it counts as 0.')).toBeTruthy();
    fireEvent.click(screen.getByText('toggle'));
    expect(input().value).toBe('0');
    expect(input().disabled).toBe(true);
    expect(screen.queryByText('Not a number, so it counts as 0.')).toBeNull();
  });

  it('cuts decimals off whole-number fields', () => {
    render(<Harness integer />);
    fireEvent.change(input(), { target: { value: '12.9' } });
    expect(stored()).toBe('12');
    expect(input().value).toBe('12.9');
  });
});
