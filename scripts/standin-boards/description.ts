/**
 * A job's text in parts, as boards hold it: an opening, titled lists and a closing (Lever keeps
 * them apart; the other formats join them into one HTML description). Role texts come from the
 * seed's role templates; nothing here names an amount of money unless the job states its pay.
 */
import type { CompanyEntry } from '@chainwork/api/content';
import type { Random, Role } from '@chainwork/api/seed';
import { escapeHtml } from '@chainwork/shared-config/html-escape';
import type { Pay } from './pay';
import type { Place } from './places';

export interface JobText {
  /** HTML: the company in a paragraph (Lever's opening). */
  opening: string;
  /** HTML: the role in a paragraph (Lever's descriptionBody). */
  body: string;
  lists: Array<{ heading: string; items: string[] }>;
  /** HTML after the lists (pay in words, benefits, how to apply). */
  closing: string;
}

export type Employment = 'full-time' | 'part-time' | 'contract' | 'internship';

const BENEFITS = [
  'Salary paid in fiat or stablecoins, your choice',
  'Token options that vest over four years',
  'Flexible hours and asynchronous work',
  '30 days of paid holiday plus local public holidays',
  'Private health insurance',
  'A home-office budget for your setup',
  'Two team offsites a year',
  'Paid parental leave of 16 weeks',
  'A learning budget for books, courses and conferences',
  'A new laptop of your choice',
];

const CLOSINGS = [
  'We read every application and reply within two weeks.',
  'If you are unsure whether you meet every requirement, apply anyway.',
  'Our process: a short intro call, a practical exercise, and a conversation with the team.',
];

function whereLine(place: Place): string {
  if (place.workplace === 'remote') {
    return place.remoteArea
      ? `This is a remote role for people based in ${place.remoteArea}.`
      : 'This role is fully remote: work from anywhere.';
  }
  if (place.workplace === 'hybrid') return `You will work from our ${place.city} office three days a week.`;
  return `This role is based in our ${place.city} office.`;
}

function engagementLine(employment: Employment): string {
  switch (employment) {
    case 'contract':
      return ' This is a contract position for 12 months, with the option to extend.';
    case 'part-time':
      return ' This is a part-time role of about 20 hours a week.';
    case 'internship':
      return ' This is a paid internship of six months with a dedicated mentor.';
    case 'full-time':
      return '';
  }
}

const item = (text: string) => escapeHtml(text);

export function jobText(input: {
  random: Random;
  company: CompanyEntry;
  role: Role;
  title: string;
  years: number;
  place: Place;
  employment: Employment;
  pay: Pay;
}): JobText {
  const { random, company, role, title, years, place, employment, pay } = input;
  const mission = random.pick(role.mission);
  const opening = `<p>${escapeHtml(company.about)}</p>`;
  const body = `<p>As our ${escapeHtml(title)}, you will ${escapeHtml(mission)}. ${escapeHtml(whereLine(place))}${engagementLine(employment)}</p>`;
  const lists = [
    { heading: "What you'll do", items: random.sample(role.duties, random.int(4, 5)).map(item) },
    {
      heading: "What we're looking for",
      items: random.sample(role.requirements, random.int(3, 5)).map((line) => item(line.replace('{years}', String(Math.max(1, years))))),
    },
    { heading: 'Nice to have', items: random.sample(role.niceToHave, 2).map(item) },
  ];
  const payLine = pay?.kind === 'text' ? `<p><strong>Compensation:</strong> ${escapeHtml(pay.text)}, plus token options.</p>` : '';
  const benefits = random
    .sample(BENEFITS, 4)
    .map((b) => `<li>${item(b)}</li>`)
    .join('');
  const closing = `${payLine}<h3>What we offer</h3><ul>${benefits}</ul><p>${escapeHtml(random.pick(CLOSINGS))}</p>`;
  return { opening, body, lists, closing };
}

/** The parts joined into one HTML description (Greenhouse, Ashby, JSON-LD). */
export function fullHtml(text: JobText): string {
  const lists = text.lists.map((l) => `<h3>${escapeHtml(l.heading)}</h3><ul>${l.items.map((i) => `<li>${i}</li>`).join('')}</ul>`);
  return `${text.opening}${text.body}${lists.join('')}${text.closing}`;
}
