import { describe, expect, it } from 'vitest';
import { routeOf } from '@/lib/route';

describe('routeOf', () => {
  it('maps built file names to the URLs visitors use', () => {
    expect(routeOf('/index.html')).toBe('/');
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/about-us.html')).toBe('/about-us');
    expect(routeOf('/blog/index.html')).toBe('/blog');
    expect(routeOf('/blog/understanding-compound-interest.html')).toBe('/blog/understanding-compound-interest');
    expect(routeOf('/contact-us/')).toBe('/contact-us');
  });
});
