import { Alert, AlertDescription, AlertIcon, AlertTitle, Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/** The outcome of a form, announced and focused so keyboard and screen-reader users hear it. */
export function FormAlert({ status, title, children }: { status: 'success' | 'error'; title: string; children?: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [title]);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      status={status}
      variant="subtle"
      borderRadius="lg"
      alignItems="flex-start"
      role={status === 'error' ? 'alert' : 'status'}
    >
      <AlertIcon mt={1} />
      <Box>
        <AlertTitle>{title}</AlertTitle>
        {children ? (
          <AlertDescription display="block" color="whiteAlpha.800">
            {children}
          </AlertDescription>
        ) : null}
      </Box>
    </Alert>
  );
}
