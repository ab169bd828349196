import { describe, expect, it } from 'vitest';
import { classifyBody, extractText, htmlToText, htmlToTextWithin } from '../../src/monitor/extractor';

const page = (body: string, head = '') =>
  `<!doctype html><html><head><title>Acme</title>${head}</head><body>${body}</body></html>`;

describe('htmlToText', () => {
  it('drops scripts, styles, noscript, templates, hidden elements and hidden inputs', () => {
    const text = htmlToText(
      page(
        `<p>Visible</p><script>document.write("<p>no</p>")</script><style>p { color: red }</style>
         <noscript><p>Enable JavaScript</p></noscript><template><p>Later</p></template>
         <div hidden>Secret</div><form><input type="hidden" name="csrf" value="abc"><button>Send</button></form>`,
        '<script>var tracking = 1</script><style>body{}</style>',
      ),
    );
    expect(text).toBe('Acme\nVisible\nSend');
  });

  it('turns block elements into lines and folds whitespace', () => {
    const text = htmlToText(
      page(`<h1>  Plans \n and   pricing </h1><p>Starter&nbsp;<b>$10</b>/mo<br>Pro <i>$20</i></p>
            <ul><li>One</li><li>Two<li>Three</ul><table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>`),
    );
    expect(text).toBe('Acme\nPlans and pricing\nStarter $10/mo\nPro $20\nOne\nTwo\nThree\na b\nc d');
  });

  it('reads the same text whatever the attributes and formatting', () => {
    const before = htmlToText(page('<div class="a" data-x="1"><p>Hello <b>world</b></p></div>'));
    const after = htmlToText(
      page('\n  <div class="b"   data-x="2" style="color:red">\n<p>Hello\n\n   <b>world</b>  </p>\n</div>'),
    );
    expect(after).toBe(before);
  });
});

describe('htmlToTextWithin', () => {
  const html = page(
    '<header>Menu</header><main><section id="price"><h2>Price</h2><p>$10</p></section><p>Other</p></main>',
  );

  it('reads only what the selector matches', () => {
    expect(htmlToTextWithin(html, '#price')).toBe('Price\n$10');
  });

  it('counts a match nested in another match once', () => {
    expect(htmlToTextWithin(html, '#price, #price p')).toBe('Price\n$10');
  });

  it('reports an invalid selector', () => {
    expect(() => htmlToTextWithin(html, 'p[')).toThrow(/not valid/);
  });
});

describe('extractText', () => {
  it('compares non-HTML text as text', () => {
    const result = extractText(Buffer.from('line one  \r\nline two\r\n'), 'text/plain; charset=utf-8', null);
    expect(result).toEqual({ ok: true, kind: 'text', text: 'line one\nline two', structure: { jobs: [] } });
  });

  it('refuses bodies that are not text', () => {
    const result = extractText(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png', null);
    expect(result).toEqual({ ok: false, error: 'The page is not text (image/png)' });
  });

  it('says when the selector matches nothing', () => {
    const result = extractText(Buffer.from(page('<p>Hi</p>')), 'text/html', '.missing');
    expect(result).toEqual({ ok: false, error: 'The CSS selector ".missing" matched no text on the page' });
  });

  it('decodes the declared charset', () => {
    const latin1 = Buffer.from(page('<p>Café</p>'), 'latin1');
    expect(extractText(latin1, 'text/html; charset=iso-8859-1', null)).toMatchObject({ ok: true, text: 'Acme\nCafé' });
    const meta = Buffer.from(page('<p>Café</p>', '<meta charset="windows-1252">'), 'latin1');
    expect(extractText(meta, 'text/html', null)).toMatchObject({ ok: true, text: 'Acme\nCafé' });
  });

  it('sniffs HTML when no type is given', () => {
    expect(classifyBody(null, '  <!DOCTYPE html><html>')).toBe('html');
    expect(classifyBody(null, 'just words')).toBe('text');
    expect(classifyBody('application/json', '{}')).toBe('text');
  });
});

describe('removing elements before reading', () => {
  const jobPosting = JSON.stringify({ '@type': 'JobPosting', title: 'Staff engineer', hiringOrganization: 'Acme' });
  const html = page(
    `<div class="cookie-banner" id="consent"><p>We use cookies</p><div class="cookie-banner"><p>Nested</p></div></div>
     <main><h1>Pricing</h1><p>Pro $49<span data-ad="1">Sponsored</span></p><ul><li>One<li class="promo">Promo<li>Two</ul>
     <aside class="promo wide">Deal of the day<script type="application/ld+json">${jobPosting}</script></aside>
     <table><tr><td>a</td><td class="promo">b</td></tr></table><p>Unclosed <footer>Left open`,
  );
  const read = (remove: string[]) => extractText(Buffer.from(html), 'text/html', null, remove);

  it('leaves out what the selectors match, nested matches once, and keeps the structured data inside', () => {
    expect(read(['.cookie-banner', '[data-ad]', 'aside.promo.wide', 'li.promo'])).toMatchObject({
      ok: true,
      text: 'Acme\nPricing\nPro $49\nOne\nTwo\na b\nUnclosed\nLeft open',
      structure: { jobs: [expect.objectContaining({ title: 'Staff engineer' })] },
    });
  });

  // Names, ids, classes and attributes are tested as each element opens; the rest reads the whole tree first.
  it('reads the same whether a selector needs the tree or not', () => {
    for (const remove of [
      ['.cookie-banner'],
      ['#consent', 'footer'],
      ['[data-ad]', 'td.promo'],
      ['.promo', 'li'],
      ['main'],
      ['p'],
    ]) {
      const withTree = remove.map((selector) => `${selector}:not(.not-on-this-page)`);
      expect(read(remove), remove.join(', ')).toEqual(read(withTree));
    }
  });
});
