// The benchmarks' arithmetic (bench/medidas.ts): the budgets are judged on these numbers, so they are exact.
import { describe, expect, it } from 'vitest';
import { mediana } from '../bench/medidas.ts';

describe('mediana dos benchmarks', () => {
  it('é exata: uma razão não é arredondada antes de o orçamento compará-la', () => {
    // Rounded to a tenth, 1,34 became 1,3 and passed a ≤ 1,3 budget.
    expect(mediana([1.34, 1.2, 1.5])).toBe(1.34);
    expect(mediana([0.46, 0.44, 0.48])).toBe(0.46);
    expect(mediana([0.326, 0.293, 0.434, 0.526])).toBeCloseTo(0.38, 10);
  });

  it('com um número par de valores, é a média dos dois do meio, sem depender da ordem', () => {
    expect(mediana([4, 1, 3, 2])).toBe(2.5);
    expect(mediana([7])).toBe(7);
  });
});
