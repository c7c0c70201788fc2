import { describe, expect, it } from 'vitest';
import { yearsNumber } from './years';

describe('yearsNumber', () => {
  it('drops a trailing plus so the pages do not print "16++ years"', () => {
    expect(yearsNumber('16')).toBe('16');
    expect(yearsNumber('16+')).toBe('16');
    expect(yearsNumber(' 17 + ')).toBe('17');
  });
});
