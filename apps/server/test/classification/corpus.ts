import type { ChangeKind, IgnorePreset } from '@spyglass/api/schema';

/**
 * A labelled corpus of page changes, written for the classifier's tests:
 * before and after HTML of real-looking pricing, careers, product and
 * marketing pages in the six interface languages and several currencies,
 * and pages whose only change is noise (times, counters, copyright years).
 * Each pair says what a person would call the change, and the facts a
 * reader needs from it: every price change exactly, jobs by title and place,
 * plans and features by name.
 */

export type Language = 'en' | 'fr' | 'de' | 'es' | 'pl' | 'it';

export interface ExpectedPrice {
  label: string;
  from: number;
  to: number;
  currency: string;
}

export interface CorpusPair {
  id: string;
  language: Language;
  url: string;
  name: string;
  before: string;
  after: string;
  /** What a person calls the change; `none` for noise that must raise nothing. */
  kind: ChangeKind | 'none';
  /** Every price change the change holds, exactly (no more, no fewer). */
  prices?: ExpectedPrice[];
  /** Facts that must be among those found (matched on the fields given). */
  facts?: Record<string, unknown>[];
}

/** Every preset on, as the page dialog sets them for a new page. */
export const ALL_PRESETS: IgnorePreset[] = ['dates', 'relative_times', 'counters', 'copyright'];

const page = (title: string, body: string, head = '') =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>
<nav><a href="/">Home</a><a href="/product">Product</a><a href="/pricing">Pricing</a><a href="/login">Log in</a></nav>
<main>${body}</main>
<footer><p>© 2025 ${title}. All rights reserved.</p></footer></body></html>`;

/** A pricing card as most SaaS pages write one. */
const card = (name: string, price: string, features: string[], cta = 'Start free trial') =>
  `<div class="plan"><h3>${name}</h3><p class="price">${price}</p><ul>${features
    .map((feature) => `<li>${feature}</li>`)
    .join('')}</ul><a class="button" href="/signup">${cta}</a></div>`;

const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

const jobPosting = (title: string, city: string) => ({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title,
  datePosted: '2025-03-01',
  hiringOrganization: { '@type': 'Organization', name: 'Ledgerly' },
  jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: city } },
});

export const corpus: CorpusPair[] = [
  // ——— pricing ———
  {
    id: 'pricing-en-saas-cards',
    language: 'en',
    url: 'https://acme.example.com/pricing',
    name: 'Pricing',
    before: page(
      'Acme',
      `<h1>Simple pricing for growing teams</h1>
      ${card('Starter', '$19<span>/mo</span>', ['3 projects', 'Email support'])}
      ${card('Pro', '$49<span>/mo</span>', ['Unlimited projects', 'Priority support'])}
      ${card('Enterprise', 'Contact us', ['SSO', 'Dedicated manager'], 'Talk to sales')}`,
    ),
    after: page(
      'Acme',
      `<h1>Simple pricing for growing teams</h1>
      ${card('Starter', '$19<span>/mo</span>', ['3 projects', 'Email support'])}
      ${card('Pro', '$59<span>/mo</span>', ['Unlimited projects', 'Priority support'])}
      ${card('Enterprise', 'Contact us', ['SSO', 'Dedicated manager'], 'Talk to sales')}`,
    ),
    kind: 'pricing',
    prices: [{ label: 'Pro', from: 49, to: 59, currency: 'USD' }],
  },
  {
    id: 'pricing-en-monthly-and-annual',
    language: 'en',
    url: 'https://taskwise.example.com/pricing',
    name: 'Plans',
    before: page(
      'Taskwise',
      `<h1>Plans</h1>
      <div class="plan"><h2>Team</h2><p>$12 per user / month, billed annually</p><p>$15 per user / month, billed monthly</p></div>
      <div class="plan"><h2>Business</h2><p>$24 per user / month, billed annually</p><p>$29 per user / month, billed monthly</p></div>`,
    ),
    after: page(
      'Taskwise',
      `<h1>Plans</h1>
      <div class="plan"><h2>Team</h2><p>$14 per user / month, billed annually</p><p>$18 per user / month, billed monthly</p></div>
      <div class="plan"><h2>Business</h2><p>$24 per user / month, billed annually</p><p>$29 per user / month, billed monthly</p></div>`,
    ),
    kind: 'pricing',
    prices: [
      { label: 'Team', from: 12, to: 14, currency: 'USD' },
      { label: 'Team', from: 15, to: 18, currency: 'USD' },
    ],
  },
  {
    id: 'pricing-fr-euros-with-decimals',
    language: 'fr',
    url: 'https://factoo.example.fr/tarifs',
    name: 'Tarifs',
    before: page(
      'Factoo',
      `<h1>Des tarifs clairs, sans engagement</h1>
      ${card('Essentiel', '29&nbsp;€ / mois', ['Factures illimitées', 'Support par e-mail'], 'Essayer gratuitement')}
      ${card('Pro', '49,00&nbsp;€ / mois', ['Relances automatiques', 'Multi-utilisateurs'], 'Essayer gratuitement')}`,
    ),
    after: page(
      'Factoo',
      `<h1>Des tarifs clairs, sans engagement</h1>
      ${card('Essentiel', '29&nbsp;€ / mois', ['Factures illimitées', 'Support par e-mail'], 'Essayer gratuitement')}
      ${card('Pro', '59,00&nbsp;€ / mois', ['Relances automatiques', 'Multi-utilisateurs'], 'Essayer gratuitement')}`,
    ),
    kind: 'pricing',
    prices: [{ label: 'Pro', from: 49, to: 59, currency: 'EUR' }],
  },
  {
    id: 'pricing-de-thousands-per-year',
    language: 'de',
    url: 'https://buchfix.example.de/preise',
    name: 'Preise',
    before: page(
      'Buchfix',
      `<h1>Preise</h1>
      ${card('Basis', '9,90 € pro Monat', ['1 Benutzer', 'Belege per App'], 'Jetzt testen')}
      ${card('Enterprise', '1.299 € pro Jahr', ['Unbegrenzte Benutzer', 'Eigener Ansprechpartner'], 'Angebot anfordern')}`,
    ),
    after: page(
      'Buchfix',
      `<h1>Preise</h1>
      ${card('Basis', '9,90 € pro Monat', ['1 Benutzer', 'Belege per App'], 'Jetzt testen')}
      ${card('Enterprise', '1.499 € pro Jahr', ['Unbegrenzte Benutzer', 'Eigener Ansprechpartner'], 'Angebot anfordern')}`,
    ),
    kind: 'pricing',
    prices: [{ label: 'Enterprise', from: 1299, to: 1499, currency: 'EUR' }],
  },
  {
    id: 'pricing-pl-zloty',
    language: 'pl',
    url: 'https://fakturka.example.pl/cennik',
    name: 'Cennik',
    before: page(
      'Fakturka',
      `<h1>Cennik</h1>
      <section><h2>Plan Start</h2><p>49 zł miesięcznie</p><p>Do 50 faktur w miesiącu</p></section>
      <section><h2>Plan Biznes</h2><p>1 299 zł rocznie</p><p>Bez limitu faktur</p></section>`,
    ),
    after: page(
      'Fakturka',
      `<h1>Cennik</h1>
      <section><h2>Plan Start</h2><p>59 zł miesięcznie</p><p>Do 50 faktur w miesiącu</p></section>
      <section><h2>Plan Biznes</h2><p>1 299 zł rocznie</p><p>Bez limitu faktur</p></section>`,
    ),
    kind: 'pricing',
    prices: [{ label: 'Start', from: 49, to: 59, currency: 'PLN' }],
  },
  {
    id: 'pricing-de-swiss-francs',
    language: 'de',
    url: 'https://kassa.example.ch/preise',
    name: 'Preise',
    before: page(
      'Kassa',
      `<h1>Kassensystem für Cafés</h1>
      <div><h3>Basic</h3><p>CHF 12.– pro Monat</p><p>1 Kasse</p></div>
      <div><h3>Plus</h3><p>CHF 39.– pro Monat</p><p>Bis zu 5 Kassen</p></div>`,
    ),
    after: page(
      'Kassa',
      `<h1>Kassensystem für Cafés</h1>
      <div><h3>Basic</h3><p>CHF 15.– pro Monat</p><p>1 Kasse</p></div>
      <div><h3>Plus</h3><p>CHF 39.– pro Monat</p><p>Bis zu 5 Kassen</p></div>`,
    ),
    kind: 'pricing',
    prices: [{ label: 'Basic', from: 12, to: 15, currency: 'CHF' }],
  },
  {
    id: 'pricing-en-free-plan-removed',
    language: 'en',
    url: 'https://notely.example.co.uk/pricing',
    name: 'Pricing',
    before: page(
      'Notely',
      `<h1>Choose your plan</h1>
      ${card('Free', '£0 per month', ['1 notebook', 'Sync on 2 devices'], 'Get started')}
      ${card('Personal', '£4.99 per month', ['Unlimited notebooks', 'Offline access'])}
      ${card('Teams', '£8.99 per user per month', ['Shared spaces', 'Admin console'])}`,
    ),
    after: page(
      'Notely',
      `<h1>Choose your plan</h1>
      ${card('Personal', '£4.99 per month', ['Unlimited notebooks', 'Offline access'])}
      ${card('Teams', '£8.99 per user per month', ['Shared spaces', 'Admin console'])}`,
    ),
    kind: 'pricing',
    prices: [],
    facts: [{ type: 'plan_removed', label: 'Free' }],
  },
  {
    id: 'pricing-es-plan-added',
    language: 'es',
    url: 'https://nominapp.example.es/precios',
    name: 'Precios',
    before: page(
      'Nominapp',
      `<h1>Precios pensados para pymes</h1>
      ${card('Básico', '19 € al mes', ['Hasta 10 empleados', 'Nóminas ilimitadas'], 'Probar gratis')}
      ${card('Profesional', '49 € al mes', ['Hasta 50 empleados', 'Control horario'], 'Probar gratis')}`,
    ),
    after: page(
      'Nominapp',
      `<h1>Precios pensados para pymes</h1>
      ${card('Básico', '19 € al mes', ['Hasta 10 empleados', 'Nóminas ilimitadas'], 'Probar gratis')}
      ${card('Profesional', '49 € al mes', ['Hasta 50 empleados', 'Control horario'], 'Probar gratis')}
      ${card('Empresa', '99 € al mes', ['Empleados ilimitados', 'Gestor de cuenta'], 'Hablar con ventas')}`,
    ),
    kind: 'pricing',
    prices: [],
    facts: [{ type: 'plan_added', label: 'Empresa', price: 99, currency: 'EUR', period: 'month' }],
  },
  {
    id: 'pricing-it-decimals',
    language: 'it',
    url: 'https://fatturino.example.it/prezzi',
    name: 'Prezzi',
    before: page(
      'Fatturino',
      `<h1>Prezzi semplici</h1>
      <div><h3>Base</h3><p>9,99 €/mese</p><p>Fatture elettroniche illimitate</p></div>
      <div><h3>Premium</h3><p>19,99 €/mese</p><p>Conservazione sostitutiva</p></div>`,
    ),
    after: page(
      'Fatturino',
      `<h1>Prezzi semplici</h1>
      <div><h3>Base</h3><p>12,99 €/mese</p><p>Fatture elettroniche illimitate</p></div>
      <div><h3>Premium</h3><p>19,99 €/mese</p><p>Conservazione sostitutiva</p></div>`,
    ),
    kind: 'pricing',
    prices: [{ label: 'Base', from: 9.99, to: 12.99, currency: 'EUR' }],
  },
  {
    id: 'pricing-en-yen',
    language: 'en',
    url: 'https://kaizen.example.jp/en/pricing',
    name: 'Pricing',
    before: page(
      'Kaizen',
      `<h1>Pricing</h1><div><h3>Lite</h3><p>¥1,200 / month</p></div><div><h3>Standard</h3><p>¥3,800 / month</p></div>`,
    ),
    after: page(
      'Kaizen',
      `<h1>Pricing</h1><div><h3>Lite</h3><p>¥1,500 / month</p></div><div><h3>Standard</h3><p>¥3,800 / month</p></div>`,
    ),
    kind: 'pricing',
    prices: [{ label: 'Lite', from: 1200, to: 1500, currency: 'JPY' }],
  },
  {
    id: 'pricing-en-label-on-the-line',
    language: 'en',
    url: 'https://shipyard.example.com/pricing',
    name: 'Pricing',
    before: page(
      'Shipyard',
      `<h1>Pricing</h1><ul><li>Hobby plan: free forever</li><li>Startup plan: $299/month</li><li>Enterprise plan: $1,299/year</li></ul>`,
    ),
    after: page(
      'Shipyard',
      `<h1>Pricing</h1><ul><li>Hobby plan: free forever</li><li>Startup plan: $299/month</li><li>Enterprise plan: $1,499/year</li></ul>`,
    ),
    kind: 'pricing',
    prices: [{ label: 'Enterprise', from: 1299, to: 1499, currency: 'USD' }],
  },
  {
    id: 'pricing-en-commission',
    language: 'en',
    url: 'https://cartwheel.example.com/fees',
    name: 'Seller fees',
    before: page(
      'Cartwheel',
      `<h1>Seller fees</h1><p>Listing: free</p><p>Sales commission: 8%</p><p>Payment processing: 2.9% + 30¢</p>`,
    ),
    after: page(
      'Cartwheel',
      `<h1>Seller fees</h1><p>Listing: free</p><p>Sales commission: 6.5% for the first year</p><p>Payment processing: 2.9% + 30¢</p>`,
    ),
    kind: 'pricing',
    prices: [],
  },
  {
    id: 'pricing-fr-delivery-from',
    language: 'fr',
    url: 'https://colissimo-express.example.fr/tarifs',
    name: 'Tarifs livraison',
    before: page(
      'Parcelpath',
      `<h1>Livraison le jour même</h1><p>Livraison à partir de 6,90 € par colis</p><p>Enlèvement en boutique inclus</p>`,
    ),
    after: page(
      'Parcelpath',
      `<h1>Livraison le jour même</h1><p>Livraison à partir de 5,90 € par colis</p><p>Enlèvement en boutique inclus</p>`,
    ),
    kind: 'pricing',
    prices: [{ label: 'Livraison', from: 6.9, to: 5.9, currency: 'EUR' }],
  },
  {
    id: 'pricing-en-price-among-noise',
    language: 'en',
    url: 'https://ledgerly.example.com/pricing',
    name: 'Pricing',
    before: page(
      'Ledgerly',
      `<p class="banner">1,234 teams signed up today</p><h1>Pricing</h1>
      ${card('Starter', '$29 per month per seat', ['Invoices', 'Card payments'])}
      ${card('Pro', '$49 per month per seat', ['Recurring invoices', 'Reminders'])}
      <p class="updated">Last updated 2025-03-12 10:04:33</p>`,
    ),
    after: page(
      'Ledgerly',
      `<p class="banner">1,301 teams signed up today</p><h1>Pricing</h1>
      ${card('Starter', '$29 per month per seat', ['Invoices', 'Card payments'])}
      ${card('Pro', '$59 per month per seat', ['Recurring invoices', 'Reminders'])}
      <p class="updated">Last updated 2025-03-13 09:12:05</p>`,
    ),
    kind: 'pricing',
    prices: [{ label: 'Pro', from: 49, to: 59, currency: 'USD' }],
  },
  {
    id: 'pricing-de-free-plan-removed',
    language: 'de',
    url: 'https://terminly.example.de/preise',
    name: 'Preise',
    before: page(
      'Terminly',
      `<h1>Wählen Sie Ihren Tarif</h1>
      ${card('Kostenlos', '0 € pro Monat', ['1 Kalender', 'Terminbuchung'], 'Kostenlos starten')}
      ${card('Team', '12 € pro Monat', ['5 Kalender', 'Erinnerungen per SMS'], 'Jetzt testen')}`,
    ),
    after: page(
      'Terminly',
      `<h1>Wählen Sie Ihren Tarif</h1>
      ${card('Team', '12 € pro Monat', ['5 Kalender', 'Erinnerungen per SMS'], 'Jetzt testen')}`,
    ),
    kind: 'pricing',
    prices: [],
    facts: [{ type: 'plan_removed', label: 'Kostenlos' }],
  },
  {
    id: 'pricing-en-usd-code-and-cents',
    language: 'en',
    url: 'https://mailbird.example.com/pricing',
    name: 'Pricing',
    before: page(
      'Mailbird',
      `<h1>Pricing</h1><table><tr><th>Plan</th><th>Price</th></tr><tr><td>Essentials</td><td>USD 9.99 / month</td></tr><tr><td>Growth</td><td>USD 29.99 / month</td></tr></table>`,
    ),
    after: page(
      'Mailbird',
      `<h1>Pricing</h1><table><tr><th>Plan</th><th>Price</th></tr><tr><td>Essentials</td><td>USD 11.99 / month</td></tr><tr><td>Growth</td><td>USD 29.99 / month</td></tr></table>`,
    ),
    kind: 'pricing',
    prices: [{ label: 'Essentials', from: 9.99, to: 11.99, currency: 'USD' }],
  },

  // ——— careers ———
  {
    id: 'careers-en-list',
    language: 'en',
    url: 'https://acme.example.com/careers',
    name: 'Careers',
    before: page(
      'Acme',
      `<h1>Join our team</h1><h2>Open positions</h2><ul>
      <li><a href="/jobs/1">Backend Engineer — Remote</a></li>
      <li><a href="/jobs/2">Customer Success Lead — Lisbon</a></li></ul>`,
    ),
    after: page(
      'Acme',
      `<h1>Join our team</h1><h2>Open positions</h2><ul>
      <li><a href="/jobs/1">Backend Engineer — Remote</a></li>
      <li><a href="/jobs/2">Customer Success Lead — Lisbon</a></li>
      <li><a href="/jobs/3">Senior Product Manager — Berlin</a></li></ul>`,
    ),
    kind: 'hiring',
    facts: [{ type: 'job_added', title: 'Senior Product Manager', location: 'Berlin' }],
  },
  {
    id: 'careers-en-json-ld',
    language: 'en',
    url: 'https://ledgerly.example.com/company/jobs',
    name: 'Jobs',
    before: page(
      'Ledgerly',
      `<h1>Work at Ledgerly</h1><p>We are a small team building invoicing for freelancers.</p><div id="board"></div>`,
      jsonLd({ '@context': 'https://schema.org', '@graph': [jobPosting('Payments Engineer', 'Berlin')] }),
    ),
    after: page(
      'Ledgerly',
      `<h1>Work at Ledgerly</h1><p>We are a small team building invoicing for freelancers.</p><div id="board"></div>`,
      jsonLd({
        '@context': 'https://schema.org',
        '@graph': [jobPosting('Payments Engineer', 'Berlin'), jobPosting('Data Engineer', 'London')],
      }),
    ),
    kind: 'hiring',
    facts: [{ type: 'job_added', title: 'Data Engineer', location: 'London' }],
  },
  {
    id: 'careers-fr-added-and-removed',
    language: 'fr',
    url: 'https://factoo.example.fr/recrutement',
    name: 'Recrutement',
    before: page(
      'Factoo',
      `<h1>Nous recrutons</h1><ul><li>Stagiaire marketing – Lyon</li><li>Responsable commercial – Paris</li></ul>`,
    ),
    after: page(
      'Factoo',
      `<h1>Nous recrutons</h1><ul><li>Responsable commercial – Paris</li><li>Développeuse backend (Paris)</li></ul>`,
    ),
    kind: 'hiring',
    facts: [
      { type: 'job_removed', title: 'Stagiaire marketing', location: 'Lyon' },
      { type: 'job_added', title: 'Développeuse backend', location: 'Paris' },
    ],
  },
  {
    id: 'careers-de-gender-note',
    language: 'de',
    url: 'https://buchfix.example.de/karriere',
    name: 'Karriere',
    before: page(
      'Buchfix',
      `<h1>Karriere bei Buchfix</h1><h2>Offene Stellen</h2><ul><li>Werkstudent Marketing (m/w/d) – Hamburg</li></ul>`,
    ),
    after: page(
      'Buchfix',
      `<h1>Karriere bei Buchfix</h1><h2>Offene Stellen</h2><ul><li>Werkstudent Marketing (m/w/d) – Hamburg</li><li>Senior Entwickler (m/w/d) – München</li></ul>`,
    ),
    kind: 'hiring',
    facts: [{ type: 'job_added', title: 'Senior Entwickler', location: 'München' }],
  },
  {
    id: 'careers-es-dot-separator',
    language: 'es',
    url: 'https://nominapp.example.es/empleo',
    name: 'Empleo',
    before: page(
      'Nominapp',
      `<h1>Trabaja con nosotros</h1><div class="job">Ingeniero de datos · Madrid</div><div class="job">Diseñadora de producto · Barcelona</div>`,
    ),
    after: page('Nominapp', `<h1>Trabaja con nosotros</h1><div class="job">Diseñadora de producto · Barcelona</div>`),
    kind: 'hiring',
    facts: [{ type: 'job_removed', title: 'Ingeniero de datos', location: 'Madrid' }],
  },
  {
    id: 'careers-pl-offers',
    language: 'pl',
    url: 'https://fakturka.example.pl/kariera',
    name: 'Kariera',
    before: page('Fakturka', `<h1>Oferty pracy</h1><ul><li>Specjalista ds. wsparcia klienta – Warszawa</li></ul>`),
    after: page(
      'Fakturka',
      `<h1>Oferty pracy</h1><ul><li>Specjalista ds. wsparcia klienta – Warszawa</li><li>Programista Java – Kraków</li></ul>`,
    ),
    kind: 'hiring',
    facts: [{ type: 'job_added', title: 'Programista Java', location: 'Kraków' }],
  },
  {
    id: 'careers-it-removed',
    language: 'it',
    url: 'https://fatturino.example.it/lavora-con-noi',
    name: 'Lavora con noi',
    before: page(
      'Fatturino',
      `<h1>Lavora con noi</h1><h2>Posizioni aperte</h2><ul><li>Sviluppatore frontend - Milano</li><li>Addetta al supporto clienti - Torino</li></ul>`,
    ),
    after: page(
      'Fatturino',
      `<h1>Lavora con noi</h1><h2>Posizioni aperte</h2><ul><li>Addetta al supporto clienti - Torino</li></ul>`,
    ),
    kind: 'hiring',
    facts: [{ type: 'job_removed', title: 'Sviluppatore frontend', location: 'Milano' }],
  },
  {
    id: 'careers-en-place-on-next-line',
    language: 'en',
    url: 'https://taskwise.example.com/jobs',
    name: 'Jobs',
    before: page(
      'Taskwise',
      `<h1>Current openings</h1><div class="job"><h3>Site Reliability Engineer</h3><p>Dublin · Full-time</p></div>`,
    ),
    after: page(
      'Taskwise',
      `<h1>Current openings</h1><div class="job"><h3>Site Reliability Engineer</h3><p>Dublin · Full-time</p></div>
      <div class="job"><h3>Head of Partnerships</h3><p>Remote · Full-time</p></div>`,
    ),
    kind: 'hiring',
    facts: [{ type: 'job_added', title: 'Head of Partnerships', location: 'Remote' }],
  },
  {
    id: 'careers-en-count-and-jobs',
    language: 'en',
    url: 'https://notely.example.co.uk/careers',
    name: 'Careers',
    before: page(
      'Notely',
      `<h1>Careers</h1><p>3 open roles</p><ul><li>iOS Developer, London</li><li>Support Agent, Manchester</li><li>QA Engineer, London</li></ul>`,
    ),
    after: page(
      'Notely',
      `<h1>Careers</h1><p>4 open roles</p><ul><li>iOS Developer, London</li><li>Support Agent, Manchester</li><li>QA Engineer, London</li><li>Android Developer, London</li></ul>`,
    ),
    kind: 'hiring',
    facts: [{ type: 'job_added', title: 'Android Developer', location: 'London' }],
  },

  // ——— product ———
  {
    id: 'product-en-feature-added',
    language: 'en',
    url: 'https://acme.example.com/features',
    name: 'Features',
    before: page(
      'Acme',
      `<h1>Everything you need to ship</h1><h2>Security</h2><ul><li>Two-factor authentication</li><li>Audit log</li><li>Role-based access</li></ul>`,
    ),
    after: page(
      'Acme',
      `<h1>Everything you need to ship</h1><h2>Security</h2><ul><li>Two-factor authentication</li><li>Audit log</li><li>Single sign-on (SSO)</li><li>Role-based access</li></ul>`,
    ),
    kind: 'product',
    facts: [{ type: 'feature_added', text: 'Single sign-on (SSO)' }],
  },
  {
    id: 'product-en-feature-removed',
    language: 'en',
    url: 'https://notely.example.co.uk/features',
    name: 'Features',
    before: page(
      'Notely',
      `<h1>Features</h1><ul><li>Markdown editor</li><li>Phone support</li><li>Web clipper</li><li>End-to-end encryption</li></ul>`,
    ),
    after: page(
      'Notely',
      `<h1>Features</h1><ul><li>Markdown editor</li><li>Web clipper</li><li>End-to-end encryption</li></ul>`,
    ),
    kind: 'product',
    facts: [{ type: 'feature_removed', text: 'Phone support' }],
  },
  {
    id: 'product-fr-feature-added',
    language: 'fr',
    url: 'https://factoo.example.fr/fonctionnalites',
    name: 'Fonctionnalités',
    before: page(
      'Factoo',
      `<h1>Fonctionnalités</h1><ul><li>Devis en un clic</li><li>Relances automatiques</li><li>Export comptable</li></ul>`,
    ),
    after: page(
      'Factoo',
      `<h1>Fonctionnalités</h1><ul><li>Devis en un clic</li><li>Relances automatiques</li><li>Facturation récurrente</li><li>Export comptable</li></ul>`,
    ),
    kind: 'product',
    facts: [{ type: 'feature_added', text: 'Facturation récurrente' }],
  },
  {
    id: 'product-de-integration-added',
    language: 'de',
    url: 'https://buchfix.example.de/integrationen',
    name: 'Integrationen',
    before: page(
      'Buchfix',
      `<h1>Integrationen</h1><ul><li>Export nach Lexware</li><li>Anbindung an PayPal</li><li>Bankabgleich mit FinTS</li></ul>`,
    ),
    after: page(
      'Buchfix',
      `<h1>Integrationen</h1><ul><li>Export nach Lexware</li><li>Export nach DATEV</li><li>Anbindung an PayPal</li><li>Bankabgleich mit FinTS</li></ul>`,
    ),
    kind: 'product',
    facts: [{ type: 'feature_added', text: 'Export nach DATEV' }],
  },
  {
    id: 'product-es-integration-added',
    language: 'es',
    url: 'https://nominapp.example.es/integraciones',
    name: 'Integraciones',
    before: page(
      'Nominapp',
      `<h1>Integraciones</h1><ul><li>Integración con Holded</li><li>Integración con Slack</li></ul><p>¿Echas en falta alguna? Escríbenos y la valoraremos.</p>`,
    ),
    after: page(
      'Nominapp',
      `<h1>Integraciones</h1><ul><li>Integración con Holded</li><li>Integración con Slack</li><li>Integración con Shopify</li></ul><p>¿Echas en falta alguna? Escríbenos y la valoraremos.</p>`,
    ),
    kind: 'product',
    facts: [{ type: 'feature_added', text: 'Integración con Shopify' }],
  },
  {
    id: 'product-pl-mobile-app',
    language: 'pl',
    url: 'https://fakturka.example.pl/funkcje',
    name: 'Funkcje',
    before: page(
      'Fakturka',
      `<h1>Funkcje</h1><ul><li>Faktury VAT i proformy</li><li>Integracja z KSeF</li><li>Aplikacja mobilna na iOS</li></ul>`,
    ),
    after: page(
      'Fakturka',
      `<h1>Funkcje</h1><ul><li>Faktury VAT i proformy</li><li>Integracja z KSeF</li><li>Aplikacja mobilna na iOS</li><li>Aplikacja mobilna na Androida</li></ul>`,
    ),
    kind: 'product',
    facts: [{ type: 'feature_added', text: 'Aplikacja mobilna na Androida' }],
  },
  {
    id: 'product-it-feature-replaced',
    language: 'it',
    url: 'https://fatturino.example.it/funzionalita',
    name: 'Funzionalità',
    before: page(
      'Fatturino',
      `<h1>Funzionalità</h1><ul><li>Fatturazione elettronica</li><li>Firma elettronica</li><li>Prima nota</li></ul>`,
    ),
    after: page(
      'Fatturino',
      `<h1>Funzionalità</h1><ul><li>Fatturazione elettronica</li><li>Firma digitale avanzata</li><li>Prima nota</li></ul>`,
    ),
    kind: 'product',
    facts: [
      { type: 'feature_removed', text: 'Firma elettronica' },
      { type: 'feature_added', text: 'Firma digitale avanzata' },
    ],
  },
  {
    id: 'product-en-changelog-entry',
    language: 'en',
    url: 'https://paynimbus.example.com/changelog',
    name: 'Changelog',
    before: page(
      'PayNimbus',
      `<h1>Changelog</h1><ul><li>Apple Pay for recurring payments</li><li>iDEAL for marketplaces</li><li>Webhook retries</li></ul>`,
    ),
    after: page(
      'PayNimbus',
      `<h1>Changelog</h1><ul><li>Klarna in Austria and Germany</li><li>Apple Pay for recurring payments</li><li>iDEAL for marketplaces</li><li>Webhook retries</li></ul>`,
    ),
    kind: 'product',
    facts: [{ type: 'feature_added', text: 'Klarna in Austria and Germany' }],
  },

  // ——— messaging ———
  {
    id: 'messaging-en-hero',
    language: 'en',
    url: 'https://ledgerly.example.com/',
    name: 'Home',
    before: page(
      'Ledgerly',
      `<section class="hero"><h1>The fastest way to get paid</h1><p>Send invoices in seconds and accept cards, bank transfers and wallets from clients anywhere.</p><a href="/signup">Start free</a></section>`,
    ),
    after: page(
      'Ledgerly',
      `<section class="hero"><h1>Invoicing that runs itself</h1><p>Ledgerly chases late payers, reconciles your bank and files the paperwork, so you can get back to work.</p><a href="/signup">Start free</a></section>`,
    ),
    kind: 'messaging',
  },
  {
    id: 'messaging-fr-tagline',
    language: 'fr',
    url: 'https://factoo.example.fr/',
    name: 'Accueil',
    before: page(
      'Factoo',
      `<h1>Factoo</h1><p>Le logiciel de facturation des indépendants, simple et sans engagement.</p><a href="/essai">Essayer</a>`,
    ),
    after: page(
      'Factoo',
      `<h1>Factoo</h1><p>Facturez, encaissez et suivez votre trésorerie depuis une seule application, pensée pour les indépendants.</p><a href="/essai">Essayer</a>`,
    ),
    kind: 'messaging',
  },
  {
    id: 'messaging-de-headline',
    language: 'de',
    url: 'https://buchfix.example.de/',
    name: 'Startseite',
    before: page(
      'Buchfix',
      `<h1>Die Buchhaltung für Selbstständige</h1><p>Belege fotografieren, Umsatzsteuer automatisch berechnen und die Steuerberatung direkt einbinden – alles in einer App.</p>`,
    ),
    after: page(
      'Buchfix',
      `<h1>Buchhaltung, die mitdenkt</h1><p>Belege fotografieren, Umsatzsteuer automatisch berechnen und die Steuerberatung direkt einbinden – alles in einer App.</p>`,
    ),
    kind: 'messaging',
  },
  {
    id: 'messaging-es-call-to-action',
    language: 'es',
    url: 'https://nominapp.example.es/',
    name: 'Inicio',
    before: page(
      'Nominapp',
      `<h1>Nóminas sin complicaciones</h1><p>Empieza hoy y olvídate del papeleo: calculamos las nóminas y presentamos los seguros sociales por ti.</p>`,
    ),
    after: page(
      'Nominapp',
      `<h1>Nóminas sin complicaciones</h1><p>Más de mil gestorías ya confían en nosotros para cerrar el mes sin errores y sin prisas de última hora.</p>`,
    ),
    kind: 'messaging',
  },
  {
    id: 'messaging-pl-about',
    language: 'pl',
    url: 'https://fakturka.example.pl/o-nas',
    name: 'O nas',
    before: page(
      'Fakturka',
      `<h1>O nas</h1><p>Jesteśmy małym zespołem z Wrocławia, który od 2015 roku pomaga przedsiębiorcom wystawiać faktury bez stresu.</p>`,
    ),
    after: page(
      'Fakturka',
      `<h1>O nas</h1><p>Tworzymy narzędzia dla księgowych i ich klientów, bo wierzymy, że formalności powinny zajmować minuty, a nie wieczory.</p>`,
    ),
    kind: 'messaging',
  },
  {
    id: 'messaging-it-subtitle',
    language: 'it',
    url: 'https://fatturino.example.it/',
    name: 'Home',
    before: page(
      'Fatturino',
      `<h1>Fatturino</h1><p>La fatturazione elettronica pensata per i professionisti, senza sorprese.</p>`,
    ),
    after: page(
      'Fatturino',
      `<h1>Fatturino</h1><p>Gestisci fatture, incassi e scadenze fiscali in un unico posto, anche dal telefono.</p>`,
    ),
    kind: 'messaging',
  },
  {
    id: 'messaging-en-mission',
    language: 'en',
    url: 'https://taskwise.example.com/about',
    name: 'About',
    before: page(
      'Taskwise',
      `<h1>About us</h1><p>Our mission is to help small teams plan their work without drowning in meetings.</p><p>Founded in Dublin in 2019.</p>`,
    ),
    after: page(
      'Taskwise',
      `<h1>About us</h1><p>We believe the best teams spend their time doing the work, not talking about it, so we build tools that stay out of the way.</p><p>Founded in Dublin in 2019.</p>`,
    ),
    kind: 'messaging',
  },

  // ——— other ———
  {
    id: 'other-en-status-numbers',
    language: 'en',
    url: 'https://status.paynimbus.example.com/',
    name: 'Status',
    before: page(
      'PayNimbus status',
      `<h1>All systems operational</h1><p>API uptime 99.98%</p><p>Checkout uptime 99.99%</p>`,
    ),
    after: page(
      'PayNimbus status',
      `<h1>All systems operational</h1><p>API uptime 99.97%</p><p>Checkout uptime 99.99%</p>`,
    ),
    kind: 'other',
  },
  {
    id: 'other-de-version',
    language: 'de',
    url: 'https://buchfix.example.de/download',
    name: 'Download',
    before: page(
      'Buchfix',
      `<h1>Download</h1><p>Buchfix für Windows, Version 4.2.1</p><p>Buchfix für macOS, Version 4.2.0</p>`,
    ),
    after: page(
      'Buchfix',
      `<h1>Download</h1><p>Buchfix für Windows, Version 4.2.2</p><p>Buchfix für macOS, Version 4.2.0</p>`,
    ),
    kind: 'other',
  },

  // ——— noise only ———
  {
    id: 'noise-en-timestamp-and-counter',
    language: 'en',
    url: 'https://ledgerly.example.com/pricing',
    name: 'Pricing',
    before: page(
      'Ledgerly',
      `<p>1,234 teams signed up today</p><h1>Pricing</h1>${card('Pro', '$49 per month', ['Reminders'])}<p>Last updated 10:04:33</p>`,
    ),
    after: page(
      'Ledgerly',
      `<p>1,301 teams signed up today</p><h1>Pricing</h1>${card('Pro', '$49 per month', ['Reminders'])}<p>Last updated 11:15:02</p>`,
    ),
    kind: 'none',
  },
  {
    id: 'noise-fr-relative-and-date',
    language: 'fr',
    url: 'https://factoo.example.fr/blog',
    name: 'Blog',
    before: page(
      'Factoo',
      `<h1>Blog</h1><article><h2>Bien choisir son statut</h2><p>Publié il y a 3 jours</p></article><p>Mis à jour le 12 mars 2025</p>`,
    ),
    after: page(
      'Factoo',
      `<h1>Blog</h1><article><h2>Bien choisir son statut</h2><p>Publié il y a 4 jours</p></article><p>Mis à jour le 13 mars 2025</p>`,
    ),
    kind: 'none',
  },
  {
    id: 'noise-de-copyright-and-date',
    language: 'de',
    url: 'https://buchfix.example.de/impressum',
    name: 'Impressum',
    before: page(
      'Buchfix',
      `<h1>Impressum</h1><p>Buchfix GmbH, Hamburg</p><p>Stand: 12.03.2024</p><p>© 2024 Buchfix GmbH</p>`,
    ),
    after: page(
      'Buchfix',
      `<h1>Impressum</h1><p>Buchfix GmbH, Hamburg</p><p>Stand: 02.01.2025</p><p>© 2025 Buchfix GmbH</p>`,
    ),
    kind: 'none',
  },
  {
    id: 'noise-es-relative-and-counter',
    language: 'es',
    url: 'https://nominapp.example.es/',
    name: 'Inicio',
    before: page(
      'Nominapp',
      `<h1>Nóminas sin complicaciones</h1><p>Más de 12.000 clientes confían en nosotros</p><p>Última nómina enviada hace 2 horas</p>`,
    ),
    after: page(
      'Nominapp',
      `<h1>Nóminas sin complicaciones</h1><p>Más de 12.345 clientes confían en nosotros</p><p>Última nómina enviada hace 5 horas</p>`,
    ),
    kind: 'none',
  },
  {
    id: 'noise-pl-relative-and-counter',
    language: 'pl',
    url: 'https://fakturka.example.pl/',
    name: 'Strona główna',
    before: page(
      'Fakturka',
      `<h1>Faktury w minutę</h1><p>Zaufało nam ponad 1 200 klientów</p><p>Zaktualizowano 3 dni temu</p>`,
    ),
    after: page(
      'Fakturka',
      `<h1>Faktury w minutę</h1><p>Zaufało nam ponad 1 250 klientów</p><p>Zaktualizowano godzinę temu</p>`,
    ),
    kind: 'none',
  },
  {
    id: 'noise-it-date-and-time',
    language: 'it',
    url: 'https://fatturino.example.it/stato',
    name: 'Stato del servizio',
    before: page(
      'Fatturino',
      `<h1>Stato del servizio</h1><p>Aggiornato il 12 marzo 2025 alle 9:30</p><p>Tutti i servizi funzionano</p>`,
    ),
    after: page(
      'Fatturino',
      `<h1>Stato del servizio</h1><p>Aggiornato il 13 marzo 2025 alle 10:15</p><p>Tutti i servizi funzionano</p>`,
    ),
    kind: 'none',
  },
  {
    id: 'noise-en-blog-views',
    language: 'en',
    url: 'https://taskwise.example.com/blog',
    name: 'Blog',
    before: page(
      'Taskwise',
      `<h1>Blog</h1><article><h2>How we run planning</h2><p>Posted 5h ago · 2,345 views</p></article>`,
    ),
    after: page(
      'Taskwise',
      `<h1>Blog</h1><article><h2>How we run planning</h2><p>Posted 6h ago · 2,410 views</p></article>`,
    ),
    kind: 'none',
  },
  // ——— harder cases, written after the classifier, left as they come out ———
  {
    id: 'pricing-en-discount-banner',
    language: 'en',
    url: 'https://taskwise.example.com/pricing',
    name: 'Pricing',
    before: page(
      'Taskwise',
      `<p class="banner">Save 20% with annual billing</p><h1>Plans</h1>${card('Team', '$12 per user / month', ['Boards'])}`,
    ),
    after: page(
      'Taskwise',
      `<p class="banner">Save 25% with annual billing</p><h1>Plans</h1>${card('Team', '$12 per user / month', ['Boards'])}`,
    ),
    kind: 'pricing',
    prices: [],
  },
  {
    id: 'product-en-new-section-in-prose',
    language: 'en',
    url: 'https://acme.example.com/product',
    name: 'Product',
    before: page(
      'Acme',
      `<h1>Product</h1><h2>Boards</h2><p>Plan every sprint on a board your whole team can see and edit at the same time.</p>`,
    ),
    after: page(
      'Acme',
      `<h1>Product</h1><h2>Boards</h2><p>Plan every sprint on a board your whole team can see and edit at the same time.</p><h2>Automations</h2><p>Move cards, assign owners and post to Slack when something changes, without writing a line of code.</p>`,
    ),
    kind: 'product',
  },
  {
    id: 'messaging-en-careers-intro',
    language: 'en',
    url: 'https://acme.example.com/careers',
    name: 'Careers',
    before: page(
      'Acme',
      `<h1>Careers</h1><p>We are a remote-first company of forty people across Europe, building tools for makers.</p><ul><li>Backend Engineer — Remote</li></ul>`,
    ),
    after: page(
      'Acme',
      `<h1>Careers</h1><p>We are a remote-first company of sixty people across Europe and Africa, building tools for makers.</p><ul><li>Backend Engineer — Remote</li></ul>`,
    ),
    kind: 'messaging',
  },
  {
    id: 'careers-pl-gender-note',
    language: 'pl',
    url: 'https://kasa.example.pl/dolacz',
    name: 'Dołącz do nas',
    before: page('Kasa', `<h1>Dołącz do nas</h1><ul><li>Księgowa (k/m) – Poznań</li></ul>`),
    after: page(
      'Kasa',
      `<h1>Dołącz do nas</h1><ul><li>Księgowa (k/m) – Poznań</li><li>Analityk danych (k/m) – Gdańsk</li></ul>`,
    ),
    kind: 'hiring',
    facts: [{ type: 'job_added', title: 'Analityk danych', location: 'Gdańsk' }],
  },
  {
    id: 'pricing-en-was-now',
    language: 'en',
    url: 'https://mailbird.example.com/offer',
    name: 'Offer',
    before: page('Mailbird', `<h1>Spring offer</h1><div><h3>Growth</h3><p>$29 per month</p></div>`),
    after: page('Mailbird', `<h1>Spring offer</h1><div><h3>Growth</h3><p>Now $24 per month (was $29)</p></div>`),
    kind: 'pricing',
    prices: [{ label: 'Growth', from: 29, to: 24, currency: 'USD' }],
  },
];

export const ALL_PRESET_RULES = { ignoreRules: [] as string[], ignorePresets: ALL_PRESETS };
