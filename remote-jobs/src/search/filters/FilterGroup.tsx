import type { ReactNode } from 'react';
import { formatCount } from './facet-options';

/** A filter group: a fieldset named by its legend, so it reads as a labelled group (classes: CONTROL_STYLES). */
export function FilterGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className="cw-group">
      <legend className="cw-legend">{label}</legend>
      <div className="cw-stack">{children}</div>
    </fieldset>
  );
}

/** A count beside a filter value; part of the control's name ("Senior 120"). */
export function CountLabel({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  // The space belongs to the name; between the row's flex items it takes no room.
  return (
    <>
      {' '}
      <span className={count === 0 ? 'cw-count cw-none' : 'cw-count'}>{formatCount(count)}</span>
    </>
  );
}
