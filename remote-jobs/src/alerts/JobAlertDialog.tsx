import {
  Alert,
  AlertDescription,
  AlertIcon,
  Box,
  Button,
  FormControl,
  FormErrorMessage,
  FormHelperText,
  FormLabel,
  Input,
  Link,
  Radio,
  RadioGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { memo, useId, useRef, useState, type FormEvent } from 'react';
import { CloseGlyph } from '../ui/icons';
import {
  ACCOUNT_PATHS,
  ALERT_CONFIRMATION_TTL_MS,
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  NEWSLETTER_EMAIL_PATTERN,
  NEWSLETTER_INVALID_MESSAGE,
  NEWSLETTER_REQUIRED_MESSAGE,
  describeSearch,
  type AlertFrequency,
  type SearchFilters,
} from '@chainwork/shared-config';
import { NativeModal } from '@chainwork/shared-config/chakra-overlays';
import { useAuth, useTRPC } from '@chainwork/shared-config/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { ALERT_DIALOG_TITLE } from './alert-dialog-title';
import { ALERT_DIALOG_STYLES } from './alert-dialog-styles';
import { DAY_MS } from '@chainwork/shared-config/time';

export { ALERT_DIALOG_TITLE };

const FREQUENCY_HINTS: Record<AlertFrequency, string> = {
  daily: 'One e-mail a morning with the new jobs, only on days with new jobs.',
  weekly: 'One e-mail on Mondays with the week’s new jobs.',
};
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
 * On NativeModal with one static rule set: JobAlertButton mounts it closed once its code has
 * arrived (the page idle), with no search until it opens, so its elements and style rules exist
 * before the first click, and a new search does not render it again (memoised).
 */
export const JobAlertDialog = memo(function JobAlertDialog({
  isOpen,
  onClose,
  search,
  signedIn: asked,
}: {
  isOpen: boolean;
  onClose: () => void;
  /** The search the alert is for; null while closed. */
  search: SearchFilters | null;
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
  const frequencyLabel = useId();
  const heading = useId();
  const description = search ? describeSearch(search) : '';
  const invalid = !signedIn && touched ? emailError(email) : null;

  // Closed, it stays mounted: the next opening starts from an empty form, as a new dialog did.
  const close = () => {
    create.reset();
    setTouched(false);
    setEmail('');
    setFrequency('daily');
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!signedIn && emailError(email)) {
      firstField.current?.focus();
      return;
    }
    if (!search) return;
    create.mutate(signedIn ? { search, frequency } : { search, frequency, email: email.trim() });
  };

  const done = create.data;
  return (
    <NativeModal
      isOpen={isOpen}
      onClose={close}
      initialFocusRef={signedIn ? undefined : firstField}
      aria-labelledby={heading}
      sx={ALERT_DIALOG_STYLES}
    >
      <div className="cw-alert-panel">
        <h2 id={heading} className="cw-alert-header">
          {done ? (done.status === 'active' ? 'Your alert is on' : 'Check your inbox') : ALERT_DIALOG_TITLE}
        </h2>
        <button type="button" className="cw-alert-close" aria-label="Close" onClick={close}>
          <CloseGlyph aria-hidden boxSize={3} />
        </button>
        {done ? (
          <>
            <div className="cw-alert-body">
              <Stack spacing={4}>
                <SearchSummary description={description} />
                {done.status === 'active' ? (
                  <Text>
                    New jobs for this search will come to your inbox {done.alert.frequency === 'daily' ? 'every morning' : 'every Monday'},
                    only when there are new ones.
                  </Text>
                ) : (
                  <Text>
                    We sent a link to{' '}
                    <Text as="strong" color="white">
                      {done.email}
                    </Text>
                    . Open it within {CONFIRM_DAYS} days to start the alert; until then we send nothing else.
                  </Text>
                )}
              </Stack>
            </div>
            <div className="cw-alert-footer">
              {done.status === 'active' ? (
                <Link as={RouterLink} to={ACCOUNT_PATHS.alerts} onClick={close} color="brand.200" fontWeight="600">
                  Manage your alerts
                </Link>
              ) : null}
              <Button colorScheme="brand" onClick={close}>
                Done
              </Button>
            </div>
          </>
        ) : (
          <Box as="form" onSubmit={submit} noValidate>
            <div className="cw-alert-body">
              <Stack spacing={5}>
                <SearchSummary description={description} />
                <Box>
                  <Text id={frequencyLabel} fontWeight="600" mb={2}>
                    How often?
                  </Text>
                  <RadioGroup
                    value={frequency}
                    onChange={(value) => setFrequency(value as AlertFrequency)}
                    name="frequency"
                    aria-labelledby={frequencyLabel}
                  >
                    <Stack spacing={3}>
                      {ALERT_FREQUENCIES.map((value) => (
                        <Radio key={value} value={value} alignItems="flex-start">
                          <Text as="span" display="block" fontWeight="600">
                            {ALERT_FREQUENCY_LABELS[value]}
                          </Text>
                          <Text as="span" display="block" fontSize="sm" color="fg.muted">
                            {FREQUENCY_HINTS[value]}
                          </Text>
                        </Radio>
                      ))}
                    </Stack>
                  </RadioGroup>
                </Box>
                {signedIn ? null : (
                  <FormControl isInvalid={Boolean(invalid)} isRequired>
                    <FormLabel>E-mail address</FormLabel>
                    <Input
                      ref={firstField}
                      type="email"
                      autoComplete="email"
                      inputMode="email"
                      value={email}
                      onChange={(event) => setEmail(event.target.value)}
                      onBlur={() => setTouched(true)}
                      placeholder="you@example.com"
                    />
                    {invalid ? (
                      <FormErrorMessage>{invalid}</FormErrorMessage>
                    ) : (
                      <FormHelperText>We send a link to confirm first. Every e-mail has a one-click unsubscribe.</FormHelperText>
                    )}
                  </FormControl>
                )}
                {create.error ? (
                  <Alert status="error" borderRadius="md">
                    <AlertIcon />
                    <AlertDescription>{create.error.message}</AlertDescription>
                  </Alert>
                ) : null}
              </Stack>
            </div>
            <div className="cw-alert-footer">
              <Button variant="ghost" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" colorScheme="brand" isLoading={create.isPending} loadingText="Creating alert">
                Create alert
              </Button>
            </div>
          </Box>
        )}
      </div>
    </NativeModal>
  );
});

function SearchSummary({ description }: { description: string }) {
  return (
    <Box bg="whiteAlpha.100" borderRadius="md" px={4} py={3}>
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        This search
      </Text>
      <Text fontWeight="700" color="white">
        {description}
      </Text>
    </Box>
  );
}
