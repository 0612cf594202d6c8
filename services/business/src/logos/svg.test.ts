import { describe, expect, it } from 'vitest';
import { MAX_SVG_ELEMENTS, svgProblem } from './svg.ts';

const svg = (body: string, attributes = 'width="40" height="40"') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${body}</svg>`;

describe('svgProblem', () => {
  it('passes plain drawing: shapes, paths, gradients and references inside the file', () => {
    const logo = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient>' +
        '<path id="p" d="M0 0L40 40"/></defs><rect width="40" height="40" fill="url(#g)" style="fill:url( #g )"/>' +
        '<use href="#p"/><use xlink:href="#p"/><text x="2" y="20">Water &amp; Gas</text>',
    );
    expect(svgProblem(logo)).toBeNull();
  });

  it.each([
    ['an embedded PNG', '<image href="data:image/png;base64,iVBOR"/>', /embeds other images/],
    ['an embedded PNG spelled with character references', '<image href="&#100;&#x61;ta:image/png;base64,AA"/>', /embeds other images/],
    ['an external image', '<image href="https://example.com/x.png"/>', /links to other files/],
    ['a local file', '<image xlink:href = \'file:///etc/passwd\'/>', /links to other files/],
    ['an unquoted link', '<image href=http://example.com/x.png />', /links to other files/],
    ['a CSS url() of another file', '<rect style="fill:url(http://example.com/a.svg#x)"/>', /links to other files/],
    ['a CSS @import', '<style>@import "https://example.com/a.css";</style>', /links to other files/],
    ['a filter element', '<filter id="b"><feGaussianBlur stdDeviation="9"/></filter>', /filters/],
    ['a filter attribute', '<rect filter="url(#b)"/>', /filters/],
    ['a CSS filter', '<rect style="filter: blur(40px)"/>', /filters/],
    ['a CSS filter split by a comment', '<style>rect { filter/**/: blur(40px) }</style>', /filters/],
    ['a CSS filter with an escape', '<rect style="fil\\74 er: blur(40px)"/>', /escaped text/],
    ['a script', '<script>alert(1)</script>', /scripts/],
    ['an event handler', '<rect onload="alert(1)"/>', /scripts/],
    ['foreign HTML', '<foreignObject><div/></foreignObject>', /scripts/],
  ])('refuses %s, saying why and what to upload instead', (_, body, why) => {
    const problem = svgProblem(svg(body));
    expect(problem).toMatch(why);
    expect(problem).toMatch(/upload a PNG, JPEG or WebP instead/);
  });

  it('refuses entity declarations (billion laughs)', () => {
    expect(svgProblem(`<!DOCTYPE svg [<!ENTITY a "aaaa">]>${svg('<text>&a;</text>')}`)).toMatch(/entities/);
  });

  it(`refuses more than ${MAX_SVG_ELEMENTS} elements`, () => {
    expect(svgProblem(svg('<rect width="1" height="1"/>'.repeat(MAX_SVG_ELEMENTS - 1)))).toBeNull();
    expect(svgProblem(svg('<rect width="1" height="1"/>'.repeat(MAX_SVG_ELEMENTS)))).toMatch(/more than 2,000 shapes/);
  });

  it('reads 5 MB of hostile text in linear time', () => {
    for (const text of ['/*'.repeat(2_500_000), '&#'.repeat(2_500_000), `<svg ${' h'.repeat(2_500_000)}`, 'url('.repeat(1_250_000)]) {
      const started = performance.now();
      svgProblem(text);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });
});
