import { Section, Text } from '@react-email/components';
import { MAIL_COLORS } from '../../mail/templates/brand';

/** The alert's search, boxed, as both alert mails show it. */
export function SearchBox({ description, detail }: { description: string; detail: string }) {
  return (
    <Section style={{ backgroundColor: MAIL_COLORS.codeBackground, borderRadius: '8px', padding: '14px 16px', margin: '0 0 20px' }}>
      <Text style={{ fontSize: '17px', lineHeight: '24px', fontWeight: 700, margin: 0, color: MAIL_COLORS.text }}>{description}</Text>
      <Text style={{ fontSize: '14px', lineHeight: '20px', margin: '4px 0 0', color: MAIL_COLORS.muted }}>{detail}</Text>
    </Section>
  );
}
