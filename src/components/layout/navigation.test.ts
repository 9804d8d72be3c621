import { describe, expect, it } from 'vitest';
import { currentState } from './navigation.ts';

describe('currentState', () => {
  it('marks the page itself and the section it sits in', () => {
    expect(currentState('/solutions/free-resources', '/solutions/free-resources')).toBe('page');
    expect(currentState('/solutions', '/solutions/free-resources/marketing-with-canva')).toBe('true');
    expect(currentState('/vi/solutions', '/vi/solutions/marketing-tools/')).toBe('true');
    expect(currentState('/services', '/solutions')).toBeUndefined();
  });

  it('marks a home page only on itself, in either language', () => {
    expect(currentState('/', '/')).toBe('page');
    expect(currentState('/vi', '/vi')).toBe('page');
    expect(currentState('/', '/services')).toBeUndefined();
    expect(currentState('/vi', '/vi/solutions/marketing-tools')).toBeUndefined();
  });
});
