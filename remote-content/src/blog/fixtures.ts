import { samplePostBody, type SamplePost } from '@chainwork/api/content';

/**
 * Post `n` of a sample blog, as an editor writes it: slug `post-n`, title `Post number n`,
 * published October (30 - n), 2025, about 920 words (4 min read). Tests publish it to the
 * real api (`realApiForThisFile().publishBlog`).
 */
export function samplePost(n: number, overrides: Partial<SamplePost> & { words?: number } = {}): SamplePost {
  const { words = 920, ...rest } = overrides;
  return {
    slug: `post-${n}`,
    title: `Post number ${n}`,
    description: `What post ${n} is about, in a sentence or two, for the cards and the feed.`,
    date: new Date(Date.UTC(2025, 9, 30 - n)),
    author: { name: 'The Chainwork team', kind: 'organization' },
    tags: ['careers'],
    cover: { image: `post-${n}.svg`, alt: `Cover of post ${n}` },
    body: samplePostBody(`post ${n}`, words),
    ...rest,
  };
}
