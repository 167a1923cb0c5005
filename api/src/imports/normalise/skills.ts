import { MAX_TAGS_PER_JOB } from '@chainwork/shared-config';
import { SKILL_TAGS, type SkillTag } from '../../seed/tags';
import { SKILL_PATTERNS } from './skill-words';

const order = (tag: SkillTag) => SKILL_TAGS.indexOf(tag);

/**
 * The board's skill tags a posting names (only SKILL_TAGS, never a new word), at most
 * MAX_TAGS_PER_JOB: the title's first (in the vocabulary's order), then the description's by
 * how often it names them, ties in the vocabulary's order, so the same posting always gets the
 * same tags.
 */
export function skillTags(title: string, descriptionText: string): SkillTag[] {
  const inTitle = new Set<SkillTag>();
  const mentions = new Map<SkillTag, number>();
  for (const { tag, pattern, titleOnly } of SKILL_PATTERNS) {
    if (title.match(pattern)) inTitle.add(tag);
    if (!titleOnly) {
      const count = descriptionText.match(pattern)?.length ?? 0;
      if (count > 0) mentions.set(tag, (mentions.get(tag) ?? 0) + count);
    }
  }
  const fromTitle = [...inTitle].sort((a, b) => order(a) - order(b));
  const fromDescription = [...mentions]
    .filter(([tag]) => !inTitle.has(tag))
    .sort(([a, countA], [b, countB]) => countB - countA || order(a) - order(b))
    .map(([tag]) => tag);
  return [...fromTitle, ...fromDescription].slice(0, MAX_TAGS_PER_JOB);
}
