import { Link, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { AlertFrequency } from '@chainwork/shared-config';
import { MAIL_COLORS } from '../../mail/templates/brand';
import { EmailLayout } from '../../mail/templates/EmailLayout';
import { MailButton, MailHeading } from '../../mail/templates/parts';
import { SearchBox } from './parts';

/** One job of a digest as the mail shows it: every value already in words. */
export interface DigestJob {
  url: string;
  title: string;
  company: string;
  location: string;
  /** "$120K – $160K", or null when the job states none. */
  salary: string | null;
  tags: string[];
  /** Still in its pinned days (a Featured listing): it leads the digest, labelled so. */
  featured: boolean;
}

export interface DigestMailProps {
  siteUrl: string;
  frequency: AlertFrequency;
  description: string;
  /** "3 new jobs", or "20+ new jobs" when the digest lists only the first 20. */
  heading: string;
  /** The mail client's preview line: the first jobs' titles. */
  preview: string;
  /** The jobs, newest first (DigestJobRow each). */
  children: ReactNode;
  /** "See all matching jobs" (more than the digest lists) or "Open this search". */
  buttonLabel: string;
  searchUrl: string;
  unsubscribeUrl: string;
  manageUrl: string;
}

const styles = {
  job: { borderTop: `1px solid ${MAIL_COLORS.border}`, padding: '14px 0' },
  featured: {
    fontSize: '11px',
    lineHeight: '16px',
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: MAIL_COLORS.accent,
    margin: '0 0 2px',
  },
  title: { fontSize: '17px', lineHeight: '24px', fontWeight: 700, color: MAIL_COLORS.brand, textDecoration: 'none' },
  meta: { fontSize: '14px', lineHeight: '21px', margin: '2px 0 0', color: MAIL_COLORS.text },
  nowrap: { whiteSpace: 'nowrap' },
  tags: { fontSize: '13px', lineHeight: '20px', margin: '4px 0 0', color: MAIL_COLORS.muted },
  footer: { fontSize: '12px', lineHeight: '20px', color: MAIL_COLORS.muted, margin: '4px 0' },
  footerLink: { color: MAIL_COLORS.brand, textDecoration: 'underline' },
} as const;

/** A digest: the alert's new jobs, a link to the whole search, and a visible unsubscribe link. */
export function DigestMail({
  siteUrl,
  frequency,
  description,
  heading,
  preview,
  children,
  buttonLabel,
  searchUrl,
  unsubscribeUrl,
  manageUrl,
}: DigestMailProps) {
  return (
    <EmailLayout
      preview={preview}
      siteUrl={siteUrl}
      reason={`You get this ${frequency} digest because you asked Chainwork for the new jobs of this search: ${description}.`}
      footer={
        <Text style={styles.footer}>
          <Link href={unsubscribeUrl} style={styles.footerLink}>
            Unsubscribe from this alert
          </Link>
          {' · '}
          <Link href={manageUrl} style={styles.footerLink}>
            Manage your alerts
          </Link>
        </Text>
      }
    >
      <MailHeading>{heading}</MailHeading>
      <SearchBox description={description} detail={`Posted since your last ${frequency} digest`} />
      {children}
      <MailButton href={searchUrl}>{buttonLabel}</MailButton>
    </EmailLayout>
  );
}

/** One job of a digest. */
export function DigestJobRow({ job }: { job: DigestJob }) {
  const place = [job.company, job.location].filter(Boolean).join(' · ');
  return (
    <Section style={styles.job}>
      {job.featured ? <Text style={styles.featured}>Featured</Text> : null}
      <Link href={job.url} style={styles.title}>
        {job.title}
      </Link>
      <Text style={styles.meta}>
        {/* One text node, then the range unbroken: a narrow client wraps the line before it, never after its dash. */}
        {job.salary ? `${place} · ` : place}
        {job.salary ? <span style={styles.nowrap}>{job.salary}</span> : null}
      </Text>
      {job.tags.length > 0 ? <Text style={styles.tags}>{job.tags.join(' · ')}</Text> : null}
    </Section>
  );
}
