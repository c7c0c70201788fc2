// A compact table in a Settings card: each row is named by its first cell (a row header) and the
// last column holds the row's action (its header is for screen readers only).
import { Table } from '@radix-ui/themes';
import type { ReactNode } from 'react';

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
  return (
    <div className="admin-table-scroll">
      {/* A caption names the table itself (Radix puts other props on a wrapper element). */}
      <Table.Root size="1">
        <caption className="rt-visually-hidden">{label}</caption>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeaderCell key={c}>{c}</Table.ColumnHeaderCell>
            ))}
            <Table.ColumnHeaderCell>
              <span className="rt-visually-hidden">Action</span>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const [head, ...cells] = renderRow(row);
            return (
              <Table.Row key={rowKey(row)}>
                <Table.RowHeaderCell>{head}</Table.RowHeaderCell>
                {cells.map((cell, i) => (
                  <Table.Cell key={i}>{cell}</Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
