import { MAX_TAGS_PER_JOB } from '@chainwork/shared-config';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SKILL_TAGS } from '../../seed/tags';
import { skillTags } from './skills';

describe('skillTags', () => {
  it.each([
    ['Senior Golang Engineer', '', ['go']],
    ['Backend Engineer (Go)', '', ['go']],
    ['Rust / Go Engineer', '', ['rust', 'go']],
    ['Node.js Developer', '', ['node']],
    ['Next.js Frontend Engineer', '', ['nextjs']],
    ['C++ Engineer', '', ['cpp']],
    ['Solidity Engineer', 'EVM chains', ['solidity', 'evm']],
    ['React Native Developer', '', ['react-native']],
    ['Move Engineer (Sui)', '', ['move']],
    ['ZK Engineer', 'zk-SNARKs and Circom', ['zero-knowledge']],
    ['Product Designer', 'Figma', ['product', 'design', 'figma']],
  ])('%s | %s -> %j', (title, description, tags) => {
    expect(skillTags(title, description)).toEqual(tags);
  });

  it('never reads the everyday words', () => {
    const text =
      "Let's go! We move fast, react to incidents, run a node, ship lightning fast, and talk about our product, data and support.";
    expect(skillTags('Engineer', text)).toEqual([]);
  });

  it('puts the title first, then the description by mentions, ties in the vocabulary order', () => {
    const description = 'Kubernetes. Solidity, Solidity, Solidity. Python and TypeScript. TypeScript.';
    expect(skillTags('Rust Engineer', description)).toEqual(['rust', 'solidity', 'typescript', 'python', 'kubernetes']);
  });

  it('gives at most MAX_TAGS_PER_JOB tags of the vocabulary, the same every time', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SKILL_TAGS), { maxLength: 30 }), fc.string({ maxLength: 50 }), (mentioned, noise) => {
        const description = `${mentioned.join(', ')} ${noise}`;
        const tags = skillTags('Engineer', description);
        expect(tags.length).toBeLessThanOrEqual(MAX_TAGS_PER_JOB);
        for (const tag of tags) expect(SKILL_TAGS).toContain(tag);
        expect(new Set(tags).size).toBe(tags.length);
        expect(skillTags('Engineer', description)).toEqual(tags);
      }),
    );
  });
});
