import { describe, expect, it } from 'vitest';
import { matchRoute } from '@chainwork/shared-config';
import { companyPath as sharedCompanyPath } from '@chainwork/shared-config/companies';
import { COMPANIES_PATH, companyPath } from './company-paths';

describe('company paths', () => {
  it('lead to the route table’s company page, which matches back to the same slug', () => {
    expect(matchRoute(COMPANIES_PATH)?.route.id).toBe('companies');
    expect(companyPath('zk-forge')).toBe('/companies/zk-forge');
    expect(matchRoute(companyPath('zk-forge'))?.params.slug).toBe('zk-forge');
  });

  it('are the paths the gateway and the api use for the same company', () => {
    for (const slug of ['zk-forge', 'a', '../admin', 'a b']) expect(companyPath(slug)).toBe(sharedCompanyPath(slug));
  });

  it('escape what is not a slug, so it can never become another path', () => {
    expect(companyPath('../admin')).toBe('/companies/..%2Fadmin');
  });
});
