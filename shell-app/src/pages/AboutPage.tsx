import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { route } from '@chainwork/shared-config';
import { ContactLink } from './ContactLink';
import { PageContainer } from './PageContainer';
import { Prose, ProseHeading, ProseList, ProseText } from './Prose';
import { routeDescription } from '@chainwork/shared-config/meta';

export function AboutPage() {
  const about = route('about');
  return (
    <PageContainer title={about.label} lead={routeDescription('about')}>
      <Prose>
        <ProseHeading>Who we are</ProseHeading>
        <ProseText>
          Chainwork is a small, independent job board for roles at crypto and blockchain companies: protocol and smart contract engineering,
          infrastructure, security, product, design, research, community, operations and more. Most of the roles we list can be done
          remotely, because that is how most of this industry works.
        </ProseText>
        <ProseHeading>For people looking for work</ProseHeading>
        <ProseList
          items={[
            'Browse the latest roles without an account; every listing links straight to the employer’s own application page.',
            'Listings show the salary range when the employer gives one, and say so plainly when they do not.',
            'Listings expire 30 days after they are posted, so what you see is current.',
          ]}
        />
        <ProseHeading>For employers</ProseHeading>
        <ProseText>
          Chainwork puts your role in front of people who already want to work in crypto.{' '}
          <Link as={RouterLink} to={route('postJob').path} color="accent.200" textDecoration="underline">
            Post a job
          </Link>{' '}
          to reach them, or write to us if you are looking for talent and want to talk first.
        </ProseText>
        <ProseHeading>Get in touch</ProseHeading>
        <ProseText>
          Questions, corrections or a listing that looks wrong? Write to <ContactLink />; a person reads every message.
        </ProseText>
      </Prose>
    </PageContainer>
  );
}
