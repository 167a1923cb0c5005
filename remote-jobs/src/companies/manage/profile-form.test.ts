import { describe, expect, it } from 'vitest';
import { HTTPS_URL_MESSAGE } from '@chainwork/shared-config/companies';
import { profileFormSchema, profileInput, type ProfileFormValues } from './profile-form';

const values = (overrides: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  about: 'We build zero-knowledge provers.',
  website: '',
  logo: null,
  socials: { x: '', github: '', linkedin: '', telegram: '', discord: '' },
  ecosystems: [],
  ...overrides,
});

describe('the profile form', () => {
  it('sends empty boxes as none: no website, no social link', () => {
    const parsed = profileFormSchema.parse(
      values({ socials: { x: 'https://x.com/zkforge', github: ' ', linkedin: '', telegram: '', discord: '' } }),
    );
    expect(profileInput('zk-forge', parsed)).toEqual({
      slug: 'zk-forge',
      about: 'We build zero-knowledge provers.',
      website: null,
      logo: null,
      socials: { x: 'https://x.com/zkforge' },
      ecosystems: [],
    });
  });

  it('refuses what the api refuses, with its words, beside the field', () => {
    const result = profileFormSchema.safeParse(
      values({
        website: 'http://zkforge.example',
        socials: { x: 'javascript:alert(1)', github: '', linkedin: '', telegram: '', discord: '' },
      }),
    );
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toContainEqual(['website', HTTPS_URL_MESSAGE]);
    expect(issues).toContainEqual(['socials.x', HTTPS_URL_MESSAGE]);
  });
});
