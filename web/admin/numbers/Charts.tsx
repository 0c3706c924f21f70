import type { ChartRow } from './ChartFigure';

/** The ids of the chart's caption and description, and its name. */
type Labelled = { title: string; description: string; name: string };

const highest = (rows: readonly ChartRow[]) => Math.max(1, ...rows.map((row) => row.value));

/** Columns over time, oldest on the left; the first and last day written under them. */
export function ColumnChart({ rows, ids }: { rows: readonly ChartRow[]; ids: Labelled }) {
  const top = highest(rows);
  // At least a month's width, so a single day draws one column, not a wall.
  const width = Math.max(rows.length, 31) * 10;
  return (
    <div>
      <svg
        role="img"
        aria-labelledby={ids.title}
        aria-describedby={ids.description}
        viewBox={`0 0 ${width} 100`}
        preserveAspectRatio="none"
        className="h-40 w-full"
      >
        <title>{ids.name}</title>
        {rows.map((row, i) => {
          const height = (row.value / top) * 96;
          return (
            <rect
              key={row.label}
              x={i * 10 + 1}
              y={100 - height}
              width={8}
              height={height}
              className="fill-brand-600"
            />
          );
        })}
      </svg>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
        <span>{rows[0]?.label}</span>
        <span>{rows.at(-1)?.label}</span>
      </div>
    </div>
  );
}

/** One bar a row: its label above, its value after the bar. */
export function BarChart({ rows, ids }: { rows: readonly ChartRow[]; ids: Labelled }) {
  const top = highest(rows);
  return (
    <svg
      role="img"
      aria-labelledby={ids.title}
      aria-describedby={ids.description}
      viewBox={`0 0 320 ${rows.length * 40}`}
      className="w-full max-w-md"
    >
      <title>{ids.name}</title>
      {rows.map((row, i) => (
        <g key={row.label} transform={`translate(0 ${i * 40})`}>
          <text x={0} y={14} className="fill-slate-700 text-[12px]">
            {row.label}
          </text>
          <rect
            x={0}
            y={20}
            width={Math.max(2, (row.value / top) * 210)}
            height={14}
            className="fill-brand-600"
          />
          <text x={320} y={32} textAnchor="end" className="fill-slate-900 text-[12px]">
            {row.shown}
          </text>
        </g>
      ))}
    </svg>
  );
}
