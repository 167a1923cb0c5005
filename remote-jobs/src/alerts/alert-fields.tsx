import { memo, useId, type RefObject } from 'react';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, type AlertFrequency } from '@chainwork/shared-config';

/**
 * The alert dialog's fields as plain labelled elements, styled by the class names of
 * ALERT_DIALOG_STYLES. Chakra's Radio, FormControl and Input computed their styles on every
 * render and each set its own custom properties, so every one of their elements copied the
 * theme's ~370 inherited variables when the opening dialog restyled them; these cost the
 * browser a plain element's style and React a plain element's render.
 */

const FREQUENCY_HINTS: Record<AlertFrequency, string> = {
  daily: 'One e-mail a morning with the new jobs, only on days with new jobs.',
  weekly: 'One e-mail on Mondays with the week’s new jobs.',
};

/** The search the alert is for, above the fields. */
export const SearchSummary = memo(function SearchSummary({ description }: { description: string }) {
  return (
    <div className="cw-alert-summary">
      <p className="cw-alert-summary-label">This search</p>
      <p className="cw-alert-summary-text">{description}</p>
    </div>
  );
});

/** Daily or weekly: native radios in their labels, one group named by its legend. */
export const FrequencyField = memo(function FrequencyField({
  value,
  onChange,
}: {
  value: AlertFrequency;
  onChange: (value: AlertFrequency) => void;
}) {
  return (
    <fieldset className="cw-alert-group">
      <legend className="cw-alert-legend">How often?</legend>
      {ALERT_FREQUENCIES.map((frequency) => (
        <label key={frequency} className="cw-alert-choice">
          <input type="radio" name="frequency" value={frequency} checked={value === frequency} onChange={() => onChange(frequency)} />
          <span className="cw-alert-choice-label">{ALERT_FREQUENCY_LABELS[frequency]}</span>
          <span className="cw-alert-hint">{FREQUENCY_HINTS[frequency]}</span>
        </label>
      ))}
    </fieldset>
  );
});

/** The address of an anonymous visitor: required, its validation text (or the help) read with it. */
export const EmailField = memo(function EmailField({
  value,
  error,
  inputRef,
  onChange,
  onBlur,
}: {
  value: string;
  /** The validation text once the field was left or the form sent; null while valid. */
  error: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const id = useId();
  const note = `${id}-note`;
  return (
    <div className="cw-alert-field">
      <label htmlFor={id} className="cw-alert-label">
        E-mail address
        <span className="cw-alert-required" aria-hidden="true">
          *
        </span>
      </label>
      <input
        ref={inputRef}
        id={id}
        className="cw-alert-input"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={note}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        placeholder="you@example.com"
      />
      {error ? (
        <p id={note} className="cw-alert-note cw-alert-invalid" aria-live="polite">
          {error}
        </p>
      ) : (
        <p id={note} className="cw-alert-note">
          We send a link to confirm first. Every e-mail has a one-click unsubscribe.
        </p>
      )}
    </div>
  );
});
