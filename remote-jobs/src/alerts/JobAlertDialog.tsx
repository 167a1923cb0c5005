import { useMutation } from '@tanstack/react-query';
import { memo, useCallback, useId, useRef, useState, type FormEvent, type MutableRefObject } from 'react';
import {
  ACCOUNT_PATHS,
  ALERT_CONFIRMATION_TTL_MS,
  NEWSLETTER_EMAIL_PATTERN,
  NEWSLETTER_INVALID_MESSAGE,
  NEWSLETTER_REQUIRED_MESSAGE,
  describeSearch,
  type AlertFrequency,
  type SearchState,
} from '@chainwork/shared-config';
import { NATIVE_MODAL_PANEL, NativeModal } from '@chainwork/shared-config/chakra-overlays';
import { useAuth, useTRPC } from '@chainwork/shared-config/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { ALERT_DIALOG_TITLE } from './alert-dialog-title';
import { ALERT_DIALOG_STYLES } from './alert-dialog-styles';
import { DAY_MS } from '@chainwork/shared-config/time';
import { EmailField, FrequencyField, SearchSummary } from './alert-fields';
import { alertSearchOf } from './alert-search';

export { ALERT_DIALOG_TITLE };

const CONFIRM_DAYS = Math.round(ALERT_CONFIRMATION_TTL_MS / DAY_MS);

function emailError(value: string): string | null {
  if (!value.trim()) return NEWSLETTER_REQUIRED_MESSAGE;
  return NEWSLETTER_EMAIL_PATTERN.test(value.trim()) ? null : NEWSLETTER_INVALID_MESSAGE;
}

/**
 * The dialog behind "Get these jobs by e-mail". Signed in: choose daily or weekly, done
 * (the account's address is verified). Anonymous: an address too, then "check your
 * inbox": nothing is mailed but the confirmation link until it is used.
 *
 * On NativeModal with one static rule set, its fields plain elements (alert-fields.tsx):
 * JobAlertButton mounts it closed once its code has arrived (the page idle), showing the search on
 * screen while closed (memoised: rendered again only by a new search, after that search's paint),
 * so its elements, style rules and text exist before the click, which opens it through openRef
 * and renders nothing.
 */
export const JobAlertDialog = memo(function JobAlertDialog({
  isOpen,
  onClose,
  onOpen,
  openRef,
  search: state,
  signedIn: asked,
}: {
  isOpen: boolean;
  onClose: () => void;
  /** Opened through openRef (NativeModal): the caller's isOpen follows. */
  onOpen?: () => void;
  openRef?: MutableRefObject<(() => void) | null>;
  /** The search on screen (its sort is not the alert's). */
  search: SearchState;
  /** Whether to skip the address (the account's is verified); by default, the page's sign-in. */
  signedIn?: boolean;
}) {
  const trpc = useTRPC();
  const auth = useAuth();
  const signedIn = asked ?? auth.status === 'signed-in';
  const create = useMutation(trpc.alerts.create.mutationOptions());
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  const heading = useId();
  const touch = useCallback(() => setTouched(true), []);
  const search = alertSearchOf(state);
  const description = describeSearch(search);
  const invalid = !signedIn && touched ? emailError(email) : null;

  // Closed, it stays mounted: the next opening starts from an empty form, as a new dialog did.
  const close = () => {
    create.reset();
    setTouched(false);
    setEmail('');
    setFrequency('daily');
    onClose();
  };
  // The dialog's own close controls go through NativeModal's closeRef, which also closes it when
  // it was opened through openRef and isOpen has not come yet.
  const closer = useRef<(() => void) | null>(null);
  const dismiss = () => (closer.current ? closer.current() : close());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!signedIn && emailError(email)) {
      firstField.current?.focus();
      return;
    }
    create.mutate(signedIn ? { search, frequency } : { search, frequency, email: email.trim() });
  };

  const done = create.data;
  return (
    <NativeModal
      isOpen={isOpen}
      onClose={close}
      onOpen={onOpen}
      openRef={openRef}
      closeRef={closer}
      initialFocusRef={signedIn ? undefined : firstField}
      aria-labelledby={heading}
      sx={ALERT_DIALOG_STYLES}
    >
      <div className={`cw-alert-panel ${NATIVE_MODAL_PANEL}`}>
        <h2 id={heading} className="cw-alert-header">
          {done ? (done.status === 'active' ? 'Your alert is on' : 'Check your inbox') : ALERT_DIALOG_TITLE}
        </h2>
        <button type="button" className="cw-alert-close" aria-label="Close" onClick={dismiss}>
          {/* Plain, as every element inside: no class of its own to style at the opening. */}
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 24 24"
            width="12"
            height="12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
        {done ? (
          <>
            <div className="cw-alert-body cw-alert-stack">
              <SearchSummary description={description} />
              {done.status === 'active' ? (
                <p>
                  New jobs for this search will come to your inbox {done.alert.frequency === 'daily' ? 'every morning' : 'every Monday'},
                  only when there are new ones.
                </p>
              ) : (
                <p>
                  We sent a link to <strong className="cw-alert-strong">{done.email}</strong>. Open it within {CONFIRM_DAYS} days to start
                  the alert; until then we send nothing else.
                </p>
              )}
            </div>
            <div className="cw-alert-footer">
              {done.status === 'active' ? (
                <RouterLink to={ACCOUNT_PATHS.alerts} onClick={dismiss} className="cw-alert-link">
                  Manage your alerts
                </RouterLink>
              ) : null}
              <button type="button" className="cw-alert-button cw-alert-primary" onClick={dismiss}>
                Done
              </button>
            </div>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <div className="cw-alert-body cw-alert-stack">
              <SearchSummary description={description} />
              <FrequencyField value={frequency} onChange={setFrequency} />
              {signedIn ? null : <EmailField value={email} error={invalid} inputRef={firstField} onChange={setEmail} onBlur={touch} />}
              {create.error ? (
                <p role="alert" className="cw-alert-error">
                  {create.error.message}
                </p>
              ) : null}
            </div>
            <div className="cw-alert-footer">
              <button type="button" className="cw-alert-button cw-alert-ghost" onClick={dismiss}>
                Cancel
              </button>
              <button type="submit" className="cw-alert-button cw-alert-primary" disabled={create.isPending} aria-busy={create.isPending}>
                {create.isPending ? 'Creating alert' : 'Create alert'}
              </button>
            </div>
          </form>
        )}
      </div>
    </NativeModal>
  );
});
