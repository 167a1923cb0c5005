import { hashString } from './prng';
import { slugify } from './slug';
import type { SkillTag } from './tags';

/**
 * ~120 FICTIONAL crypto companies. Names are invented; any likeness to a real
 * company is accidental. Their sites live under the reserved `.example` TLD.
 */
export type CompanyKind =
  'defi' | 'rollup' | 'wallet' | 'exchange' | 'infra' | 'dao' | 'nft-gaming' | 'security' | 'zk' | 'payments' | 'analytics';

export type Chain = 'ethereum' | 'solana' | 'cosmos' | 'bitcoin' | 'polkadot' | 'multichain';

export interface Company {
  name: string;
  slug: string;
  kind: CompanyKind;
  chain: Chain;
  /** `https://<slug>.example`: reserved TLD, so nothing real is ever linked. */
  url: string;
  /** Attributes fixed per company (not per seed), so a company reads the same in every job. */
  foundedYear: number;
  headcount: number;
}

const NAMES: Record<CompanyKind, ReadonlyArray<readonly [string, Chain]>> = {
  defi: [
    ['Quillfeather Finance', 'ethereum'],
    ['Tidewell Protocol', 'ethereum'],
    ['Marrowgate Lending', 'ethereum'],
    ['Brasslantern Swap', 'multichain'],
    ['Ovenbird Markets', 'solana'],
    ['Cinderpath Finance', 'ethereum'],
    ['Halcyrion Vaults', 'multichain'],
    ['Pennywhistle DEX', 'solana'],
    ['Driftmoor Credit', 'ethereum'],
    ['Kestrelvane Yield', 'multichain'],
    ['Saltmarsh Perps', 'ethereum'],
    ['Amberquay Protocol', 'cosmos'],
    ['Fernhollow Finance', 'ethereum'],
    ['Lodestrand Labs', 'solana'],
    ['Gildenmoor Options', 'ethereum'],
    ['Copperwick Liquidity', 'multichain'],
    ['Wrenfield Stable', 'ethereum'],
    ['Orrisbay Money Markets', 'cosmos'],
    ['Tallowmere Protocol', 'polkadot'],
    ['Silkbarrow Finance', 'bitcoin'],
  ],
  rollup: [
    ['Veldspar Rollup', 'ethereum'],
    ['Hushline Network', 'ethereum'],
    ['Stratoloom', 'ethereum'],
    ['Coldharbor Chain', 'cosmos'],
    ['Zephyrine L2', 'ethereum'],
    ['Palisade Rollup Labs', 'ethereum'],
    ['Ninefold Network', 'multichain'],
    ['Marlowe Sequencer Co', 'ethereum'],
    ['Thistlewood Chain', 'polkadot'],
    ['Aurelian Rollups', 'ethereum'],
    ['Quayside Layer', 'bitcoin'],
    ['Bramblecrest Network', 'cosmos'],
  ],
  wallet: [
    ['Pocketlark Wallet', 'multichain'],
    ['Keywren', 'ethereum'],
    ['Saffronkey', 'solana'],
    ['Burrowsafe', 'bitcoin'],
    ['Mossvault', 'multichain'],
    ['Lanternkey Wallet', 'ethereum'],
    ['Glimmerpouch', 'solana'],
    ['Tinderbox Wallet', 'bitcoin'],
    ['Harborkey', 'multichain'],
    ['Cobblestone Custody', 'multichain'],
    ['Featherlock', 'ethereum'],
    ['Nestwell Wallet', 'cosmos'],
  ],
  exchange: [
    ['Tradewind Exchange', 'multichain'],
    ['Blueheron Markets', 'multichain'],
    ['Northquay Exchange', 'bitcoin'],
    ['Marigold Trading', 'multichain'],
    ['Ironbridge Digital Exchange', 'multichain'],
    ['Skylark Brokerage', 'bitcoin'],
    ['Cressetline Markets', 'multichain'],
    ['Pellucid Exchange', 'solana'],
    ['Oakmarsh Trading', 'multichain'],
    ['Redfern Digital Markets', 'ethereum'],
    ['Halyard Exchange', 'multichain'],
    ['Sundial Markets', 'multichain'],
  ],
  infra: [
    ['Nodewright', 'multichain'],
    ['Blockforge Cloud', 'ethereum'],
    ['Relaymoth', 'ethereum'],
    ['Indexwell', 'multichain'],
    ['Ravenstone RPC', 'solana'],
    ['Gravelpath Infrastructure', 'multichain'],
    ['Sablenode', 'cosmos'],
    ['Quarrylight Data', 'ethereum'],
    ['Latchkey Oracles', 'multichain'],
    ['Meridale Relay Works', 'ethereum'],
    ['Bellwick Validators', 'cosmos'],
    ['Stoneweir Staking', 'ethereum'],
    ['Copperline Indexer', 'solana'],
    ['Ashgrove Nodes', 'polkadot'],
    ['Fogbank Labs', 'ethereum'],
    ['Lathestone Infrastructure', 'bitcoin'],
    ['Tanglewood Oracles', 'multichain'],
    ['Emberline Data', 'multichain'],
  ],
  dao: [
    ['Commonsfield DAO', 'ethereum'],
    ['Hearthmere Collective', 'ethereum'],
    ['Grantwell DAO', 'multichain'],
    ['Openmeadow DAO', 'ethereum'],
    ['Lanternfall Guild', 'solana'],
    ['Civicroot DAO', 'cosmos'],
    ['Mapleward Collective', 'ethereum'],
    ['Steadfast Builders Guild', 'multichain'],
    ['Riverrun DAO', 'ethereum'],
    ['Publicgood Foundry', 'ethereum'],
  ],
  'nft-gaming': [
    ['Pixelmoor Studios', 'ethereum'],
    ['Runeharbor Games', 'solana'],
    ['Glasswing Collectibles', 'ethereum'],
    ['Mythweald Games', 'multichain'],
    ['Starling Arcade', 'solana'],
    ['Canvaskeep', 'ethereum'],
    ['Dreamquarry Studios', 'ethereum'],
    ['Hollowpine Games', 'multichain'],
    ['Tilecraft Labs', 'ethereum'],
    ['Moonmeadow Interactive', 'solana'],
    ['Inkwell Editions', 'bitcoin'],
    ['Spritehaven', 'multichain'],
    ['Loreforge Games', 'ethereum'],
    ['Gallerywick', 'ethereum'],
  ],
  security: [
    ['Ironclad Audits', 'ethereum'],
    ['Sentinel Ridge Security', 'multichain'],
    ['Vaultward Labs', 'ethereum'],
    ['Redthread Security', 'multichain'],
    ['Proofhound', 'ethereum'],
    ['Bastion Grey Audits', 'solana'],
    ['Keel and Anchor Security', 'multichain'],
    ['Watchfire Research', 'ethereum'],
    ['Formalis Labs', 'ethereum'],
    ['Lockstep Audits', 'cosmos'],
  ],
  zk: [
    ['Cipherglen', 'ethereum'],
    ['Provenance Circuits', 'ethereum'],
    ['Zerowell Research', 'multichain'],
    ['Snarkwood Labs', 'ethereum'],
    ['Lattice Harbor', 'multichain'],
    ['Foldpoint Cryptography', 'ethereum'],
  ],
  payments: [
    ['Settleway', 'multichain'],
    ['Tallybridge Payments', 'ethereum'],
    ['Coinwell Remit', 'bitcoin'],
    ['Steadcoin Labs', 'ethereum'],
    ['Ledgerleaf Payments', 'solana'],
    ['Paywren', 'bitcoin'],
  ],
  analytics: [
    ['Onchain Almanac', 'multichain'],
    ['Ledgerlens', 'ethereum'],
    ['Blockhound Analytics', 'multichain'],
    ['Chartmoor Analytics', 'solana'],
  ],
};

/** What each kind of company builds, as sentence openers for "About us". */
export const KIND_PROFILE: Record<CompanyKind, { builds: readonly string[]; tags: readonly SkillTag[] }> = {
  defi: {
    builds: [
      'non-custodial lending markets',
      'an on-chain exchange with concentrated liquidity',
      'automated yield vaults',
      'perpetual futures that settle on-chain',
      'an overcollateralised stablecoin and the markets around it',
    ],
    tags: ['defi', 'trading', 'stablecoins', 'oracles'],
  },
  rollup: {
    builds: [
      'a general-purpose rollup',
      'a high-throughput execution layer',
      'shared sequencing for rollups',
      'an app-specific chain framework',
      'a settlement layer for rollups',
    ],
    tags: ['layer-2', 'rollups', 'consensus', 'bridges'],
  },
  wallet: {
    builds: [
      'a self-custody wallet for phones and browsers',
      'smart-account wallets with social recovery',
      'a hardware-backed key manager',
      'a multi-chain wallet for everyday payments',
    ],
    tags: ['wallets', 'account-abstraction', 'mpc', 'custody'],
  },
  exchange: {
    builds: [
      'a regulated digital asset exchange',
      'an institutional trading venue for crypto',
      'a spot and derivatives exchange',
      'a brokerage app that makes buying crypto simple',
    ],
    tags: ['trading', 'custody', 'compliance', 'payments'],
  },
  infra: {
    builds: [
      'RPC and node infrastructure for developers',
      'a blockchain indexing service',
      'validator and staking infrastructure',
      'decentralised oracle networks',
      'data pipelines for on-chain events',
    ],
    tags: ['staking', 'oracles', 'observability', 'data'],
  },
  dao: {
    builds: [
      'funding for open-source public goods',
      'governance tooling for on-chain communities',
      'a grants programme for protocol builders',
      'a member-run collective that backs early builders',
    ],
    tags: ['dao', 'community', 'operations'],
  },
  'nft-gaming': {
    builds: [
      'on-chain games where players own their items',
      'a marketplace for digital collectibles',
      'tools for artists to mint and sell their work',
      'a fantasy strategy game with on-chain assets',
    ],
    tags: ['nft', 'gaming', 'design'],
  },
  security: {
    builds: [
      'smart contract audits for DeFi protocols',
      'security reviews and formal verification for blockchains',
      'monitoring that flags exploits before they land',
      'open-source fuzzing tools for smart contracts',
    ],
    tags: ['security', 'auditing', 'formal-verification', 'fuzzing'],
  },
  zk: {
    builds: [
      'zero-knowledge proving systems',
      'a zkVM for verifiable computation',
      'privacy-preserving payments with ZK proofs',
      'hardware acceleration for proof generation',
    ],
    tags: ['zero-knowledge', 'cryptography', 'rust'],
  },
  payments: {
    builds: [
      'stablecoin payouts for global teams',
      'merchant payments settled on-chain',
      'cross-border remittances over crypto rails',
      'a stablecoin treasury platform for businesses',
    ],
    tags: ['payments', 'stablecoins', 'compliance'],
  },
  analytics: {
    builds: [
      'on-chain analytics for funds and protocols',
      'dashboards that explain wallet and token flows',
      'market data for digital assets',
      'research on protocol revenue and usage',
    ],
    tags: ['data', 'analytics', 'sql'],
  },
};

export const CHAIN_PROFILE: Record<Chain, { label: string; tags: readonly SkillTag[] }> = {
  ethereum: { label: 'Ethereum', tags: ['ethereum', 'evm'] },
  solana: { label: 'Solana', tags: ['solana', 'rust'] },
  cosmos: { label: 'the Cosmos ecosystem', tags: ['cosmos', 'go'] },
  bitcoin: { label: 'Bitcoin', tags: ['bitcoin', 'lightning'] },
  polkadot: { label: 'Polkadot', tags: ['polkadot', 'substrate'] },
  multichain: { label: 'several chains', tags: ['evm', 'bridges'] },
};

function buildCompany(name: string, kind: CompanyKind, chain: Chain): Company {
  const slug = slugify(name);
  const hash = hashString(name);
  return {
    name,
    slug,
    kind,
    chain,
    url: `https://${slug}.example`,
    foundedYear: 2014 + (hash % 11),
    headcount: 8 + ((hash >>> 8) % 400),
  };
}

export const COMPANIES: readonly Company[] = (Object.keys(NAMES) as CompanyKind[]).flatMap((kind) =>
  NAMES[kind].map(([name, chain]) => buildCompany(name, kind, chain)),
);
