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
import { useId, useRef, useState, type FormEvent } from 'react';
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
import {
  Modal,
  ModalBody,
  ModalCloseButton,
  ModalContent,
  ModalFooter,
  ModalHeader,
  ModalOverlay,
} from '@chainwork/shared-config/chakra-overlays';
import { useTRPC } from '@chainwork/shared-config/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { ALERT_DIALOG_TITLE } from './alert-dialog-title';
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
 */
export function JobAlertDialog({
  isOpen,
  onClose,
  search,
  signedIn,
}: {
  isOpen: boolean;
  onClose: () => void;
  search: SearchFilters;
  signedIn: boolean;
}) {
  const trpc = useTRPC();
  const create = useMutation(trpc.alerts.create.mutationOptions());
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  const frequencyLabel = useId();
  const description = describeSearch(search);
  const invalid = !signedIn && touched ? emailError(email) : null;

  const close = () => {
    create.reset();
    setTouched(false);
    onClose();
  };

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
    <Modal isOpen={isOpen} onClose={close} initialFocusRef={signedIn ? undefined : firstField} size={{ base: 'full', sm: 'md' }} isCentered>
      <ModalOverlay backdropFilter="blur(2px)" />
      <ModalContent bg="bg.raised" borderWidth={{ base: 0, sm: '1px' }} borderColor="border.subtle" borderRadius={{ base: 0, sm: 'xl' }}>
        <ModalHeader pr={12}>
          {done ? (done.status === 'active' ? 'Your alert is on' : 'Check your inbox') : ALERT_DIALOG_TITLE}
        </ModalHeader>
        <ModalCloseButton />
        {done ? (
          <>
            <ModalBody>
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
            </ModalBody>
            <ModalFooter gap={3}>
              {done.status === 'active' ? (
                <Link as={RouterLink} to={ACCOUNT_PATHS.alerts} onClick={close} color="brand.200" fontWeight="600">
                  Manage your alerts
                </Link>
              ) : null}
              <Button colorScheme="brand" onClick={close}>
                Done
              </Button>
            </ModalFooter>
          </>
        ) : (
          <Box as="form" onSubmit={submit} noValidate>
            <ModalBody>
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
            </ModalBody>
            <ModalFooter gap={3}>
              <Button variant="ghost" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" colorScheme="brand" isLoading={create.isPending} loadingText="Creating alert">
                Create alert
              </Button>
            </ModalFooter>
          </Box>
        )}
      </ModalContent>
    </Modal>
  );
}

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
