// An exact maximum-weight assignment of rows to columns (the Hungarian algorithm, O(n² m)). Lineup
// slots overlap without nesting (FLEX, SUPER_FLEX, REC_FLEX, WRRB_FLEX, IDP_FLEX...), so filling them
// greedily can be wrong; a roster has a few dozen players, so the exact answer costs microseconds.

/**
 * For each row, the column it gets (or -1 for none), maximising the total weight. `weight(row, col)`
 * is null where the pair is not allowed. Rows may stay unassigned (at weight 0), so a row without
 * any allowed column, or whose only columns would lower the total, is left empty. Weights must be
 * integers (exact comparisons; callers scale points to hundredths).
 */
export function maxWeightAssignment(
  rows: number,
  columns: number,
  weight: (row: number, column: number) => number | null,
): number[] {
  if (rows === 0) return [];
  // Each row gets a private "unassigned" column of weight 0, so every row can always be matched and
  // the square-or-wider cost matrix the algorithm needs exists. Costs are negated weights.
  const width = columns + rows;
  const forbidden = Number.MAX_SAFE_INTEGER / 4;
  const cost = (row: number, column: number): number => {
    if (column >= columns) return column - columns === row ? 0 : forbidden;
    const w = weight(row, column);
    return w === null ? forbidden : -w;
  };

  // 1-based arrays as in the textbook formulation: index 0 is the virtual start column.
  const u = new Array<number>(rows + 1).fill(0);
  const v = new Array<number>(width + 1).fill(0);
  const owner = new Array<number>(width + 1).fill(0);
  const way = new Array<number>(width + 1).fill(0);
  for (let row = 1; row <= rows; row += 1) {
    owner[0] = row;
    let column0 = 0;
    const minimum = new Array<number>(width + 1).fill(Infinity);
    const used = new Array<boolean>(width + 1).fill(false);
    do {
      used[column0] = true;
      const row0 = owner[column0]!;
      let delta = Infinity;
      let column1 = 0;
      for (let column = 1; column <= width; column += 1) {
        if (used[column]) continue;
        const reduced = cost(row0 - 1, column - 1) - u[row0]! - v[column]!;
        if (reduced < minimum[column]!) {
          minimum[column] = reduced;
          way[column] = column0;
        }
        if (minimum[column]! < delta) {
          delta = minimum[column]!;
          column1 = column;
        }
      }
      for (let column = 0; column <= width; column += 1) {
        if (used[column]) {
          u[owner[column]!]! += delta;
          v[column]! -= delta;
        } else {
          minimum[column]! -= delta;
        }
      }
      column0 = column1;
    } while (owner[column0] !== 0);
    do {
      const column1 = way[column0]!;
      owner[column0] = owner[column1]!;
      column0 = column1;
    } while (column0 !== 0);
  }

  const result = new Array<number>(rows).fill(-1);
  for (let column = 1; column <= columns; column += 1) {
    const row = owner[column]!;
    if (row !== 0) result[row - 1] = column - 1;
  }
  return result;
}
