import type { ChangeEvent, ReactNode } from 'react';

/**
 * Plain form controls for the search (class names styled by CONTROL_STYLES): a native box or
 * radio inside its label, so the label names it, a click anywhere on the row toggles it, and a
 * tick costs React one small element and the browser no new style.
 */
export function CheckRow({
  type = 'checkbox',
  name,
  value,
  checked,
  disabled,
  onChange,
  children,
}: {
  type?: 'checkbox' | 'radio';
  name?: string;
  value?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  children: ReactNode;
}) {
  return (
    <label className="cw-check">
      <input type={type} name={name} value={value} checked={checked} disabled={disabled} onChange={onChange} />
      <span className="cw-row">{children}</span>
    </label>
  );
}
