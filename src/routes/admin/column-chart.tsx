// Columns over time (views per day, leads per week) as plain SVG: one image with a name, and the
// numbers in a visually hidden table as its text alternative. Stacked when there are several series.
import type { ReactNode } from 'react';

type ColumnSeries = { key: string; label: string; color: string };
type Column = { label: string; values: Record<string, number> };

export function ColumnChart({
  name,
  series,
  columns,
  caption,
  firstLabel,
  lastLabel,
}: {
  name: string;
  series: ColumnSeries[];
  columns: Column[];
  caption: string;
  firstLabel?: ReactNode;
  lastLabel?: ReactNode;
}) {
  const totals = columns.map((c) => series.reduce((s, x) => s + (c.values[x.key] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const W = 10;
  const H = 100;
  return (
    <figure className="admin-chart">
      <svg
        role="img"
        aria-label={name}
        viewBox={`0 0 ${columns.length * W} ${H}`}
        preserveAspectRatio="none"
        width="100%"
        height="140"
        focusable="false"
      >
        {columns.map((c, i) => {
          let y = H;
          return (
            <g key={c.label}>
              {series.map((s) => {
                const v = c.values[s.key] ?? 0;
                const h = (v / max) * (H - 4);
                y -= h;
                return v > 0 ? <rect key={s.key} x={i * W + 1} y={y} width={W - 2} height={h} fill={s.color} /> : null;
              })}
            </g>
          );
        })}
        <line x1="0" y1={H - 0.5} x2={columns.length * W} y2={H - 0.5} stroke="var(--gray-7)" strokeWidth="1" vectorEffect="non-scaling-stroke" />
      </svg>
      <div className="admin-chart__axis" aria-hidden="true">
        <span>{firstLabel ?? columns[0]?.label}</span>
        <span>{lastLabel ?? columns[columns.length - 1]?.label}</span>
      </div>
      {series.length > 1 ? (
        <ul className="admin-chart__legend" aria-hidden="true">
          {series.map((s) => (
            <li key={s.key}>
              <span className="admin-chart__swatch" style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="admin-sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {columns.map((c) => (
              <tr key={c.label}>
                <th scope="row">{c.label}</th>
                {series.map((s) => (
                  <td key={s.key}>{c.values[s.key] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
