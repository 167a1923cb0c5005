import { route, SITE_NAME } from '@chainwork/shared-config';
import { ContactLink } from './ContactLink';
import { PageContainer } from './PageContainer';
import { Prose, ProseHeading, ProseList, ProseText } from './Prose';
import { routeDescription } from '@chainwork/shared-config/meta';

export function PrivacyPage() {
  const privacy = route('privacy');
  return (
    <PageContainer title={privacy.label} lead={routeDescription('privacy')}>
      <Prose>
        <ProseHeading>The short version</ProseHeading>
        <ProseText>
          You can search and read every job on {SITE_NAME} without an account and without telling us who you are. We collect as little as we
          can, we never sell personal data, and we do not share it for advertising.
        </ProseText>
        <ProseHeading>What we collect and why</ProseHeading>
        <ProseList
          items={[
            'Newsletter: when you subscribe, your email address goes directly to our newsletter provider, which stores it and sends the newsletter. Our own servers do not receive or keep it. You can unsubscribe from any issue.',
            'Analytics: only when analytics is configured for the site, we record which pages are visited and which forms are used, to learn what is useful. These events are not used to identify you.',
            'Preferences: your browser stores the colour mode (local storage and a cookie named chakra-ui-color-mode) so pages render the same on every visit. It holds no personal data.',
            'Server logs: like every website, our hosting records requests (address, time, page) for security and to keep the service running; these logs are kept for a short time.',
            'Applications: you apply on the employer’s own site, so the employer, not us, receives what you send them.',
          ]}
        />
        <ProseHeading>Accounts</ProseHeading>
        <ProseText>
          Signing in, where offered, is handled by a hosted authentication provider, which stores the account details you give it. We
          receive only what is needed to know that you are signed in.
        </ProseText>
        <ProseHeading>Your rights</ProseHeading>
        <ProseText>
          You can ask us what we hold about you, ask us to correct or delete it, or object to its use. Write to <ContactLink /> and we will
          answer within 30 days.
        </ProseText>
      </Prose>
    </PageContainer>
  );
}
