import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ParserPool, ParseFailure } from '../../src/recon/parserPool';
import { readHtml, readRobots, readSitemap } from '../../src/recon/parsing';
import { comparableUrl, nameFromUrl, normaliseUrl } from '../../src/recon/siteUrls';

const bytes = (text: string) => new Uint8Array(Buffer.from(text));
const sitemap = (body: Uint8Array, maxUrls = 100) =>
  readSitemap({ kind: 'sitemap', body, maxUrls, maxInflatedBytes: 1024 * 1024 });

describe('reading robots.txt', () => {
  const text = [
    'User-agent: *',
    'Disallow: /private/',
    'Crawl-delay: 2',
    '',
    'User-agent: SpyglassMonitor',
    'Disallow: /not-for-spyglass',
    'Crawl-delay: 0.5',
    '',
    'Sitemap: https://rival.example/sitemap_index.xml',
    'Sitemap: /relative-sitemap.xml',
  ].join('\n');

  it('answers the rules for our agent, its Crawl-delay and the Sitemap lines', () => {
    const reading = readRobots({
      kind: 'robots',
      robotsUrl: 'https://rival.example/robots.txt',
      text,
      agent: 'SpyglassMonitor',
      urls: [
        'https://rival.example/pricing',
        'https://rival.example/not-for-spyglass',
        'https://rival.example/private/x',
      ],
    });
    // Our own group replaces the * group: /private/ is only closed to the others.
    expect(reading.allowed).toEqual([true, false, true]);
    expect(reading.crawlDelaySeconds).toBe(0.5);
    expect(reading.sitemaps).toEqual([
      'https://rival.example/sitemap_index.xml',
      'https://rival.example/relative-sitemap.xml',
    ]);
  });

  it('allows everything when the site has no robots.txt', () => {
    expect(
      readRobots({
        kind: 'robots',
        robotsUrl: 'https://a.example/robots.txt',
        text: null,
        agent: 'X',
        urls: ['https://a.example/'],
      }),
    ).toEqual({ kind: 'robots', sitemaps: [], crawlDelaySeconds: null, allowed: [true] });
  });
});

describe('reading sitemaps', () => {
  it('reads a urlset with escaped addresses, namespaces and CDATA', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <url><loc>https://rival.example/pricing?plan=a&amp;period=year</loc><lastmod>2026-01-01</lastmod></url>
        <url><loc><![CDATA[https://rival.example/careers]]></loc></url>
        <url><loc> https://rival.example/blog#top </loc></url>
        <url><loc>javascript:alert(1)</loc></url>
      </urlset>`;
    expect(sitemap(bytes(xml))).toEqual({
      kind: 'sitemap',
      ok: true,
      pages: [
        'https://rival.example/pricing?plan=a&period=year',
        'https://rival.example/careers',
        'https://rival.example/blog',
      ],
      sitemaps: [],
    });
  });

  it('reads a sitemap index, and gzip-compressed sitemaps', () => {
    const index = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <sitemap><loc>https://rival.example/sitemap-pages.xml.gz</loc></sitemap>
      <sitemap><loc>https://rival.example/sitemap-blog.xml</loc></sitemap>
    </sitemapindex>`;
    expect(sitemap(new Uint8Array(gzipSync(index)))).toMatchObject({
      ok: true,
      pages: [],
      sitemaps: ['https://rival.example/sitemap-pages.xml.gz', 'https://rival.example/sitemap-blog.xml'],
    });
  });

  it('reads a plain-text sitemap, one address a line', () => {
    expect(sitemap(bytes('https://rival.example/a\nnot an address\r\nhttps://rival.example/b\n'))).toMatchObject({
      ok: true,
      pages: ['https://rival.example/a', 'https://rival.example/b'],
    });
  });

  it('keeps at most the asked number of addresses', () => {
    const xml = `<urlset>${Array.from({ length: 50 }, (_, i) => `<url><loc>https://r.example/${i}</loc></url>`).join('')}</urlset>`;
    const reading = sitemap(bytes(xml), 10);
    expect(reading.ok && reading.pages).toHaveLength(10);
  });

  it('refuses a compressed file that unpacks past the limit, and XML that is no sitemap', () => {
    const bomb = new Uint8Array(gzipSync(Buffer.alloc(5 * 1024 * 1024, 'a')));
    expect(sitemap(bomb)).toEqual({
      kind: 'sitemap',
      ok: false,
      error: 'The compressed sitemap is larger than 1 MB unpacked',
    });
    expect(sitemap(bytes('<rss><channel/></rss>'))).toEqual({
      kind: 'sitemap',
      ok: false,
      error: 'The file is not a sitemap',
    });
  });

  it('never expands entities a DOCTYPE declares', () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE urlset [<!ENTITY a "https://evil.example/">]>
      <urlset><url><loc>&a;pricing</loc></url><url><loc>https://rival.example/ok</loc></url></urlset>`;
    const reading = sitemap(bytes(xml));
    expect(reading.ok && reading.pages).toEqual(['https://rival.example/ok']);
  });
});

describe('reading a page', () => {
  it('reads its title, first headings and links, resolved against <base href>', () => {
    const html = `<!doctype html><html><head><title> Preise &amp; Pakete | Rival </title><base href="/de/"></head>
      <body><h1>Preise</h1><script>var h1 = '<h1>no</h1>'</script><h2>Für Teams</h2>
      <a href="karriere">Karriere</a> <a href="/impressum#top">Impressum</a> <a href="mailto:x@rival.example">Mail</a>
      <a href="https://other.example/">Other</a> <a href="/karriere/">dupe?</a> <a href="/x" rel="nofollow">x</a></body></html>`;
    expect(
      readHtml({
        kind: 'html',
        body: bytes(html),
        contentType: 'text/html',
        url: 'https://rival.example/de/preise',
        maxLinks: 10,
      }),
    ).toEqual({
      kind: 'html',
      title: 'Preise & Pakete | Rival',
      headings: ['Preise', 'Für Teams'],
      links: [
        { url: 'https://rival.example/de/karriere', text: 'Karriere' },
        { url: 'https://rival.example/impressum', text: 'Impressum' },
        { url: 'https://other.example/', text: 'Other' },
        { url: 'https://rival.example/karriere/', text: 'dupe?' },
      ],
    });
  });

  it('stops at the nesting limit and keeps what it read', () => {
    const html = `<title>Deep</title><a href="/a">A</a>${'<div>'.repeat(5_000)}<a href="/b">B</a>`;
    const reading = readHtml({
      kind: 'html',
      body: bytes(html),
      contentType: 'text/html',
      url: 'https://r.example/',
      maxLinks: 10,
    });
    expect(reading.title).toBe('Deep');
    expect(reading.links.map((link) => link.url)).toEqual(['https://r.example/a']);
  });
});

describe('addresses', () => {
  it('spells each page one way, and compares watched and found pages whatever the slash, scheme or www', () => {
    expect(normaliseUrl('HTTPS://Rival.Example:443/Pricing?utm_source=x&plan=a#faq')).toBe(
      'https://rival.example/Pricing?plan=a',
    );
    expect(normaliseUrl('ftp://rival.example/')).toBeNull();
    expect(normaliseUrl('https://user:pw@rival.example/')).toBeNull();
    expect(comparableUrl('http://www.rival.example/pricing/')).toBe(comparableUrl('https://rival.example/pricing'));
    expect(nameFromUrl('https://rival.example/de/preise-und-pakete.html')).toBe('Preise und pakete');
    expect(nameFromUrl('https://www.rival.example/')).toBe('rival.example');
  });
});

describe('the parsing thread', () => {
  it('fails a file that takes longer than its limit, without harming the next one', async () => {
    const pool = new ParserPool({ threads: 1, timeoutMs: 100 });
    try {
      const huge = `<urlset>${'<url><loc>https://r.example/page</loc></url>'.repeat(400_000)}</urlset>`;
      await expect(
        pool.run({ kind: 'sitemap', body: bytes(huge), maxUrls: 1_000_000, maxInflatedBytes: 1 }),
      ).rejects.toThrow(new ParseFailure('The file is too complex to read in 0.1 s'));
      // The thread that was ended is replaced for the next file.
      await expect(
        pool.run({ kind: 'sitemap', body: bytes('https://r.example/a'), maxUrls: 5, maxInflatedBytes: 1024 }),
      ).resolves.toMatchObject({ ok: true, pages: ['https://r.example/a'] });
    } finally {
      await pool.close();
    }
  });
});
