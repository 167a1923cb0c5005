import { expect, test, type Browser } from '@playwright/test';
import { insertJob } from '../support/jobs';

/**
 * Where the job view has two columns, the static pre-paint draws the description's first
 * blocks, the page's largest words, before any script: each must be exactly where the app
 * then draws it, or the page moves when React replaces it (and the moved text counts as a
 * new largest paint, late).
 */
const FIRST_HEADING = 'About Hexagon Relay';
const DESCRIPTION = [
  `## ${FIRST_HEADING}`,
  'We run **relayers** for *twelve* chains and publish [our incident reports](https://hexagon.example/incidents) in the open. ' +
    'The team is small, writes a lot, and reviews every change together before it reaches a validator.  \nA line after a break.',
  '### What you will do',
  '- Own the relayer fleet\n- Write runbooks that others can follow at 3 a.m.\n- Review designs for bridges, light clients and fee markets',
  '3. Third: ship\n4. Fourth: measure',
  'A link we do not follow: [unsafe](javascript:alert(1)). ' + 'More words so that this paragraph wraps over several lines. '.repeat(4),
  '```\ncode the pre-paint leaves to the app\n```',
  'After the code block, drawn by the app only.',
].join('\n\n');

type Drawn = { tag: string; text: string; x: number; y: number; width: number; height: number };

async function descriptionBoxes(browser: Browser, slug: string, width: number, scripts: 'blocked' | 'run'): Promise<Drawn[]> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  try {
    if (scripts === 'blocked') await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(`/jobs/${slug}`);
    const heading = page.getByRole('heading', { level: 2, name: FIRST_HEADING });
    await expect(heading).toBeVisible();
    // The app's own description, not the pre-paint's, nor the shell's copy of it.
    if (scripts === 'run') await expect(page.locator('[data-prepaint], .cwpp-jhead')).toHaveCount(0);
    return await heading.evaluate(async (h2) => {
      await document.fonts.ready;
      const round = (n: number) => Math.round(n * 2) / 2;
      return Array.from(h2.parentElement!.querySelectorAll('*')).map((el) => {
        const rect = el.getBoundingClientRect();
        const text = (el.textContent ?? '').slice(0, 30);
        return {
          tag: el.tagName.toLowerCase(),
          text,
          x: round(rect.x),
          y: round(rect.y),
          width: round(rect.width),
          height: round(rect.height),
        };
      });
    });
  } finally {
    await page.close();
  }
}

test.describe("a job page's pre-painted description", () => {
  const slug = `prepaint-description-${Date.now().toString(36)}`;

  test.beforeAll(async () => {
    await insertJob({ slug, title: 'Relayer Operator', company: 'Hexagon Relay', descriptionMd: DESCRIPTION });
  });

  for (const width of [1280, 900]) {
    test(`at ${width} px, with every script blocked, its first blocks are where the app then draws them`, async ({ browser }) => {
      const prepainted = await descriptionBoxes(browser, slug, width, 'blocked');
      const drawn = await descriptionBoxes(browser, slug, width, 'run');
      // Everything up to the code block: two headings, two paragraphs, two lists and what is inside them.
      expect(prepainted.map((box) => box.tag)).toEqual([
        'h2',
        'p',
        'strong',
        'em',
        'a',
        'br',
        'h3',
        'ul',
        'li',
        'li',
        'li',
        'ol',
        'li',
        'li',
        'p',
        'span',
      ]);
      expect(drawn.length).toBeGreaterThan(prepainted.length);
      expect(prepainted).toEqual(drawn.slice(0, prepainted.length));
    });
  }

  test('on a phone, with every script blocked, only the head is drawn: the facts come before the description', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 900 });
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(`/jobs/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Relayer Operator' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: FIRST_HEADING })).toBeHidden();
  });
});
