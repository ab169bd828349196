import { describe, expect, it } from 'vitest';
import { classifyPage } from '../../src/recon/pageKinds';

const at = (path: string, title?: string, headings?: string[]) =>
  classifyPage({ url: `https://rival.example${path}`, title: title ?? null, headings: headings ?? [] });

describe('what a found page is', () => {
  it.each([
    // English
    ['/pricing', 'pricing'],
    ['/plans-and-pricing', 'pricing'],
    ['/careers', 'careers'],
    ['/company/jobs/', 'careers'],
    ['/work-with-us', 'careers'],
    ['/product', 'product'],
    ['/features', 'product'],
    ['/blog', 'blog'],
    ['/docs/getting-started', 'docs'],
    ['/help-center', 'docs'],
    ['/legal/privacy', 'legal'],
    ['/terms-of-service', 'legal'],
    // German
    ['/de/preise', 'pricing'],
    ['/de/karriere', 'careers'],
    ['/de/produkte', 'product'],
    ['/de/lösungen', 'product'],
    ['/aktuelles', 'blog'],
    ['/de/hilfe', 'docs'],
    ['/impressum', 'legal'],
    ['/datenschutzerklärung', 'legal'],
    ['/agb', 'legal'],
    // French
    ['/fr/tarifs', 'pricing'],
    ['/fr/emplois', 'careers'],
    ['/fr/rejoignez-nous', 'careers'],
    ['/fr/fonctionnalités', 'product'],
    ['/fr/actualites', 'blog'],
    ['/fr/aide', 'docs'],
    ['/fr/mentions-legales', 'legal'],
    // Spanish
    ['/es/precios', 'pricing'],
    ['/es/empleo', 'careers'],
    ['/es/trabaja-con-nosotros', 'careers'],
    ['/es/productos', 'product'],
    ['/es/noticias', 'blog'],
    ['/es/ayuda', 'docs'],
    ['/es/aviso-legal', 'legal'],
    // Polish
    ['/pl/cennik', 'pricing'],
    ['/pl/kariera', 'careers'],
    ['/pl/oferty-pracy', 'careers'],
    ['/pl/funkcje', 'product'],
    ['/pl/aktualności', 'blog'],
    ['/pl/pomoc', 'docs'],
    ['/pl/polityka-prywatności', 'legal'],
    ['/pl/regulamin', 'legal'],
    // Italian
    ['/it/prezzi', 'pricing'],
    ['/it/lavora-con-noi', 'careers'],
    ['/it/lavora_con_noi', 'careers'],
    ['/it/prodotti', 'product'],
    ['/it/notizie', 'blog'],
    ['/it/documentazione', 'docs'],
    ['/it/note-legali', 'legal'],
    // Nothing telling
    ['/', 'other'],
    ['/about', 'other'],
    ['/team/ada-lovelace', 'other'],
  ])('%s is %s', (path, kind) => {
    expect(at(path)).toBe(kind);
  });

  it('reads a page by its folder before a word of its slug: a post about pricing is a blog post', () => {
    expect(at('/blog/pricing-strategies-for-saas')).toBe('blog');
    expect(at('/docs/api/billing-plans')).toBe('docs');
    expect(at('/news/we-are-hiring')).toBe('blog');
  });

  it('reads the title and headings when the address says nothing', () => {
    expect(at('/p/4711', 'Preise | Rival')).toBe('pricing');
    expect(at('/p/4712', 'Rival', ['Lavora con noi', 'Posizioni aperte'])).toBe('careers');
    expect(at('/p/4713', 'Centre d’aide')).toBe('docs');
    expect(at('/p/4714', 'Polityka prywatności – Rival')).toBe('legal');
    expect(at('/p/4715', 'Welcome to Rival', ['The best tool'])).toBe('other');
  });

  it('lets the address outweigh a title that says otherwise', () => {
    expect(at('/pricing', 'Start your free trial')).toBe('pricing');
  });

  it('reads addresses with odd encodings and file endings', () => {
    expect(at('/de/L%C3%B6sungen.html')).toBe('product');
    expect(at('/CAREERS.php')).toBe('careers');
    expect(classifyPage({ url: 'not a url', title: 'Pricing' })).toBe('pricing');
  });
});
