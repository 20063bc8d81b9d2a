import { getCollection, type CollectionEntry } from 'astro:content';
import { byNewest, relatedPosts } from './blog';

export type Post = CollectionEntry<'blog'>;

const summary = (post: Post) => ({ id: post.id, category: post.data.category, date: post.data.date, post });

/** Published posts, newest first: the one list the blog index, article pages and RSS feed share. */
export async function getPosts(): Promise<Post[]> {
  const posts = await getCollection('blog', ({ data }) => !data.draft);
  return posts.map(summary).sort(byNewest).map((entry) => entry.post);
}

/** Two or three other posts for the foot of an article: same category first, then nearest in date. */
export function relatedTo(post: Post, posts: readonly Post[]): Post[] {
  return relatedPosts(summary(post), posts.map(summary)).map((entry) => entry.post);
}

export const postPath = (post: Pick<Post, 'id'>): `/blog/${string}` => `/blog/${post.id}`;
