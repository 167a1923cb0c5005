/**
 * @chainwork/shared-config/schemas/description: the zod schema of a rendered job
 * description (`markdown/description-tree.ts`), for the api's output check of the
 * procedures that answer one. It states the format's promises: only allowed tags, each
 * attribute on its own tag, and a link's `href` only when `safeMarkdownUrl` keeps it.
 */
import { z } from 'zod';
import { DESCRIPTION_TAGS, type DescriptionNode, type DescriptionTree } from '../markdown/description-tree';
import { safeMarkdownUrl } from '../markdown/safe-url';

const ATTRIBUTE_TAG = { href: 'a', alt: 'img', start: 'ol' } as const;
const EMPTY_TAGS = new Set(['hr', 'br', 'img']);

const descriptionElementSchema = z
  .strictObject({
    t: z.enum(DESCRIPTION_TAGS),
    c: z.array(z.lazy(() => descriptionNodeSchema)).optional(),
    href: z
      .string()
      .refine((href) => safeMarkdownUrl(href) === href, 'not an absolute http(s) or mailto URL')
      .optional(),
    alt: z.string().min(1).optional(),
    start: z.number().int().nonnegative().optional(),
  })
  .superRefine((element, ctx) => {
    for (const [attribute, tag] of Object.entries(ATTRIBUTE_TAG)) {
      if (element[attribute as keyof typeof ATTRIBUTE_TAG] !== undefined && element.t !== tag) {
        ctx.addIssue({ code: 'custom', path: [attribute], message: `only an "${tag}" has "${attribute}"` });
      }
    }
    if (element.c !== undefined && EMPTY_TAGS.has(element.t)) {
      ctx.addIssue({ code: 'custom', path: ['c'], message: `an "${element.t}" has no children` });
    }
  });

export const descriptionNodeSchema: z.ZodType<DescriptionNode> = z.union([z.string(), descriptionElementSchema]);

export const descriptionTreeSchema: z.ZodType<DescriptionTree> = z.array(descriptionNodeSchema);
