import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CompanyProfile } from '../outputs';
import { CompanyBoards } from './CompanyBoards';
import { ConnectBoardForm } from './ConnectBoardForm';
import { EditProfileForm } from './EditProfileForm';

function Panel({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="2xl"
      p={{ base: 5, md: 8 }}
    >
      <Heading as="h3" size="md" id={id} mb={1}>
        {title}
      </Heading>
      <Text color="fg.muted" mb={6}>
        {lead}
      </Text>
      {children}
    </Box>
  );
}

/** For the person who claimed the company: its profile, connecting a job board, and the boards' health. */
export function ManageCompany({ company }: { company: CompanyProfile }) {
  return (
    <Stack as="section" aria-labelledby="manage-company-heading" spacing={5}>
      <Heading as="h2" id="manage-company-heading" size="lg">
        Manage {company.name}
      </Heading>
      <Panel id="manage-profile-heading" title="Profile" lead="What candidates read about the company on this page.">
        <EditProfileForm company={company} />
      </Panel>
      <Panel
        id="manage-boards-heading"
        title="Job boards"
        lead="Connect the board you already post on: its jobs are imported and kept up to date here, closed when you close them."
      >
        <Stack spacing={8}>
          <CompanyBoards slug={company.slug} />
          <ConnectBoardForm slug={company.slug} />
        </Stack>
      </Panel>
    </Stack>
  );
}
