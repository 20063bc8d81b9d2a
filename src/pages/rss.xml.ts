import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { BLOG } from '@/config/blog';
import { getPosts, postPath } from '@/lib/posts';

export const GET: APIRoute = async ({ site }) =>
  rss({
    title: BLOG.title,
    description: BLOG.description,
    site: site ?? '',
    items: (await getPosts()).map((post) => ({
      title: post.data.title,
      link: postPath(post),
      pubDate: post.data.date,
      description: post.data.excerpt,
      categories: [post.data.category],
    })),
    customData: '<language>en-us</language>',
    trailingSlash: false,
  });
