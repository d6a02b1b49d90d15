// The frame every chart sits in: its title, a legend, a box that scrolls sideways instead of shrinking the
// drawing on a narrow screen, and a "Show as table" toggle with the same figures (the text alternative).
import { useId, useState, type ReactNode } from 'react';

/** The chart's figures as a table: its text alternative. */
export type ChartTable = { columns: string[]; rows: Array<Array<string | number>> };

/** A chart with its title, and a "Show as table" toggle that swaps the drawing for the same figures as a table. */
export function ChartFrame({
  title,
  description,
  children,
  label,
  table,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  label: string;
  table?: ChartTable;
}) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <figure className="min-w-0 space-y-2" aria-label={label}>
      <figcaption className="flex flex-wrap items-start justify-between gap-2">
        <span>
          <span className="text-sm font-semibold text-slate-800">{title}</span>
          {description && <span className="block text-xs text-slate-500">{description}</span>}
        </span>
        {table && (
          <button
            type="button"
            className="rounded text-xs font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-controls={id}
            aria-pressed={asTable}
            onClick={() => setAsTable((value) => !value)}
          >
            {asTable ? 'Show as chart' : 'Show as table'}
          </button>
        )}
      </figcaption>
      <div id={id}>
        {table && asTable ? (
          <div className="relative w-0 min-w-full overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{label}</caption>
              <thead className="text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col" className="px-2 py-1 font-medium">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, index) => (
                  <tr key={index} className="border-t border-slate-100">
                    {row.map((cell, column) => (
                      <td key={column} className="px-2 py-1 tabular-nums text-slate-700">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          children
        )}
      </div>
    </figure>
  );
}

/** One legend entry per series: a swatch (dot, line or dash) and its name. */
export function ChartLegend({ entries }: { entries: Array<{ name: string; color: string; shape?: 'dot' | 'bar' | 'dash' }> }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-label="Legend">
      {entries.map((entry) => (
        <li key={entry.name} className="flex items-center gap-1.5">
          {entry.shape === 'dash' ? (
            <span className="inline-block w-4 border-t-2 border-dashed" style={{ borderColor: entry.color }} aria-hidden="true" />
          ) : (
            <span
              className={entry.shape === 'bar' ? 'inline-block h-2.5 w-3 rounded-sm' : 'inline-block h-2 w-2 rounded-full'}
              style={{ background: entry.color }}
              aria-hidden="true"
            />
          )}
          {entry.name}
        </li>
      ))}
    </ul>
  );
}

/** An SVG at least as wide as its own drawing: on a narrow screen it scrolls inside this box, never shrinks. */
export function ScrollBox({ minWidth, children, className }: { minWidth: number; children: ReactNode; className?: string }) {
  return (
    <div
      className="relative w-0 min-w-full overflow-x-auto"
      tabIndex={0}
      role="group"
      aria-label="Chart (scrolls sideways on small screens)"
    >
      <div style={{ minWidth }} className={className}>
        {children}
      </div>
    </div>
  );
}
