import { importColumns } from '../schema';

const header = importColumns.join(',');

/**
 * CSV files for stories and tests of the import, written against the demo
 * seed's Payments project: Ledgerly's pricing and careers pages are watched
 * there already.
 */
export const importSamples = {
  /** Two new pages (one of a new competitor), one already watched, two rows that break a rule. */
  mixed: [
    header,
    'Ledgerly,https://ledgerly.example.com,Pricing,https://ledgerly.example.com/pricing,,',
    'Ledgerly,https://ledgerly.example.com,Security,https://ledgerly.example.com/security,main,SOC 2|ISO 27001',
    'Quidpay,https://quidpay.example.com,Pricing,https://quidpay.example.com/pricing,.plans,free plan',
    'Quidpay,https://quidpay.example.com,Careers,https://jobs.elsewhere.example/quidpay,,',
    'Q,https://q.example.com,Home,https://q.example.com/,,',
  ].join('\n'),
  /** Every page is watched already. */
  allExist: [
    header,
    'Ledgerly,https://ledgerly.example.com,Pricing,https://ledgerly.example.com/pricing,,',
    'Ledgerly,https://ledgerly.example.com,Careers,https://ledgerly.example.com/careers,,',
  ].join('\n'),
  /** Every row breaks a rule. */
  allErrors: [
    header,
    'Quidpay,not a website,Pricing,https://quidpay.example.com/pricing,,',
    'Quidpay,https://quidpay.example.com,P,https://quidpay.example.com/p,,',
  ].join('\n'),
  /** A header the import does not know. */
  wrongHeader: ['name,site,link', 'Quidpay,https://quidpay.example.com,https://quidpay.example.com/pricing'].join('\n'),
} as const;
