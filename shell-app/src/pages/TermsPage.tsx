import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { route, SITE_NAME } from '@chainwork/shared-config';
import { ContactLink } from './ContactLink';
import { PageContainer } from './PageContainer';
import { Prose, ProseHeading, ProseList, ProseText } from './Prose';
import { routeDescription } from '@chainwork/shared-config/meta';

export function TermsPage() {
  const terms = route('terms');
  return (
    <PageContainer title={terms.label} lead={routeDescription('terms')}>
      <Prose>
        <ProseHeading>1. The service</ProseHeading>
        <ProseText>
          {SITE_NAME} publishes job listings for crypto and blockchain roles and links to each employer’s own application page. We are not
          the employer, a recruiter or an agent for either side, and we are not a party to any hiring decision or employment contract.
        </ProseText>
        <ProseHeading>2. For candidates</ProseHeading>
        <ProseList
          items={[
            'You apply on the employer’s site, under the employer’s terms and privacy policy.',
            'Listings are provided by employers. We review them, but we cannot guarantee that every detail (salary, location, role) is accurate or that a role is still open.',
            'Never pay to apply for a job, and never share wallet seed phrases or private keys with anyone who contacts you about a role. Tell us about any listing that asks for either.',
          ]}
        />
        <ProseHeading>3. For employers</ProseHeading>
        <ProseList
          items={[
            'You may post only real, open roles that you are authorised to recruit for, with an honest description, location and pay.',
            'Listings must not discriminate unlawfully, ask candidates for payment, or promote scams, unregistered securities or illegal activity.',
            'We may edit the formatting of a listing, and we may refuse or remove any listing that breaks these terms.',
            'Listings run for 30 days from their posting date unless removed earlier.',
          ]}
        />
        <ProseHeading>4. Acceptable use</ProseHeading>
        <ProseText>
          Do not scrape the site in a way that burdens it, probe it for vulnerabilities without our permission, or use it to send
          unsolicited messages to employers or candidates. The RSS feed is there for personal and integration use.
        </ProseText>
        <ProseHeading>5. Liability</ProseHeading>
        <ProseText>
          The service is provided as it is. To the extent the law allows, we are not liable for losses that come from a listing, an
          application or a hiring decision. Nothing in these terms limits rights you have that cannot be limited by contract.
        </ProseText>
        <ProseHeading>6. Privacy and changes</ProseHeading>
        <ProseText>
          How we handle personal data is described in our{' '}
          <Link as={RouterLink} to={route('privacy').path} color="accent.200" textDecoration="underline">
            {route('privacy').label}
          </Link>
          . We may update these terms; the version on this page is the one that applies. Questions go to <ContactLink />.
        </ProseText>
      </Prose>
    </PageContainer>
  );
}
