/**
 * The chains and ecosystems a company builds on: the directory's filter, the profile's
 * chips, the sources file's `ecosystems`. Ids are stored (companies.ecosystems_json); labels
 * are shown.
 */
export const COMPANY_ECOSYSTEMS = [
  { id: 'ethereum', label: 'Ethereum' },
  { id: 'bitcoin', label: 'Bitcoin' },
  { id: 'solana', label: 'Solana' },
  { id: 'arbitrum', label: 'Arbitrum' },
  { id: 'optimism', label: 'Optimism' },
  { id: 'base', label: 'Base' },
  { id: 'polygon', label: 'Polygon' },
  { id: 'zksync', label: 'zkSync' },
  { id: 'starknet', label: 'Starknet' },
  { id: 'cosmos', label: 'Cosmos' },
  { id: 'polkadot', label: 'Polkadot' },
  { id: 'avalanche', label: 'Avalanche' },
  { id: 'bnb-chain', label: 'BNB Chain' },
  { id: 'near', label: 'NEAR' },
  { id: 'sui', label: 'Sui' },
  { id: 'aptos', label: 'Aptos' },
  { id: 'ton', label: 'TON' },
  { id: 'cardano', label: 'Cardano' },
  { id: 'tezos', label: 'Tezos' },
  { id: 'filecoin', label: 'Filecoin' },
  { id: 'multichain', label: 'Multichain' },
] as const;

export type EcosystemId = (typeof COMPANY_ECOSYSTEMS)[number]['id'];

export const ECOSYSTEM_IDS = COMPANY_ECOSYSTEMS.map((ecosystem) => ecosystem.id) as [EcosystemId, ...EcosystemId[]];

const LABELS = new Map<string, string>(COMPANY_ECOSYSTEMS.map((ecosystem) => [ecosystem.id, ecosystem.label]));

export function isEcosystemId(value: string): value is EcosystemId {
  return LABELS.has(value);
}

export function ecosystemLabel(id: EcosystemId): string {
  return LABELS.get(id)!;
}
