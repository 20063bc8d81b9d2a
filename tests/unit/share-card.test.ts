import { describe, expect, it } from 'vitest';
import { readShareCardAlt, shareCardAlt, shareCardPath } from '@/lib/shareCard';

describe('share cards', () => {
  it('have one image per route, the home page’s named home', () => {
    expect(shareCardPath('/')).toBe('/og/home.png');
    expect(shareCardPath('/mortgage-calculator')).toBe('/og/mortgage-calculator.png');
    expect(shareCardPath('/blog/category/mortgages')).toBe('/og/blog/category/mortgages.png');
  });

  it('carry topic and title in their alt text, a title with a colon kept whole', () => {
    const alt = shareCardAlt('Mortgages', 'Navigating the Mortgage Maze: A Guide for Homebuyers');
    expect(alt).toBe('Mortgages: Navigating the Mortgage Maze: A Guide for Homebuyers');
    expect(readShareCardAlt(alt)).toEqual({ topic: 'Mortgages', title: 'Navigating the Mortgage Maze: A Guide for Homebuyers' });
    expect(readShareCardAlt('A title alone')).toEqual({ topic: '', title: 'A title alone' });
  });
});
