// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CURRENCY_KEY, defaultCurrencyFor, useCalculatorCurrency } from './use-currency.ts';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('useCalculatorCurrency', () => {
  it('starts in US dollars and remembers the visitor’s choice for both tools', () => {
    const planner = renderHook(() => useCalculatorCurrency());
    const roi = renderHook(() => useCalculatorCurrency());
    expect(planner.result.current.currency).toBe('USD');
    act(() => planner.result.current.choose('AUD'));
    expect(localStorage.getItem(CURRENCY_KEY)).toBe('"AUD"');
    expect(roi.result.current.currency).toBe('AUD');
  });

  it('shows a plan’s own currency without changing the choice, until the visitor picks one', () => {
    localStorage.setItem(CURRENCY_KEY, '"AUD"');
    const { result } = renderHook(() => useCalculatorCurrency());
    act(() => result.current.showPlanCurrency('VND'));
    expect(result.current.currency).toBe('VND');
    expect(localStorage.getItem(CURRENCY_KEY)).toBe('"AUD"');
    act(() => result.current.choose('USD'));
    expect(result.current.currency).toBe('USD');
    act(() => result.current.showPlanCurrency('VND'));
    act(() => result.current.choose('USD'));
    expect(result.current.currency).toBe('USD');
  });

  it('falls back to US dollars when the stored choice is not a currency', () => {
    localStorage.setItem(CURRENCY_KEY, '"EUR"');
    expect(renderHook(() => useCalculatorCurrency()).result.current.currency).toBe('USD');
  });
});

describe('useCalculatorCurrency on a page with its own default', () => {
  it('opens Vietnamese pages in VND and English pages in US dollars while nothing is stored', () => {
    expect(defaultCurrencyFor('vi')).toBe('VND');
    expect(defaultCurrencyFor('en')).toBe('USD');
    expect(renderHook(() => useCalculatorCurrency(defaultCurrencyFor('vi'))).result.current.currency).toBe('VND');
    expect(localStorage.getItem(CURRENCY_KEY)).toBeNull();
  });

  it('lets the visitor’s explicit stored choice win over the page’s default', () => {
    localStorage.setItem(CURRENCY_KEY, '"AUD"');
    expect(renderHook(() => useCalculatorCurrency(defaultCurrencyFor('vi'))).result.current.currency).toBe('AUD');
  });

  it('remembers a choice made on a Vietnamese page', () => {
    const { result } = renderHook(() => useCalculatorCurrency(defaultCurrencyFor('vi')));
    act(() => result.current.choose('USD'));
    expect(result.current.currency).toBe('USD');
    expect(localStorage.getItem(CURRENCY_KEY)).toBe('"USD"');
  });
});
