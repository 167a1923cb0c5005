import { SKILL_TAGS, type SkillTag } from '../../seed/tags';

/**
 * How each skill tag is written in postings. Every tag matches as a whole word (a letter or digit
 * on either side is another word); a tag without an entry here matches its own words in any case
 * ("formal-verification": "formal verification"). Words that are also everyday English match
 * only as the skill is written: "Go" the language (capital G, next to other languages or roles,
 * or "Golang"), never "go"; "Move" likewise; "React" not "react"; "Node.js" not a network's
 * "node"; "Lightning Network", not "lightning fast".
 */
const LANGUAGE_NEIGHBOURS = String.raw`(?:Rust|Go|Golang|C\+\+|Python|TypeScript|JavaScript|Java|Solidity|Move|Kotlin|Swift|Scala|Haskell|Elixir)`;
/** Words in either case for a case-sensitive pattern: "engineer" -> "[Ee]ngineer". */
const eitherCase = (words: string) => words.replace(/[a-z]/g, (letter) => `[${letter.toUpperCase()}${letter}]`);
const ROLE_AFTER = String.raw`(?=\s*(?:[,/&)]|and\b|or\b|${eitherCase('developers?|engineers?|programming|code|services?|backend|smart contracts?|modules?|language')}\b|\())`;
const NEIGHBOUR_BEFORE = String.raw`(?<=(?:[(/,&]|\bin|\band|\bor|\bwith|\busing|\bwriting|${LANGUAGE_NEIGHBOURS})\s*)`;
const language = (name: string) => String.raw`${NEIGHBOUR_BEFORE}${name}|${name}${ROLE_AFTER}`;

interface Spelling {
  /** Source of the alternatives. */
  words: string;
  /** Match case as written (abbreviations and words that are also English). */
  exactCase?: boolean;
  /** Only in the title: in a description these words are everyone's ("our product", "support", "data"). */
  titleOnly?: boolean;
}

const SPELLINGS: Partial<Record<SkillTag, Spelling | Spelling[]>> = {
  go: [{ words: 'golang' }, { words: language('Go'), exactCase: true }],
  move: [{ words: String.raw`(?:Sui|Aptos) Move|${language('Move')}`, exactCase: true }],
  cpp: { words: String.raw`c\+\+(?:\d\d)?|cpp` },
  typescript: { words: 'typescript' },
  javascript: { words: 'javascript|ecmascript' },
  react: { words: String.raw`React(?:\.js|JS)|(?:${language('React')})(?![\s-]+Native)`, exactCase: true },
  'react-native': { words: 'react[- ]native' },
  nextjs: { words: String.raw`next\.?js|next js` },
  node: { words: String.raw`node\.?js|node js` },
  sql: { words: 'SQL', exactCase: true },
  postgres: { words: 'postgres(?:ql)?' },
  swift: { words: 'Swift(?:UI)?', exactCase: true },
  rust: { words: 'Rust', exactCase: true },
  cairo: { words: 'Cairo(?!,? Egypt)', exactCase: true },
  evm: { words: 'EVM(?:-compatible)?', exactCase: true },
  cosmos: { words: 'Cosmos(?: SDK)?|CosmWasm', exactCase: true },
  bitcoin: { words: 'bitcoin|BTC' },
  lightning: { words: 'Lightning Network|LND', exactCase: true },
  substrate: { words: 'Substrate', exactCase: true },
  polkadot: { words: 'polkadot|kusama' },
  'layer-2': { words: String.raw`layer[- ]?2s?|L2s|L2 (?:chains?|networks?|scaling|solutions?)` },
  rollups: { words: 'rollups?|roll-ups?' },
  defi: { words: 'defi|decentrali[sz]ed finance' },
  nft: { words: 'NFTs?|non-fungible tokens?', exactCase: true },
  dao: { words: 'DAOs?', exactCase: true },
  staking: { words: '(?:re|liquid )?staking' },
  mev: { words: 'MEV', exactCase: true },
  stablecoins: { words: 'stablecoins?' },
  oracles: { words: 'oracles|oracle networks?|chainlink' },
  bridges: [{ words: 'bridges?|bridging', titleOnly: true }, { words: 'cross-chain bridges?|token bridges?|bridging protocols?' }],
  'account-abstraction': { words: 'account abstraction|ERC-?4337|EIP-?4337' },
  'zero-knowledge': [
    { words: 'zero[- ]knowledge|zk-?snarks?|zk-?starks?|zkevm|zk-?rollups?|circom|halo2|plonk' },
    { words: 'ZKP?s?', exactCase: true },
  ],
  cryptography: { words: 'cryptograph(?:y|ic|ers?)' },
  consensus: [
    { words: 'consensus', titleOnly: true },
    { words: 'consensus (?:protocols?|algorithms?|layer|mechanisms?|clients?)|tendermint|cometbft|hotstuff' },
  ],
  p2p: { words: 'p2p|peer-to-peer|libp2p' },
  mpc: [{ words: 'MPC|TSS', exactCase: true }, { words: 'multi-party computation|threshold signatures?' }],
  security: { words: 'security', titleOnly: true },
  auditing: [{ words: 'audit(?:s|ing|or)?', titleOnly: true }, { words: 'smart contract audits?|security audits?|auditing' }],
  fuzzing: { words: 'fuzz(?:ing|ers?)?' },
  foundry: { words: 'Foundry', exactCase: true },
  ethers: { words: String.raw`ethers(?:\.js|-rs)?` },
  wagmi: { words: 'wagmi', exactCase: true },
  kubernetes: { words: 'kubernetes|k8s' },
  aws: { words: 'AWS|Amazon Web Services', exactCase: true },
  observability: { words: 'observability|opentelemetry' },
  data: { words: 'data', titleOnly: true },
  analytics: { words: 'analytics|analyst', titleOnly: true },
  'machine-learning': [{ words: 'machine learning|deep learning' }, { words: 'ML', exactCase: true }],
  product: { words: 'product', titleOnly: true },
  design: { words: 'design(?:er)?', titleOnly: true },
  'ux-research': { words: 'ux research(?:er)?|user research(?:er)?' },
  marketing: { words: 'marketing', titleOnly: true },
  growth: { words: 'growth', titleOnly: true },
  content: { words: 'content', titleOnly: true },
  seo: { words: 'SEO', exactCase: true },
  community: { words: 'community', titleOnly: true },
  devrel: { words: 'devrel|developer relations|developer advocate' },
  partnerships: { words: 'partnerships?', titleOnly: true },
  sales: { words: 'sales|account executive', titleOnly: true },
  legal: { words: 'legal|counsel|lawyer', titleOnly: true },
  compliance: { words: 'compliance', titleOnly: true },
  aml: { words: 'AML|anti-money laundering', exactCase: true },
  operations: { words: 'operations', titleOnly: true },
  finance: { words: 'finance|accountant|accounting|controller', titleOnly: true },
  recruiting: { words: 'recruit(?:er|ing|ment)|talent acquisition', titleOnly: true },
  support: { words: 'support|customer success', titleOnly: true },
  trading: { words: 'trading|trader', titleOnly: true },
  payments: { words: 'payments', titleOnly: true },
  wallets: { words: 'wallets?', titleOnly: true },
  custody: { words: 'custody|custodian', titleOnly: true },
  gaming: { words: 'gaming|gamefi', titleOnly: true },
};

export interface SkillPattern {
  tag: SkillTag;
  /** Global, for counting mentions. */
  pattern: RegExp;
  titleOnly: boolean;
}

const whole = (words: string) => String.raw`(?<![\p{L}\p{N}])(?:${words})(?![\p{L}\p{N}+#])`;

export const SKILL_PATTERNS: readonly SkillPattern[] = SKILL_TAGS.flatMap((tag) => {
  const spelling = SPELLINGS[tag] ?? { words: tag.replace(/-/g, '[- ]') };
  return (Array.isArray(spelling) ? spelling : [spelling]).map((s) => ({
    tag,
    pattern: new RegExp(whole(s.words), s.exactCase ? 'gu' : 'giu'),
    titleOnly: s.titleOnly ?? false,
  }));
});
