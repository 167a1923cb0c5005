import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { SITE_NAME } from '@chainwork/shared-config';
import { MAIL_COLORS, MAIL_FONT } from './brand';

export interface EmailLayoutProps {
  /** The line mail clients show next to the subject; never repeats the body's first line. */
  preview: string;
  /** The site root (SITE_URL), for the wordmark link and the footer. */
  siteUrl: string;
  /** Why this person gets this mail, said in the footer (e.g. "You asked to sign in to Chainwork."). */
  reason: string;
  /** Extra footer lines, e.g. an unsubscribe link for alert digests. */
  footer?: ReactNode;
  children: ReactNode;
}

const styles = {
  body: { backgroundColor: MAIL_COLORS.page, margin: 0, padding: '32px 0', fontFamily: MAIL_FONT, color: MAIL_COLORS.text },
  container: { maxWidth: '560px', margin: '0 auto', padding: '0 16px' },
  wordmark: { fontSize: '26px', fontWeight: 800, letterSpacing: '-0.03em', color: MAIL_COLORS.brand, textDecoration: 'none' },
  card: {
    backgroundColor: MAIL_COLORS.card,
    border: `1px solid ${MAIL_COLORS.border}`,
    borderTop: `4px solid ${MAIL_COLORS.accent}`,
    borderRadius: '12px',
    padding: '32px 28px',
  },
  footer: { fontSize: '12px', lineHeight: '20px', color: MAIL_COLORS.muted, margin: '4px 0' },
  footerLink: { color: MAIL_COLORS.brand, textDecoration: 'underline' },
  rule: { borderColor: MAIL_COLORS.border, margin: '28px 0 16px' },
} as const;

/** The host name shown in the footer ("chainwork.example"), from the site root. */
export function siteHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return siteUrl;
  }
}

/**
 * The one brand frame of every Chainwork mail: dark page, the wordmark, a card for the
 * message, and a footer that says who sent it, why, and where the site is. Templates
 * put only their message inside.
 */
export function EmailLayout({ preview, siteUrl, reason, footer, children }: EmailLayoutProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="dark" />
        <meta name="supported-color-schemes" content="dark" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={{ padding: '0 4px 20px' }}>
            <Link href={siteUrl} style={styles.wordmark}>
              {SITE_NAME}
            </Link>
          </Section>
          <Section style={styles.card}>{children}</Section>
          <Hr style={styles.rule} />
          <Text style={styles.footer}>{reason}</Text>
          {footer}
          <Text style={styles.footer}>
            {SITE_NAME}, remote jobs in crypto and blockchain ·{' '}
            <Link href={siteUrl} style={styles.footerLink}>
              {siteHost(siteUrl)}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
