import type { ReactNode } from 'react';
import { Button, Heading, Text } from '@react-email/components';
import { MAIL_COLORS } from './brand';

/**
 * The building blocks templates share inside EmailLayout's card, so every mail has the
 * same heading, paragraph and button.
 */
export function MailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ fontSize: '24px', lineHeight: '32px', fontWeight: 700, margin: '0 0 16px', color: MAIL_COLORS.text }}>
      {children}
    </Heading>
  );
}

export function MailText({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <Text style={{ fontSize: '16px', lineHeight: '26px', margin: '0 0 16px', color: muted ? MAIL_COLORS.muted : MAIL_COLORS.text }}>
      {children}
    </Text>
  );
}

export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{
        display: 'inline-block',
        backgroundColor: MAIL_COLORS.buttonFrom,
        backgroundImage: `linear-gradient(90deg, ${MAIL_COLORS.buttonFrom}, ${MAIL_COLORS.buttonTo})`,
        color: '#ffffff',
        fontSize: '16px',
        fontWeight: 700,
        borderRadius: '8px',
        padding: '14px 24px',
        textDecoration: 'none',
        margin: '8px 0 24px',
      }}
    >
      {children}
    </Button>
  );
}
