import { describe, expect, it } from 'vitest';
import { dataIsoValida } from './admin.js';
import { hojeEmBrasilia } from './datas.js';

describe('datas', () => {
  it('accepts only real calendar dates in ISO form', () => {
    expect(dataIsoValida('2024-02-29')).toBe(true);
    expect(dataIsoValida('2025-02-29')).toBe(false);
    expect(dataIsoValida('2025-13-01')).toBe(false);
    expect(dataIsoValida('01/03/2025')).toBe(false);
    expect(dataIsoValida('2025-3-1')).toBe(false);
  });

  it("gives today's date in Goiás, not in UTC", () => {
    expect(hojeEmBrasilia(new Date('2025-03-02T02:30:00Z'))).toBe('2025-03-01');
    expect(hojeEmBrasilia(new Date('2025-03-02T03:00:00Z'))).toBe('2025-03-02');
  });
});
