import { describe, expect, it } from 'vitest';
import { fillYears } from './years';

describe('fillYears', () => {
  it('words the years statistic into a text, without a number while it is unknown', () => {
    expect(fillYears('Helping buyers for {years}.', 17)).toBe('Helping buyers for more than 17 years.');
    expect(fillYears('Helping buyers for {years}.', null)).toBe('Helping buyers for years.');
    expect(fillYears('No token here', 17)).toBe('No token here');
  });
});
