/**
 * The job page's fixed words around a job, rendered by the jobs remote's `JobView` and,
 * before any JavaScript runs, by the static pre-paint's job head (./markup.ts). One source,
 * so the two can never say different things.
 */
export const JOB_HEAD = {
  /** The link back to the search, above the job's title. */
  back: '← All jobs',
  /** The company line's badge for a verified employer. */
  verified: 'Verified employer',
} as const;

/**
 * The initials an avatar without a picture shows for `name`: Chakra's Avatar's own rule
 * (`initials` in @chakra-ui/react's avatar-name, not exported), first letter of the first
 * and of the last word split on single spaces, so that the gateway fills the pre-paint's
 * company avatar with exactly what the remote's `CompanyAvatar` then draws. Upper-casing
 * is the avatar's style's (`text-transform`), as in Chakra.
 */
export function avatarInitials(name: string): string {
  const names = name.trim().split(' ');
  const first = names[0] ?? '';
  const last = names.length > 1 ? names[names.length - 1]! : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}
