/**
 * The curated skill tags the seed draws from. Every tag matches shared-config's
 * TAG_PATTERN (a test checks it), so the seed can never invent a malformed one.
 */
export const SKILL_TAGS = [
  // languages and frameworks
  'solidity', 'vyper', 'rust', 'go', 'typescript', 'javascript', 'python', 'cpp', 'move', 'cairo',
  'react', 'nextjs', 'react-native', 'node', 'graphql', 'sql', 'postgres', 'kotlin', 'swift',
  // chains and ecosystems
  'ethereum', 'evm', 'solana', 'cosmos', 'bitcoin', 'lightning', 'polkadot', 'substrate', 'layer-2', 'rollups',
  // domains
  'defi', 'nft', 'gaming', 'dao', 'staking', 'mev', 'stablecoins', 'payments', 'wallets', 'custody', 'trading',
  'oracles', 'bridges', 'account-abstraction', 'zero-knowledge', 'cryptography', 'consensus', 'p2p', 'mpc',
  // practice
  'security', 'auditing', 'formal-verification', 'fuzzing', 'foundry', 'hardhat', 'ethers', 'wagmi',
  'kubernetes', 'terraform', 'aws', 'observability', 'data', 'analytics', 'machine-learning',
  'product', 'design', 'figma', 'ux-research', 'marketing', 'growth', 'content', 'seo', 'community',
  'devrel', 'partnerships', 'sales', 'legal', 'compliance', 'aml', 'operations', 'finance', 'recruiting', 'support',
] as const;

export type SkillTag = (typeof SKILL_TAGS)[number];
