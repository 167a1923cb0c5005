import type { PayInterval } from '@chainwork/shared-config/pay';

/**
 * Realistic strings as providers publish them, with what the normalisers must make of them.
 * Each row is checked by corpus.test.ts. Pay rows read a pay text (`payText`) unless `where` is
 * 'description' (only lines about pay count there).
 */
export interface SalaryRow {
  text: string;
  where?: 'description';
  countryCode?: string;
  expected: { currency: string; interval: PayInterval; min: number; max: number } | null;
}

const pay = (currency: string, interval: PayInterval, min: number, max: number = min) => ({ currency, interval, min, max });

export const SALARY_CORPUS: readonly SalaryRow[] = [
  // The design's examples.
  { text: '$120k-150k', expected: pay('USD', 'year', 120_000, 150_000) },
  { text: 'USD 120,000 - 150,000', expected: pay('USD', 'year', 120_000, 150_000) },
  { text: 'EUR 80-100k / year', expected: pay('EUR', 'year', 80_000, 100_000) },
  { text: '€45/hour', expected: pay('EUR', 'hour', 45) },
  { text: '£6,000 per month', expected: pay('GBP', 'month', 6_000) },
  { text: "CHF 140'000", expected: pay('CHF', 'year', 140_000) },
  { text: '80.000 € - 95.000 €', expected: pay('EUR', 'year', 80_000, 95_000) },
  { text: 'from $90k', expected: pay('USD', 'year', 90_000) },
  { text: 'up to 150k USD', expected: null },
  { text: '$150,000 – $180,000 + equity', expected: pay('USD', 'year', 150_000, 180_000) },
  { text: '120-150k', expected: null },
  { text: 'Competitive salary', expected: null },
  // Symbols, codes and where they stand.
  { text: '$160,000 - $200,000 USD', expected: pay('USD', 'year', 160_000, 200_000) },
  { text: 'US$130k – US$150k', expected: pay('USD', 'year', 130_000, 150_000) },
  { text: '$95K - $125K', expected: pay('USD', 'year', 95_000, 125_000) },
  { text: '$80-100k', expected: pay('USD', 'year', 80_000, 100_000) },
  { text: '$120k to $140k', expected: pay('USD', 'year', 120_000, 140_000) },
  { text: '$120,000—$150,000', expected: pay('USD', 'year', 120_000, 150_000) },
  { text: '€70k–€90k', expected: pay('EUR', 'year', 70_000, 90_000) },
  { text: '70k - 90k EUR', expected: pay('EUR', 'year', 70_000, 90_000) },
  { text: '€ 65.000 - € 80.000 per year', expected: pay('EUR', 'year', 65_000, 80_000) },
  { text: '65.000 - 80.000 EUR brutto pro Jahr', expected: pay('EUR', 'year', 65_000, 80_000) },
  { text: '55 000 € - 70 000 € par an', expected: pay('EUR', 'year', 55_000, 70_000) },
  { text: '£70,000 - £85,000', expected: pay('GBP', 'year', 70_000, 85_000) },
  { text: 'GBP 90k-110k', expected: pay('GBP', 'year', 90_000, 110_000) },
  { text: "CHF 120'000 - 150'000", expected: pay('CHF', 'year', 120_000, 150_000) },
  { text: 'CHF 130’000 – 160’000 p.a.', expected: pay('CHF', 'year', 130_000, 160_000) },
  { text: 'CA$110,000 - CA$140,000', expected: pay('CAD', 'year', 110_000, 140_000) },
  { text: '$110,000 - $140,000', countryCode: 'ca', expected: pay('CAD', 'year', 110_000, 140_000) },
  { text: 'A$150k - A$180k + super', expected: pay('AUD', 'year', 150_000, 180_000) },
  { text: 'S$9,000 - S$12,000 per month', expected: pay('SGD', 'month', 9_000, 12_000) },
  { text: 'SGD 8,000-11,000 monthly', expected: pay('SGD', 'month', 8_000, 11_000) },
  { text: 'R$15.000 - R$20.000 por mês', expected: pay('BRL', 'month', 15_000, 20_000) },
  { text: 'R$ 15.000 - 20.000 / month', expected: pay('BRL', 'month', 15_000, 20_000) },
  { text: 'JPY 8,000,000 - 11,000,000', expected: pay('JPY', 'year', 8_000_000, 11_000_000) },
  { text: 'PLN 25 000 - 32 000 monthly (B2B)', expected: pay('PLN', 'month', 25_000, 32_000) },
  // Intervals.
  { text: '$45 - $60 an hour', expected: pay('USD', 'hour', 45, 60) },
  { text: '$50/hr', expected: pay('USD', 'hour', 50) },
  { text: 'Hourly rate: $40-$55', expected: pay('USD', 'hour', 40, 55) },
  { text: '$20.14 - $25.50 per hour', expected: pay('USD', 'hour', 20.14, 25.5) },
  { text: '€500-€650 per day', expected: pay('EUR', 'day', 500, 650) },
  { text: 'Day rate: £550', expected: pay('GBP', 'day', 550) },
  { text: '$2,500 weekly', expected: pay('USD', 'week', 2_500) },
  { text: '€5.500 - €7.000 monatlich', expected: pay('EUR', 'month', 5_500, 7_000) },
  { text: '$10,000/mo', expected: pay('USD', 'month', 10_000) },
  { text: '$130k/yr', expected: pay('USD', 'year', 130_000) },
  { text: '$140,000 annually', expected: pay('USD', 'year', 140_000) },
  { text: 'Annual salary: $125,000 - $145,000', expected: pay('USD', 'year', 125_000, 145_000) },
  { text: '$90,000 - $110,000 a year', expected: pay('USD', 'year', 90_000, 110_000) },
  // No interval word and a figure that may not be yearly: not read.
  { text: '€5.000 brutto', expected: null },
  { text: '$45 - $60', expected: null },
  { text: '£6,000', expected: null },
  { text: "CHF 14'000", expected: null },
  // Bounds, open ends and order.
  { text: '$150k-$120k', expected: pay('USD', 'year', 120_000, 150_000) },
  { text: '$90k+', expected: pay('USD', 'year', 90_000) },
  { text: 'Starting at $100,000', expected: pay('USD', 'year', 100_000) },
  { text: 'Up to $200k', expected: null },
  { text: '$0.40 per hour', expected: null },
  { text: '₹25,00,000 - ₹35,00,000 (lakh groups are not read)', expected: null },
  { text: '$3,000,000 per year', expected: null },
  { text: '$0 - $0', expected: null },
  { text: '$250/hr', expected: pay('USD', 'hour', 250) },
  // Not pay at all.
  { text: 'Salary: DOE', expected: null },
  { text: '401k matching', expected: null },
  { text: 'Series B raised $40M', expected: null },
  { text: '$2B in TVL', expected: null },
  { text: '120,000 - 150,000', expected: null },
  { text: '¥6,000,000', expected: null },
  { text: 'XYZ 100k', expected: null },
  { text: 'USD 100k - EUR 120k', expected: null },
  // In descriptions: only lines about pay, and never a perk or the company's money.
  {
    where: 'description',
    text: 'We are backed by top funds and raised $40M in our Series B.\nWe secure $2B in TVL.\nThe base salary range for this role is $160,000 - $190,000.',
    expected: pay('USD', 'year', 160_000, 190_000),
  },
  { where: 'description', text: 'Benefits\n$1,000 home office stipend\n$5,000 learning budget each year', expected: null },
  { where: 'description', text: 'Compensation\n$130k - $160k + tokens', expected: pay('USD', 'year', 130_000, 160_000) },
  { where: 'description', text: 'Our protocol settled $120,000,000 last month.', expected: null },
  {
    where: 'description',
    text: 'A signing bonus of $20,000 and a salary of $150,000 - $170,000.',
    expected: pay('USD', 'year', 150_000, 170_000),
  },
  { where: 'description', text: 'You will earn €45/hour as a contractor.', expected: pay('EUR', 'hour', 45) },
  { where: 'description', text: 'Our users moved $500k through the app in 2024. We offer 401k and health insurance.', expected: null },
];

export interface LocationRow {
  text: string;
  extra?: string[];
  workplace?: 'remote' | 'hybrid' | 'onsite';
  countryCode?: string;
  standardized: string | null;
  label: string;
}

const row = (text: string, standardized: string | null, label: string, more: Partial<LocationRow> = {}): LocationRow => ({
  text,
  standardized,
  label,
  ...more,
});

export const LOCATION_CORPUS: readonly LocationRow[] = [
  // Remote everywhere.
  row('Remote', 'remote', 'Remote'),
  row('Anywhere', 'remote', 'Remote'),
  row('Remote - Worldwide', 'remote', 'Remote'),
  row('Fully Remote', 'remote', 'Remote'),
  row('Remote (Global)', 'remote', 'Remote'),
  row('Worldwide', 'remote', 'Remote'),
  row('', 'remote', 'Remote', { workplace: 'remote' }),
  row('Distributed', 'remote', 'Remote'),
  // Remote within a region.
  row('Remote - Europe', 'remote-europe', 'Remote (Europe)'),
  row('Remote (EMEA)', 'remote-europe', 'Remote (EMEA)'),
  row('Remote, EU', 'remote-europe', 'Remote (Europe)'),
  row('Europe (Remote)', 'remote-europe', 'Remote (Europe)'),
  row('Remote - North America', 'remote-north-america', 'Remote (North America)'),
  row('Remote - Americas', 'remote-north-america', 'Remote (Americas)'),
  row('Remote (LATAM)', 'remote-latin-america', 'Remote (Latin America)'),
  row('Remote - APAC', 'remote-asia-pacific', 'Remote (Asia-Pacific)'),
  row('Remote - Asia', 'remote-asia-pacific', 'Remote (Asia)'),
  row('Remote (MENA)', 'remote-middle-east-africa', 'Remote (MENA)'),
  // Remote within a country.
  row('Remote - United States', 'remote-us', 'Remote (United States)'),
  row('US Remote', 'remote-us', 'Remote (United States)'),
  row('Remote (US only)', 'remote-us', 'Remote (United States)'),
  row('Remote in the USA', 'remote-us', 'Remote (United States)'),
  row('United States (Remote)', 'remote-us', 'Remote (United States)'),
  row('Remote - California', 'remote-us', 'Remote (California)'),
  row('Remote, UK', 'remote-gb', 'Remote (United Kingdom)'),
  row('Remote - Germany', 'remote-de', 'Remote (Germany)'),
  row('Remote (Canada)', 'remote-ca', 'Remote (Canada)'),
  row('Remote', 'remote-us', 'Remote (United States)', { countryCode: 'us' }),
  row('Berlin or Remote', 'remote-de', 'Remote (Germany)'),
  row('Lisbon', 'remote-pt', 'Remote (Portugal)', { workplace: 'remote' }),
  row('Remote - US & Canada', 'remote-us', 'Remote (United States)'),
  // Remote somewhere the vocabulary does not hold: the words, and no filter.
  row('Remote - Austria', null, 'Remote - Austria'),
  row('Remote (CET ±2 hours)', null, 'Remote (CET ±2 hours)'),
  row('Remote', null, 'Remote', { countryCode: 'at' }),
  // On site and hybrid in the board's cities.
  row('Berlin, Germany', 'berlin', 'Berlin, Germany'),
  row('Hybrid - London', 'london', 'London, United Kingdom (Hybrid)'),
  row('London', 'london', 'London, United Kingdom (Hybrid)', { workplace: 'hybrid' }),
  row('New York, NY', 'new-york', 'New York, United States'),
  row('NYC (Hybrid)', 'new-york', 'New York, United States (Hybrid)'),
  row('San Francisco, CA', 'san-francisco', 'San Francisco, United States'),
  row('Austin, Texas', 'austin', 'Austin, United States'),
  row('Zürich, Switzerland', 'zurich', 'Zurich, Switzerland'),
  row('Zug', 'zug', 'Zug, Switzerland'),
  row('São Paulo, Brazil', 'sao-paulo', 'São Paulo, Brazil'),
  row('Bengaluru, India', 'bangalore', 'Bangalore, India'),
  row('Singapore', 'singapore', 'Singapore, Singapore'),
  row('Lisboa, Portugal', 'lisbon', 'Lisbon, Portugal'),
  row('Office - Dubai', 'dubai', 'Dubai, United Arab Emirates'),
  row('Vienna, Austria', 'berlin', 'Vienna, Austria · Berlin, Germany', { extra: ['Berlin, Germany'] }),
  row('Remote - Europe', 'remote-europe', 'Remote (Europe) · Berlin, Germany', { extra: ['Berlin, Germany', 'Remote - Europe'] }),
  // Places the vocabulary does not hold, or names a city of another country.
  row('Vienna, Austria', null, 'Vienna, Austria'),
  row('Hybrid - Warsaw', null, 'Hybrid - Warsaw'),
  row('Munich', null, 'Munich (Hybrid)', { workplace: 'hybrid' }),
  row('London, Ontario, Canada', null, 'London, Ontario, Canada'),
  row('Paris, Texas', null, 'Paris, Texas'),
  row('Paris', null, 'Paris', { countryCode: 'us' }),
  row('', null, 'Not stated'),
  row('', null, 'Germany', { countryCode: 'de' }),
  row('Hybrid', null, 'Hybrid'),
];
