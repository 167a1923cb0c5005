import { Box, Button, Flex, Input, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { LOGO_MAX_BYTES, LOGO_UPLOAD_PATH } from '@chainwork/shared-config/posting';
import { CompanyAvatar } from '../../ui/CompanyAvatar';

const MAX_MB = LOGO_MAX_BYTES / 1_048_576;

/** Uploads a logo through the gateway, which checks it by content and stores it; the stored path, or why not. */
async function uploadLogo(file: File): Promise<{ path: string } | { error: string }> {
  try {
    const response = await fetch(LOGO_UPLOAD_PATH, {
      method: 'POST',
      body: file,
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream' },
    });
    const body = (await response.json().catch(() => null)) as { path?: unknown; error?: unknown } | null;
    if (response.ok && typeof body?.path === 'string') return { path: body.path };
    if (typeof body?.error === 'string') return { error: body.error };
    return { error: 'The logo could not be uploaded. Please try again.' };
  } catch {
    return { error: 'The logo could not be uploaded: check your connection and try again.' };
  }
}

/**
 * The company's logo: a file chosen, checked by the gateway (PNG, JPEG, WebP or a safe SVG,
 * at most 1 MB, judged by its content, not its name), and shown as cards will show it.
 * Optional: without one, cards show the company's initials.
 */
export function LogoField({
  value,
  company,
  onChange,
  error,
}: {
  value: string | null;
  company: string;
  onChange: (path: string | null) => void;
  error?: string | undefined;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shown = uploadError ?? error ?? null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > LOGO_MAX_BYTES) {
      setUploadError(`That file is ${(file.size / 1_048_576).toFixed(1)} MB; a logo may be at most ${MAX_MB} MB.`);
      return;
    }
    setUploading(true);
    const result = await uploadLogo(file);
    setUploading(false);
    if ('path' in result) onChange(result.path);
    else setUploadError(result.error);
    if (input.current) input.current.value = '';
  };

  return (
    <Box role="group" aria-labelledby={`${inputId}-label`}>
      <Text id={`${inputId}-label`} fontWeight="600" mb={1.5}>
        Logo{' '}
        <Text as="span" color="fg.muted" fontWeight="400">
          (optional)
        </Text>
      </Text>
      <Flex align="center" gap={4} wrap="wrap">
        <CompanyAvatar company={company || 'Company'} logo={value} size="lg" loading="eager" />
        <Flex gap={2} wrap="wrap">
          <VisuallyHidden>
            <Input
              ref={input}
              id={inputId}
              // The button below opens it; the field itself stays out of the tab order.
              tabIndex={-1}
              aria-label="Logo file"
              type="file"
              accept="image/png,image/jpeg,image/webp,image/svg+xml"
              aria-describedby={`${inputId}-hint`}
              aria-invalid={shown ? true : undefined}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </VisuallyHidden>
          <Button
            variant="outline"
            onClick={() => input.current?.click()}
            isLoading={uploading}
            loadingText="Uploading"
            aria-describedby={`${inputId}-hint`}
          >
            {value ? 'Replace logo' : 'Upload logo'}
          </Button>
          {value ? (
            <Button variant="ghost" onClick={() => onChange(null)}>
              Remove
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <Text id={`${inputId}-hint`} fontSize="sm" mt={2} color={shown ? 'red.300' : 'fg.muted'} role={shown ? 'alert' : undefined}>
        {shown ?? `PNG, JPEG, WebP or SVG, at most ${MAX_MB} MB. Square images look best.`}
      </Text>
    </Box>
  );
}
