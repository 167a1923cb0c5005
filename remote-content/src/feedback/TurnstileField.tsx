import { Box, FormControl, FormErrorMessage, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { publicSettings } from '@chainwork/shared-config';
import {
  TURNSTILE_DUMMY_TOKEN,
  TURNSTILE_SCRIPT_URL,
  TURNSTILE_TEST_SITE_KEYS,
  isTurnstileTestSiteKey,
} from '@chainwork/shared-config/content';
import { loadScript } from '@chainwork/shared-config/browser';

interface TurnstileApi {
  render(
    element: HTMLElement,
    options: {
      sitekey: string;
      theme: 'dark';
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): string;
  remove(widgetId: string): void;
}

/** Cloudflare's widget, loaded from Cloudflare only when a real site key is configured. */
function CloudflareWidget({ siteKey, onToken }: { siteKey: string; onToken: (token: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let widget: string | undefined;
    let cancelled = false;
    const api = () => (globalThis as { turnstile?: TurnstileApi }).turnstile;
    loadScript(TURNSTILE_SCRIPT_URL).then(
      () => {
        if (cancelled || !ref.current) return;
        widget = api()?.render(ref.current, {
          sitekey: siteKey,
          theme: 'dark',
          callback: onToken,
          'expired-callback': () => onToken(''),
          'error-callback': () => onToken(''),
        });
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      if (widget) api()?.remove(widget);
    };
  }, [siteKey, onToken]);
  return failed ? (
    <Text color="red.300" fontSize="sm">
      The human check could not load. Please reload the page.
    </Text>
  ) : (
    <Box ref={ref} minH="65px" />
  );
}

/**
 * With a documented test site key (local runs) nothing is loaded from Cloudflare: this
 * stand-in behaves like the test widget, handing over the dummy token (always-pass key)
 * or nothing (always-block key).
 */
function TestWidget({ siteKey, onToken }: { siteKey: string; onToken: (token: string) => void }) {
  const passes = siteKey !== TURNSTILE_TEST_SITE_KEYS.block;
  useEffect(() => {
    onToken(passes ? TURNSTILE_DUMMY_TOKEN : '');
  }, [passes, onToken]);
  return (
    <HStack
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="md"
      px={4}
      py={3}
      spacing={3}
      bg="bg.surface"
      maxW="sm"
      role="status"
    >
      <Box aria-hidden w={5} h={5} borderRadius="full" bg={passes ? 'green.400' : 'red.400'} />
      <Text fontSize="sm">
        {passes ? 'Human check passed (Turnstile test key, nothing sent).' : 'Human check failed (Turnstile always-block test key).'}
      </Text>
    </HStack>
  );
}

export function TurnstileField({ onToken, error }: { onToken: (token: string) => void; error?: string | undefined }) {
  const siteKey = publicSettings().turnstileSiteKey || TURNSTILE_TEST_SITE_KEYS.pass;
  return (
    <FormControl isInvalid={Boolean(error)}>
      {isTurnstileTestSiteKey(siteKey) ? (
        <TestWidget siteKey={siteKey} onToken={onToken} />
      ) : (
        <CloudflareWidget siteKey={siteKey} onToken={onToken} />
      )}
      {error ? <FormErrorMessage>{error}</FormErrorMessage> : null}
    </FormControl>
  );
}
