import { describe, expect, it } from 'vitest';
import { chooseTargetStatisticColumns } from './target-statistic-columns.js';
import type { Table } from './table.js';

describe('chooseTargetStatisticColumns', () => {
  it('names only the categorical features with many distinct non-blank values', () => {
    const table: Table = {
      columns: [
        { name: 'class', kind: 'categorical' },
        { name: 'gender', kind: 'categorical' },
        { name: 'age', kind: 'numeric' },
        { name: 'paid', kind: 'numeric' },
      ],
      rows: Array.from({ length: 40 }, (_, i) => ({
        class: i % 12 === 0 ? '' : `C${i % 12}`,
        gender: i % 3 === 0 ? null : i % 2 === 0 ? 'F' : 'M',
        age: i,
        paid: 100 + i,
      })),
    };
    // class has 11 non-blank levels (C1..C11); gender 2; numeric columns never qualify.
    expect(chooseTargetStatisticColumns(table, 'paid')).toEqual(['class']);
    expect(chooseTargetStatisticColumns(table, 'paid', 12)).toEqual([]);
  });
});
