// What the benches share to report: the median of their runs, and a fixed-width table (text columns first, padded
// at the end; numbers after them, padded at the start).

/** The median of numbers (the mean of the middle two for an even count). */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Prints `rows` under `columns` ([heading, width, cell of a row]); the first `textColumns` are text. */
export function printTable(columns, rows, { textColumns = 2 } = {}) {
  const line = (cells) =>
    cells.map((c, i) => (i < textColumns ? c.padEnd(columns[i][1]) : c.padStart(columns[i][1]))).join(" ");
  console.log(line(columns.map(([heading]) => heading)));
  for (const row of rows) console.log(line(columns.map(([, , cell]) => cell(row))));
}
