import { ecosystemLabel, type EcosystemId } from '@chainwork/shared-config/companies';
import { TagList } from '../ui/TagList';
import { COMPANIES_PATH } from './company-paths';
import { directorySearch } from './directory/directory-params';

/** A company's ecosystems by their labels; on its page each links to the directory filtered by it. */
export function EcosystemTags({ ecosystems, linked = false }: { ecosystems: readonly EcosystemId[]; linked?: boolean }) {
  return (
    <TagList
      tags={ecosystems}
      label="Ecosystems"
      renderLabel={(id) => ecosystemLabel(id as EcosystemId)}
      {...(linked ? { linkTo: (id: string) => `${COMPANIES_PATH}${directorySearch({ ecosystem: id as EcosystemId })}` } : {})}
    />
  );
}
