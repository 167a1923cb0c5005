import type { EmploymentType, Seniority } from '@chainwork/shared-config';
import { CHAIN_PROFILE, KIND_PROFILE, type Company } from './companies';
import type { Place } from './places';
import type { Random } from './prng';
import type { Role } from './roles';
import type { SalaryRange } from './salary';
import { yearsFor } from './seniority';

export interface DescriptionInput {
  company: Company;
  role: Role;
  title: string;
  seniority: Seniority | null;
  employmentType: EmploymentType;
  place: Place;
  salary: SalaryRange | null;
  applyUrl: string;
}

// Templates are functions, not "{placeholder}" strings: a 100,000-job seed calls them millions of times.
type Values = { company: string; builds: string; chain: string; year: number; headcount: number };

const HEADINGS = {
  about: ['About {company}', 'Who we are', 'About us'],
  role: ['The role', 'About the role', 'What this job is'],
  duties: ["What you'll do", 'Responsibilities', 'Your day to day'],
  requirements: ["What we're looking for", 'Requirements', 'You will thrive here if you have'],
  nice: ['Nice to have', 'Bonus points', 'It would be great if you also had'],
  benefits: ['What we offer', 'Benefits', 'Perks and benefits'],
  apply: ['How to apply', 'Applying', 'Next steps'],
} as const;

const OPENERS: ReadonlyArray<(v: Values) => string> = [
  (v) => `${v.company} builds ${v.builds} on ${v.chain}.`,
  (v) => `At ${v.company}, we build ${v.builds} on ${v.chain}.`,
  (v) => `${v.company} is building ${v.builds} for ${v.chain}.`,
];

const TEAM_LINES: ReadonlyArray<(v: Values) => string> = [
  (v) => `Founded in ${v.year}, we are ${v.headcount} people working across many time zones.`,
  (v) => `We started in ${v.year} and have grown to a team of ${v.headcount}.`,
  (v) => `Since ${v.year}, our team of ${v.headcount} has shipped steadily and in the open.`,
  (v) => `We are a team of ${v.headcount}, small enough that everyone owns real work.`,
];

const CULTURE_LINES = [
  'We write things down, review each other kindly and ship in small steps.',
  'Everything we ship is open source and reviewed by independent auditors.',
  'We care about users keeping control of their own assets.',
  'We prefer long-term thinking over hype and measure ourselves by real usage.',
  'We work asynchronously first and meet when it matters.',
  'Security reviews are part of every release, not an afterthought.',
];

const TEAM_CONTEXT: ReadonlyArray<(n: number, lead: string) => string> = [
  (n) => `You will join a team of ${n} and work closely with our founders.`,
  (n, lead) => `You will report to our ${lead} and work with a team of ${n}.`,
  (n) => `You will be one of ${n} people on the team and will shape how it works.`,
  (n) => `You will join a cross-functional squad of ${n} with plenty of autonomy.`,
];

const LEADS = ['CTO', 'Head of Engineering', 'CEO', 'COO', 'Head of Product', 'VP of Engineering'];

const BENEFITS = [
  'Competitive salary paid in fiat or stablecoins, your choice',
  'Token options that vest over four years',
  'A yearly learning budget of $2,000',
  'Flexible hours and asynchronous work',
  '30 days of paid holiday plus local public holidays',
  'Private health insurance',
  'A home-office budget for your setup',
  'Two team offsites a year in great places',
  'Paid parental leave of 16 weeks',
  'Conference tickets and travel when you speak',
  'A new laptop of your choice',
  'Mental health support and coaching',
  'A four-day week in August',
];

const CLOSINGS = [
  'We read every application and reply within two weeks.',
  'We welcome applicants from every background; tell us what you would bring.',
  'If you are unsure whether you meet every requirement, apply anyway.',
  'Our process: a short intro call, a practical exercise, and a conversation with the team.',
];

function money(amount: number): string {
  return `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

function list(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

function whereLine(random: Random, place: Place): string {
  const d = place.description;
  switch (d.kind) {
    case 'anywhere':
      return random.pick([
        'This role is fully remote: work from anywhere in the world.',
        'Work from anywhere; we ask for a few hours of overlap with UTC afternoons.',
      ]);
    case 'region':
      return `This is a remote role for people based in ${d.name}, so that we share working hours.`;
    case 'country':
      return `This is a remote role; you need to live in ${d.name} and have the right to work there.`;
    case 'city':
      return random.pick([
        `This role is based in our ${d.name} office, with two remote days a week.`,
        `You will work from our office in ${d.name}; we help with relocation.`,
      ]);
  }
}

function engagementLine(random: Random, type: EmploymentType): string | null {
  switch (type) {
    case 'CONTRACTOR':
      return `This is a contract position for ${random.pick([6, 9, 12])} months, with the option to extend.`;
    case 'PART_TIME':
      return `This is a part-time role of about ${random.pick([16, 20, 24])} hours a week.`;
    case 'INTERN':
      return `This is a paid internship of ${random.pick([3, 4, 6])} months with a dedicated mentor.`;
    case 'TEMPORARY':
      return `This is a fixed-term role of ${random.pick([3, 6])} months to help with a major launch.`;
    default:
      return null;
  }
}

function requirementLines(random: Random, role: Role, seniority: Seniority | null): string[] {
  const years = yearsFor(seniority);
  const picked = random.sample(role.requirements, random.int(3, 5));
  if (years === null) {
    const rest = picked.filter((line) => !line.includes('{years}'));
    return ['A strong interest in crypto and a habit of building things on your own', ...rest];
  }
  return picked.map((line) => line.replace('{years}', String(years)));
}

/** A multi-paragraph markdown job description with a few links to the company's site. */
export function buildDescription(random: Random, input: DescriptionInput): string {
  const { company, role, place, salary } = input;
  const kind = KIND_PROFILE[company.kind];
  const values: Values = {
    company: company.name,
    builds: random.pick(kind.builds),
    chain: CHAIN_PROFILE[company.chain].label,
    year: company.foundedYear,
    headcount: company.headcount,
  };
  const heading = (key: keyof typeof HEADINGS) => `## ${random.pick(HEADINGS[key]).replace('{company}', company.name)}`;

  const about = [
    random.pick(OPENERS)(values),
    random.pick(TEAM_LINES)(values),
    random.pick(CULTURE_LINES),
    random.chance(0.5)
      ? `Read more on [our website](${company.url}).`
      : `Our [blog](${company.url}/blog) explains what we are building and why.`,
  ];

  const roleLines = [
    `We are hiring a ${input.title} to ${random.pick(role.mission)}.`,
    random.pick(TEAM_CONTEXT)(random.int(3, 14), random.pick(LEADS)),
    whereLine(random, place),
  ];
  const engagement = engagementLine(random, input.employmentType);
  if (engagement) roleLines.push(engagement);

  const sections = [
    heading('about'),
    about.join(' '),
    heading('role'),
    roleLines.join(' '),
    heading('duties'),
    list(random.sample(role.duties, random.int(4, 6))),
    heading('requirements'),
    list(requirementLines(random, role, input.seniority)),
  ];
  const nice = random.sample(role.niceToHave, random.int(0, 3));
  if (nice.length > 0) sections.push(heading('nice'), list(nice));

  const benefits = random.sample(BENEFITS, random.int(3, 6));
  sections.push(heading('benefits'), list(benefits));
  if (salary) {
    sections.push(
      `The salary range for this role is ${money(salary.min)} to ${money(salary.max)} a year, depending on experience and location.`,
    );
  }
  sections.push(
    heading('apply'),
    `Apply through [our careers page](${input.applyUrl}). ${random.pick(CLOSINGS)}` +
      (random.chance(0.3) ? ` Curious how we work? Browse our [handbook](${company.url}/handbook).` : ''),
  );
  return sections.join('\n\n');
}
