// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPlanner } from '../i18n/test-wrapper.tsx';
import { TwoPointFit } from './two-point-fit.tsx';

afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the two-point fit', () => {
  it('drops its refusal once a point is corrected, and fits when asked again', () => {
    const onFit = vi.fn();
    renderPlanner(<TwoPointFit name="Meta" sRef={4000} currency="USD" onFit={onFit} />);
    type('Meta month 1 spend', '2000');
    type('Meta month 1 clicks', '1000');
    type('Meta month 2 spend', '2000');
    type('Meta month 2 clicks', '1500');
    fireEvent.click(screen.getByRole('button', { name: 'Fit Meta' }));
    expect(screen.getByText('The two points need different spends.')).toBeTruthy();
    type('Meta month 2 spend', '6000');
    expect(screen.queryByText('The two points need different spends.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fit Meta' }));
    expect(onFit).toHaveBeenCalledOnce();
    expect(screen.getByText(/^Fitted: ceiling/)).toBeTruthy();
  });
});
