import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ChartTableProps {
  /** The id of the chart's title, the table's accessible name. */
  labelledBy: string;
  /** The column headers: what a row is ('Categoría'), then each figure ('Cursos'). */
  columns: readonly string[];
  /** One row a point of the chart, in the chart's order: its label, then its figures. */
  rows: readonly { label: string; figures: readonly ReactNode[] }[];
}

/** A chart's figures for assistive technology (the chart itself is hidden from it): a hidden table. */
export function ChartTable({ labelledBy, columns, rows }: ChartTableProps) {
  return (
    <VisuallyHidden>
      <table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the points are in a fixed order
            <tr key={i}>
              <th scope="row">{row.label}</th>
              {row.figures.map((figure, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are in a fixed order
                <td key={j}>{figure}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
