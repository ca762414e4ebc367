import { describe, expect, it } from 'vitest';
import { sectionParamsMiddleware, withoutSectionParams } from './section-params.ts';

const at = (address: string) => new URL(address, 'https://anime.hanabi.example');

describe('section parameters in the address (spec §2)', () => {
  it.each([
    ['/?section_id=3&section_pos=2&banner_pos=1&section_type=ranking', '/'],
    ['/middle?section_id=3', '/middle'],
    ['/premium?section_type=banner&page=2', '/premium?page=2'],
    ['/rankings?q=%E3%81%82&section_pos=4&flag#list', '/rankings?q=%E3%81%82&flag#list'],
    ['/rankings/?banner_pos=1', '/rankings/'],
    ['/?section_id=1&section_id=2', '/'],
  ])('removes them from %s', (address, cleaned) => {
    expect(withoutSectionParams(at(address))).toBe(cleaned);
  });

  it.each([
    ['refp is present', '/?refp=campaign&section_id=3&section_pos=2'],
    ['another page', '/titles/3?section_id=3'],
    ['a page under one of those', '/rankings/titles?section_id=3'],
    ['none of them', '/?page=2'],
  ])('leaves the address alone when %s', (_case, address) => {
    expect(withoutSectionParams(at(address))).toBeNull();
  });

  it('redirects before the page loads, and lets a clean address through', async () => {
    const next = async () => new Response('the page');
    let thrown: unknown;
    try {
      await sectionParamsMiddleware({ url: at('/?section_id=3&page=2') }, next);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/?page=2');

    const through = await sectionParamsMiddleware({ url: at('/?page=2') }, next);
    expect(await through.text()).toBe('the page');
  });
});
