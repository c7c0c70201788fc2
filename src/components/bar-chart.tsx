// A horizontal bar chart drawn as plain SVG on the server: no charting runtime on the page.
// Rows are laid out in CSS pixels and the bars in percentages of the width, so the text stays
// the same size at any width (readable at 360 px). The SVG is one image with a name; the data
// is also in a visually hidden table, which is the text alternative screen readers use.
import { Fragment, type ReactNode } from 'react';
import './bar-chart.css';

type BarChartRow = {
  /** Row label, e.g. the year. */
  label: string;
  value: number;
  /** Text beside the bar, e.g. "3 closings · $1.2M". */
  valueText: string;
};

type BarChartProps = {
  /** Accessible name of the chart, e.g. "Closings per year, 2013 to 2024". */
  name: string;
  rows: BarChartRow[];
  /** Caption and column headings of the hidden data table. */
  table: { caption: string; headers: string[]; rows: ReactNode[][] };
  /** Colour theme: dark for navy backgrounds. */
  tone?: 'light' | 'dark';
  className?: string;
};

const ROW = 30;
const BAR = 18;
const LABEL_END = 14; // percent of the width reserved for the row label
const BAR_MAX = 52; // percent of the width the longest bar takes

/** A percentage to a thousandth (a hundredth of a pixel on any screen), not 17 digits. */
const percent = (n: number) => Math.round(n * 1000) / 1000;

export function BarChart({ name, rows, table, tone = 'light', className }: BarChartProps) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  const height = rows.length * ROW + 4;
  return (
    <figure className={`bar-chart bar-chart--${tone}${className ? ` ${className}` : ''}`}>
      <svg role="img" aria-label={name} width="100%" height={height} className="bar-chart__svg">
        {rows.map((row, i) => {
          const y = i * ROW + 2;
          const width = (row.value / max) * BAR_MAX;
          return (
            <Fragment key={row.label}>
              <text x="0" y={y + BAR / 2} className="bar-chart__label">
                {row.label}
              </text>
              <rect
                x={`${LABEL_END}%`}
                y={y}
                width={`${percent(Math.max(width, row.value > 0 ? 0.8 : 0))}%`}
                height={BAR}
                rx="3"
                className="bar-chart__bar"
              />
              <text x={`${percent(LABEL_END + width + 1.5)}%`} y={y + BAR / 2} className="bar-chart__value">
                {row.valueText}
              </text>
            </Fragment>
          );
        })}
      </svg>
      {/* Hidden by its wrapper: a table ignores a 1px width. */}
      <div className="sr-only">
        <table>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.headers.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((cells, i) => (
              <tr key={i}>
                {cells.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={j}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
