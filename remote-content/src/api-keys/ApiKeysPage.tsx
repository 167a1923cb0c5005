import { Box, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { route } from '@chainwork/shared-config';
import { API_KEYS_PER_PERSON } from '@chainwork/shared-config/public-api';
import { useTRPC } from '@chainwork/shared-config/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { apiFailure } from '../shared/api-error';
import { FormAlert } from '../shared/FormAlert';
import { CreateKeyForm, type CreatedKey } from './CreateKeyForm';
import { KeyList, type KeyRow } from './KeyList';
import { NewKeyDialog } from './NewKeyDialog';
import { RevokeKeyDialog } from './RevokeKeyDialog';

/**
 * /account/api-keys: the signed-in person's keys for the public API. A new key is shown once,
 * in a dialog; the list shows each key's name and first characters, never the key.
 */
export function ApiKeysPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keys = useQuery(trpc.apiKeys.list.queryOptions());
  const revoke = useMutation(trpc.apiKeys.revoke.mutationOptions());
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [revoking, setRevoking] = useState<KeyRow | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync({ id: revoking.id });
      setRevoked(revoking.name);
      setRevoking(null);
      revoke.reset();
      await queryClient.invalidateQueries(trpc.apiKeys.list.queryFilter());
    } catch {
      // The dialog stays open with the api's words (revoke.error).
    }
  };

  return (
    <Stack spacing={10}>
      <Stack spacing={3}>
        <Heading as="h1" size="xl">
          {route('accountApiKeys').label}
        </Heading>
        <Text color="fg.muted">
          Keys for the Chainwork jobs API raise your request limit. Each is shown once when you create it; you can hold up to{' '}
          {API_KEYS_PER_PERSON} at a time. How to call the API:{' '}
          <Link as={RouterLink} to={route('developers').path} color="accent.200" textDecoration="underline">
            the developers page
          </Link>
          .
        </Text>
      </Stack>

      <Stack as="section" aria-labelledby="api-keys-create" spacing={4}>
        <Heading as="h2" id="api-keys-create" size="md">
          Create a key
        </Heading>
        <CreateKeyForm
          onCreated={(key) => {
            setRevoked(null);
            setCreated(key);
          }}
        />
      </Stack>

      {revoked ? (
        <Text role="status" color="fg.muted">
          “{revoked}” is revoked.
        </Text>
      ) : null}

      {keys.isPending ? (
        <Box aria-busy="true">
          <Text role="status" color="fg.muted" mb={3}>
            Loading your keys…
          </Text>
          <Skeleton h="88px" borderRadius="xl" startColor="whiteAlpha.100" endColor="whiteAlpha.200" />
        </Box>
      ) : keys.isError ? (
        <FormAlert status="error" title="Your keys could not be loaded">
          {apiFailure(keys.error).message}
        </FormAlert>
      ) : (
        <KeyList keys={keys.data} headingRef={listHeading} onRevoke={(key) => setRevoking(key)} />
      )}

      <NewKeyDialog created={created} onClose={() => setCreated(null)} returnFocus={listHeading} />
      <RevokeKeyDialog
        name={revoking?.name ?? ''}
        isOpen={revoking !== null}
        isRevoking={revoke.isPending}
        error={revoke.isError ? apiFailure(revoke.error).message : null}
        onCancel={() => {
          setRevoking(null);
          revoke.reset();
        }}
        onConfirm={() => void confirmRevoke()}
        returnFocus={listHeading}
      />
    </Stack>
  );
}
