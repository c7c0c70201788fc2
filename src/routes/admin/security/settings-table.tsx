// A compact table in a Settings card: each row is named by its first cell (a row header) and the
// last column holds the row's action (its header is for screen readers only). On a phone each row
// stacks (admin.css, "admin-stack-table"): the other cells under the first, each with its column's
// name, and the action beside the first.
import { Table } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useScrollRegion } from '../scroll-region';

export function SettingsTable<T>({
  label,
  columns,
  rows,
  rowKey,
  renderRow,
}: {
  label: string;
  /** Headers of the named columns; the action column follows them. */
  columns: readonly string[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The row header, then one cell per remaining column, then the action. */
  renderRow: (row: T) => readonly [ReactNode, ...ReactNode[]];
}) {
  const scroller = useScrollRegion<HTMLDivElement>({ label });
  return (
    <div ref={scroller} className="admin-table-scroll admin-stack-table">
      {/* A caption names the table itself (Radix puts other props on a wrapper element). */}
      <Table.Root size="1">
        <caption className="admin-sr-only">{label}</caption>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeaderCell key={c}>{c}</Table.ColumnHeaderCell>
            ))}
            <Table.ColumnHeaderCell>
              <span className="admin-sr-only">Action</span>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const [head, ...cells] = renderRow(row);
            return (
              <Table.Row key={rowKey(row)}>
                <Table.RowHeaderCell>{head}</Table.RowHeaderCell>
                {cells.map((cell, i) => {
                  const column = columns[i + 1];
                  return column === undefined ? (
                    <Table.Cell key={i} className="admin-stack-action">
                      {cell}
                    </Table.Cell>
                  ) : (
                    <Table.Cell key={i} data-label={`${column}:`}>
                      {cell}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
