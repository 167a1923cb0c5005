import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogSource, SourceFile } from '@chainwork/api/content';
import { REPO_ROOT } from '../lib/paths';

/** Where editors keep the blog: posts as `<slug>.md`, covers and figures in `media/`. */
export const BLOG_CONTENT_DIR = path.join(REPO_ROOT, 'content/blog');

async function readFiles(dir: string, extension: string): Promise<SourceFile[]> {
  const names = (
    await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    })
  )
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      return { path: path.relative(REPO_ROOT, file).split(path.sep).join('/'), text: await readFile(file, 'utf8') };
    }),
  );
}

/** Reads the blog's files as the loader wants them; paths are repository-relative, for error messages. */
export async function readBlogSource(dir: string = BLOG_CONTENT_DIR): Promise<BlogSource> {
  const [posts, media] = await Promise.all([readFiles(dir, '.md'), readFiles(path.join(dir, 'media'), '.svg')]);
  return { posts: posts.filter((file) => !file.path.endsWith('/README.md')), media };
}
